import Taro from '@tarojs/taro'
import type { ContainerSignIn } from '../stores/SsoStore'

type DingTalkApi = { getAuthCode(options: { corpId: string; success(res: { authCode: string }): void; fail(err: unknown): void }): void }

/** The DingTalk mini-program's global `dd` (absent elsewhere). */
const ddApi = (): DingTalkApi | undefined => (globalThis as { dd?: DingTalkApi }).dd

/** The real containers: dd.getAuthCode with the corpId, Taro.login, and leaving the app for DingTalk's login page. */
export const containerSignIn: ContainerSignIn = {
  ddAuthCode: (corpId) =>
    new Promise((resolve, reject) => {
      const dd = ddApi()
      if (!dd) {
        reject({ Code: '4000', Msg: '请在钉钉中打开', Data: null })
        return
      }
      dd.getAuthCode({ corpId, success: (res) => resolve(res.authCode), fail: () => reject({ Code: '4001', Msg: '钉钉授权失败，请重试', Data: null }) })
    }),
  wechatCode: async () => {
    const { code } = await Taro.login()
    if (!code) throw { Code: '4001', Msg: '微信授权失败，请重试', Data: null }
    return code
  },
  leaveFor: (url) => {
    if (typeof window !== 'undefined') window.location.href = url
  },
}

/** This page's own address on H5 (DingTalk's login returns there), keeping where to go after. */
export function ownAddress(path: string): string {
  return typeof window !== 'undefined' ? `${window.location.origin}${path}` : path
}
