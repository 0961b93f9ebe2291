import { couponRules, couponStatus, daysLeft, offerText } from './couponRules'

describe('couponStatus', () => {
  it.each([
    ['2026-11-24', '', '2026-11-24', 'usable'],
    ['2026-11-23', '', '2026-11-24', 'expired'],
    ['2026-12-31', '', '2026-11-24', 'usable'],
    ['2026-11-23', 'H202611010001', '2026-11-24', 'used'],
    ['2026-12-31', 'H202611010001', '2026-11-24', 'used'],
  ] as const)('expire %s used %p on %s -> %s', (expireDate, usedOrderNo, today, expected) => {
    expect(couponStatus({ expireDate, usedOrderNo }, today)).toBe(expected)
  })
})

describe('daysLeft', () => {
  it.each([
    ['2026-11-24', '2026-11-24', 1],
    ['2026-11-26', '2026-11-24', 3],
    ['2026-11-23', '2026-11-24', 0],
    ['2027-01-01', '2026-12-31', 2],
  ])('%s from %s -> %d', (expire, today, expected) => expect(daysLeft(expire, today)).toBe(expected))
})

describe('offerText and rules', () => {
  it('names the threshold when there is one', () => {
    expect(offerText(3000, 30000)).toBe('满300减30')
    expect(offerText(5000, 0)).toBe('立减50')
    expect(offerText(1050, 0)).toBe('立减10.50')
  })
  it('lists the product, condition, amount and expiry', () => {
    const rules = couponRules({ productType: 1, discountFen: 3000, thresholdFen: 30000, expireDate: '2027-02-22' })
    expect(rules[0]).toBe('适用范围：酒店预订，仅限本人使用')
    expect(rules[1]).toBe('使用条件：订单金额满¥300可用')
    expect(rules[3]).toBe('有效期至：2027-02-22 23:59')
    expect(couponRules({ productType: 9, discountFen: 5000, thresholdFen: 0, expireDate: '2027-02-22' })[1]).toBe('使用条件：无门槛')
  })
})
