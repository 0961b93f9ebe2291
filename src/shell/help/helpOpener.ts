import type { ChatConfig } from './chatConfig'
import { customerServiceAction, feedbackUrl, hotlineConfirmText, onlineHelpUrl } from './onlineHelp'

/** What help is about, when opened from an order. */
export type HelpTarget = {
  productType?: string | number
  orderNo?: string
  orderStatus?: string | number
  hotelInfo?: string
}

export type HelpOpenerDeps = {
  /** Web origin serving the static online-service page. */
  origin: () => string
  serviceType: () => string
  servicePhone: () => string
  loadChatConfig: () => Promise<ChatConfig>
  navigateTo: (url: string) => void
  /** A confirm dialog; resolves true on confirm. */
  confirm: (content: string) => Promise<boolean>
  call: (phone: string) => void
}

export type HelpOpener = {
  openHelp: (target?: HelpTarget) => Promise<void>
  openFeedback: (target?: HelpTarget) => void
}

export function createHelpOpener(deps: HelpOpenerDeps): HelpOpener {
  return {
    async openHelp(target = {}) {
      const phone = deps.servicePhone()
      const decision = customerServiceAction(deps.serviceType(), { chatUrl: '', phone })
      if (decision.kind === 'call') {
        if (await deps.confirm(hotlineConfirmText(decision.phone))) deps.call(decision.phone)
        return
      }
      const chat = await deps.loadChatConfig()
      deps.navigateTo(
        onlineHelpUrl(deps.origin(), {
          ...chat,
          productType: target.productType,
          orderNo: target.orderNo,
          orderStatus: target.orderStatus,
          hotelInfo: target.hotelInfo,
          settingInfo: phone ? JSON.stringify({ servicePhone: phone }) : undefined,
        }),
      )
    },
    openFeedback(target = {}) {
      deps.navigateTo(feedbackUrl({ orderNo: target.orderNo, productType: target.productType }))
    },
  }
}
