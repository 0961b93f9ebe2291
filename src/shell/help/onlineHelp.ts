import { linkTo, toQueryString } from '@/routes/link'

export const ONLINE_SERVICE_PATH = '/hybrid/html/online_service.html'

export type OnlineHelpContext = {
  /** Chat app key (public config). */
  appKey?: string
  productType?: string | number
  orderNo?: string
  orderStatus?: string | number
  /** JSON text of the service settings (hotline, group ids), read by the static page. */
  settingInfo?: string
  groupid?: string
  hotelInfo?: string
}

/** The static online-service page's address on the web origin that serves the H5 build. */
export function onlineServiceAddress(origin: string, ctx: OnlineHelpContext): string {
  const base = origin.replace(/\/+$/, '')
  const { appKey, productType, orderNo, orderStatus, settingInfo, groupid, hotelInfo } = ctx
  return `${base}${ONLINE_SERVICE_PATH}${toQueryString({
    appKey,
    settingInfo,
    productType,
    orderNo,
    orderStatus,
    groupid,
    hotelInfo,
    isApp: 0,
  })}`
}

/** Online help: the embedded-page route with the static page's address, encoded, as paramUrl. */
export function onlineHelpUrl(origin: string, ctx: OnlineHelpContext): string {
  return linkTo('index/iframeWeb', { paramUrl: onlineServiceAddress(origin, ctx) })
}

/** The feedback editor, with the order it is about when given. */
export function feedbackUrl(ctx: { orderNo?: string; productType?: string | number } = {}): string {
  return linkTo('my2.0/feedback/edit', { orderNo: ctx.orderNo, productType: ctx.productType })
}

export type CustomerServiceAction = { kind: 'chat'; url: string } | { kind: 'call'; phone: string }

/** Customer-service type 1 opens the online chat; type 2 calls the hotline (chat when no hotline is known). */
export function customerServiceAction(
  serviceType: string | number | null | undefined,
  options: { chatUrl: string; phone?: string | null },
): CustomerServiceAction {
  const phone = options.phone?.trim()
  if (Number(serviceType) === 2 && phone) return { kind: 'call', phone }
  return { kind: 'chat', url: options.chatUrl }
}

export function hotlineConfirmText(phone: string): string {
  return `是否拨打客服电话 ${phone}？`
}
