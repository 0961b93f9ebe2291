import type { WechatPayParams, WechatPayScene } from '@api/order'
import Taro from '@tarojs/taro'
import type { Container } from '@/core/platform'
import { isWechatPayAllowed, wechatAppIdFor } from '@/core/platform/wechat'

/** Hands the server's prepay parameters to WeChat; resolves when WeChat reports the payment done. */
export type RequestWechatPayment = (params: WechatPayParams) => Promise<void>

/**
 * WeChat Pay where the app runs. Mini-program: Taro.requestPayment. WeChat's in-app browser: the JSAPI
 * (WeixinJSBridge getBrandWCPayRequest) when WeChat provides it; without the bridge (the simulated
 * provider) `request` is absent and the cashier shows the provider's confirm step instead.
 */
export type WechatPayment = { scene: WechatPayScene; appId: string; request?: RequestWechatPayment }

type Bridge = { invoke(name: string, params: object, callback: (res: { err_msg?: string }) => void): void }

/**
 * Taro 4 does not promisify requestPayment on WeChat (it is not in its list of promise APIs): `await
 * Taro.requestPayment(...)` went on at once, before the payer paid or cancelled, and a cancel never failed. Its
 * own success and fail callbacks decide. Found by the WeChat mini-program journey (tests/mini/journeys/pay.mini.mjs).
 */
export const miniProgramPay: RequestWechatPayment = ({ timeStamp, nonceStr, package: pkg, signType, paySign }) =>
  new Promise<void>((resolve, reject) => {
    const returned: unknown = Taro.requestPayment({
      timeStamp, nonceStr, package: pkg, signType, paySign,
      success: () => resolve(),
      fail: (error) => reject(error),
    })
    // Where Taro does promisify it, its promise rejects too: the callbacks above answer, so that one is dropped.
    if (returned && typeof (returned as Promise<unknown>).catch === 'function') (returned as Promise<unknown>).catch(() => undefined)
  })

const jsapiPay = (bridge: Bridge): RequestWechatPayment => (params) =>
  new Promise((resolve, reject) =>
    bridge.invoke('getBrandWCPayRequest', params, (res) =>
      res.err_msg === 'get_brand_wcpay_request:ok' ? resolve() : reject({ errMsg: res.err_msg ?? 'get_brand_wcpay_request:fail' }),
    ),
  )

/** WeChat Pay for this container and origin, or null where the WeChat Pay rule does not allow it. */
export function wechatPaymentFor(container: Container, origin: string, platId: unknown): WechatPayment | null {
  if (!isWechatPayAllowed(container, origin)) return null
  const appId = wechatAppIdFor(platId)
  if (container === 'weapp') return { scene: 'miniProgram', appId, request: miniProgramPay }
  const bridge = typeof window !== 'undefined' ? (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge : undefined
  return { scene: 'jsapi', appId, request: bridge ? jsapiPay(bridge) : undefined }
}
