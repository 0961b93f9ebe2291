import { trainStatusText } from './statusText'

describe('trainStatusText', () => {
  it.each([
    ['Confirming', false, '出票中'],
    ['Confirmed', false, '已出票'],
    ['Refunding', false, '退票中'],
    ['Refunded', false, '已退票'],
    ['Cancelled', true, '已改签'],
    ['PendingPayment', false, '待支付'],
  ] as const)('%s (changed %s) is %s', (status, changed, text) => {
    expect(trainStatusText(status, changed)).toBe(text)
  })
})
