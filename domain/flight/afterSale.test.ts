import { changeCost, editDistance, nameCorrectionVerdict, type ChangeCostInput } from './afterSale'

const TIERS = [
  { HoursBefore: 168, Percent: 0 },
  { HoursBefore: 48, Percent: 5 },
  { HoursBefore: 4, Percent: 10 },
  { HoursBefore: 0, Percent: 20 },
]
const base: ChangeCostInput = {
  oldPriceFen: 100_000, oldTaxFen: 5_000, oldCabinName: '经济舱', newPriceFen: 100_000, newTaxFen: 5_000, newCabinName: '经济舱',
  changeTiers: TIERS, hoursBefore: 72, isInvoluntary: false, passengerCount: 1,
}

describe('changeCost', () => {
  test.each([
    [200, 0],
    [168, 0],
    [167.9, 5_000],
    [48, 5_000],
    [47.9, 10_000],
    [4, 10_000],
    [3.9, 20_000],
    [0, 20_000],
  ])('%s hours before: fee %s fen', (hoursBefore, fee) => {
    expect(changeCost({ ...base, hoursBefore })).toEqual({ isAllowed: true, feePerPassengerFen: fee, differencePerPassengerFen: 0, totalFen: fee, isInvoluntary: false })
  })

  test('after departure: refused', () => {
    expect(changeCost({ ...base, hoursBefore: -0.1 })).toEqual({ isAllowed: false, reason: '航班已起飞，不可改签' })
  })

  test('a dearer fare adds its difference, a cheaper one refunds nothing; per passenger', () => {
    expect(changeCost({ ...base, newPriceFen: 130_000, newTaxFen: 6_000, passengerCount: 2 })).toMatchObject({ feePerPassengerFen: 5_000, differencePerPassengerFen: 31_000, totalFen: 72_000 })
    expect(changeCost({ ...base, newPriceFen: 60_000 })).toMatchObject({ differencePerPassengerFen: 0, totalFen: 5_000 })
  })

  test('involuntary: free in the same cabin, the difference only to a dearer cabin, even after the tiers', () => {
    expect(changeCost({ ...base, isInvoluntary: true, newPriceFen: 130_000, hoursBefore: 1 })).toMatchObject({ totalFen: 0, isInvoluntary: true })
    expect(changeCost({ ...base, isInvoluntary: true, newPriceFen: 300_000, newCabinName: '公务舱' })).toMatchObject({ feePerPassengerFen: 0, totalFen: 200_000 })
  })
})

describe('name correction', () => {
  test.each([
    ['张三', '张山', true],
    ['张三', '张三丰', true],
    ['欧阳娜娜', '欧阳娜', true],
    ['张三', '李四', false],
    ['张三', '张三', false],
    ['张三', '', false],
    ['张三', 'zhang3', false],
    ['ZHANG/SAN', 'ZHANG/SHAN', true],
  ])('%s → %s allowed %s', (from, to, allowed) => {
    expect(nameCorrectionVerdict(from, to).isAllowed).toBe(allowed)
  })

  test('edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', '张')).toBe(1)
  })
})
