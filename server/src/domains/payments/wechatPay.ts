import { createHash, createHmac } from 'node:crypto'
import type { WechatPayParams, WechatPayScene } from '../../../../types/api/order'

/**
 * WeChat Pay (微信支付): a personal payment the payer completes inside WeChat. The provider places the
 * order at WeChat (unified order) and answers the parameters the app passes to Taro.requestPayment in the
 * mini-program or to the JSAPI in WeChat's in-app browser. A real provider implements this interface with
 * the merchant's key; the embedded default is the simulated one below (settling goes through the gateway).
 */
export type WechatPrepay = { payNo: string; amountFen: number; subject: string; appId: string; scene: WechatPayScene; expireAt: Date }

export type WechatPayProvider = {
  readonly name: string
  prepay(order: WechatPrepay): Promise<WechatPayParams>
}

/** The simulated provider: stable prepay ids and signatures from the pay number, no network. */
export function createSimulatedWechatPay(merchantKey = 'simulated-wechat-pay-key'): WechatPayProvider {
  return {
    name: 'simulated-wechat-pay',
    async prepay(order) {
      const prepayId = `wx${createHash('sha256').update(`${order.appId}:${order.payNo}`).digest('hex').slice(0, 28)}`
      const timeStamp = String(Math.floor(Date.now() / 1000))
      const nonceStr = createHash('md5').update(`${order.payNo}:${timeStamp}`).digest('hex')
      const pkg = `prepay_id=${prepayId}`
      const paySign = createHmac('sha256', merchantKey).update([order.appId, timeStamp, nonceStr, pkg].join('\n')).digest('base64')
      return { appId: order.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
    },
  }
}
