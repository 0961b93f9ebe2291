import Taro from '@tarojs/taro'
import { miniProgramPay } from './wechatPayment'

const params = { appId: 'touristappid', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA' as const, paySign: 's' }

describe('miniProgramPay', () => {
  const taro = Taro as unknown as { requestPayment: unknown }
  const original = taro.requestPayment
  afterEach(() => { taro.requestPayment = original })

  // Taro 4 passes requestPayment straight to wx (no promise): the payment is done when WeChat calls success.
  it('waits for WeChat to report the payment, not for the call to return', async () => {
    let options: { success?: () => void; fail?: (e: unknown) => void } = {}
    taro.requestPayment = (o: typeof options) => { options = o }
    let settled = false
    const paying = miniProgramPay(params).then(() => { settled = true })
    await Promise.resolve()
    await Promise.resolve()
    expect(settled).toBe(false)
    options.success?.()
    await paying
    expect(settled).toBe(true)
  })

  it('fails with WeChat\'s answer when the payer cancels', async () => {
    taro.requestPayment = (o: { fail: (e: unknown) => void }) => o.fail({ errMsg: 'requestPayment:fail cancel' })
    await expect(miniProgramPay(params)).rejects.toEqual({ errMsg: 'requestPayment:fail cancel' })
  })

  it('leaves no unhandled rejection where Taro promisifies it', async () => {
    taro.requestPayment = (o: { fail: (e: unknown) => void }) => {
      o.fail({ errMsg: 'requestPayment:fail cancel' })
      return Promise.reject(new Error('promisified'))
    }
    await expect(miniProgramPay(params)).rejects.toEqual({ errMsg: 'requestPayment:fail cancel' })
  })
})
