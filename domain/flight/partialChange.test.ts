import { wholeChangeReason } from './partialChange'

describe('wholeChangeReason (decisions 0791, 0810)', () => {
  it('an enterprise-paid order, one way or round trip, lets passengers change alone', () => {
    expect(wholeChangeReason({ isPersonalPay: false })).toBe('')
  })
  it('a personal-pay order changes its passengers together', () => {
    expect(wholeChangeReason({ isPersonalPay: true })).toBe('个人支付的订单请为全部乘机人改签')
  })
})
