import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import { webOrigin } from '../webview/webOrigin'
import { createChatConfigLoader } from './chatConfig'
import { createHelpOpener, type HelpOpener } from './helpOpener'

const loaders = new WeakMap<RootStore, () => ReturnType<ReturnType<typeof createChatConfigLoader>>>()

function chatConfigLoader(root: RootStore) {
  let loader = loaders.get(root)
  if (!loader) {
    loader = createChatConfigLoader(root.request, () => root.settings.identity.PlatId)
    loaders.set(root, loader)
  }
  return loader
}

/** Online help and feedback, wired to Taro and the stores. */
export function useHelpOpener(): HelpOpener {
  const root = useStores()
  return useMemo(
    () =>
      createHelpOpener({
        origin: () => webOrigin(root.platform.hostUrl),
        serviceType: () => root.platform.serviceType,
        servicePhone: () => root.platform.brand.servicePhone,
        loadChatConfig: chatConfigLoader(root),
        navigateTo: (url) => void Taro.navigateTo({ url }),
        confirm: (content) =>
          Taro.showModal({ title: '联系客服', content, confirmText: '拨打', cancelText: '取消' }).then(
            (result) => result.confirm,
            () => false,
          ),
        call: (phone) => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined),
      }),
    [root],
  )
}
