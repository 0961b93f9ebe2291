import { bookingTotalFen, describeTiers, feeAt, refundFeeAt, roundToYuan, TICKET_VALID_HOURS } from './fareRules'

const TIERS = [
  { HoursBefore: 168, Percent: 5 },
  { HoursBefore: 48, Percent: 10 },
  { HoursBefore: 4, Percent: 20 },
  { HoursBefore: 0, Percent: 50 },
]

describe('feeAt', () => {
  test.each([
    [200, 5, 5000],
    [168, 5, 5000],
    [167.99, 10, 10000],
    [48, 10, 10000],
    [47.5, 20, 20000],
    [4, 20, 20000],
    [3.9, 50, 50000],
    [0, 50, 50000],
  ])('%s hours before departure: %s%%', (hours, percent, feeFen) => {
    expect(feeAt(TIERS, 100000, hours)).toEqual({ isAllowed: true, percent, feeFen })
  })

  test('after departure it is refused', () => {
    expect(feeAt(TIERS, 100000, -0.1)).toEqual({ isAllowed: false, reason: '航班已起飞，不可办理' })
  })

  test('fees are whole yuan', () => {
    expect(feeAt(TIERS, 123450, 10)).toEqual({ isAllowed: true, percent: 20, feeFen: 24700 })
    expect(roundToYuan(149)).toBe(100)
    expect(roundToYuan(150)).toBe(200)
  })
})

test('describeTiers says each window in Chinese', () => {
  expect(describeTiers(TIERS)).toEqual([
    '起飞前7天（含）以上 收取5%',
    '起飞前2天（含）至7天 收取10%',
    '起飞前4小时（含）至2天 收取20%',
    '起飞前4小时内 收取50%',
  ])
  expect(describeTiers([{ HoursBefore: 0, Percent: 0 }])).toEqual(['起飞前0小时（含）以上 免费'])
})

test('round-trip total: both segments for every passenger', () => {
  expect(bookingTotalFen([{ priceFen: 80000, taxFen: 7000 }, { priceFen: 60000, taxFen: 7000 }], 2)).toBe(308000)
  expect(bookingTotalFen([], 3)).toBe(0)
})

describe('refundFeeAt: an unused ticket is refunded after take-off at the fare\'s top tier (no-show)', () => {
  test('before departure the tiers apply as for any fee', () => {
    expect(refundFeeAt(TIERS, 100000, 200)).toEqual({ isAllowed: true, percent: 5, feeFen: 5000 })
    expect(refundFeeAt(TIERS, 100000, 0)).toEqual({ isAllowed: true, percent: 50, feeFen: 50000 })
  })

  test('after departure: the highest percentage of the fare\'s tiers', () => {
    expect(refundFeeAt(TIERS, 100000, -0.1)).toEqual({ isAllowed: true, percent: 50, feeFen: 50000 })
    expect(refundFeeAt([{ HoursBefore: 168, Percent: 20 }, { HoursBefore: 0, Percent: 10 }], 100000, -3)).toEqual({ isAllowed: true, percent: 20, feeFen: 20000 })
  })

  test('until the ticket is no longer valid: one year (国内运输总条件: 客票一年内运输有效)', () => {
    expect(TICKET_VALID_HOURS).toBe(365 * 24)
    expect(refundFeeAt(TIERS, 100000, -TICKET_VALID_HOURS)).toEqual({ isAllowed: true, percent: 50, feeFen: 50000 })
    expect(refundFeeAt(TIERS, 100000, -TICKET_VALID_HOURS - 0.1)).toEqual({ isAllowed: false, reason: '客票已过有效期，不可退票' })
  })
})
