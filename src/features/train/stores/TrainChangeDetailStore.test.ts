import { changeSettlement } from './TrainChangeDetailStore'

describe('changeSettlement', () => {
  it.each([
    ['dearer: the difference paid', { PaidFen: 55350, RefundedFen: 0 }, { TotalFen: 93600, PaidFen: 38250 }, { paidFen: 38250, refundFen: 0, feeFen: 0 }],
    ['cheaper: difference back less the fee', { PaidFen: 93600, RefundedFen: 36300 }, { TotalFen: 55350, PaidFen: 0 }, { paidFen: 0, refundFen: 36300, feeFen: 1950 }],
    ['same fare', { PaidFen: 55350, RefundedFen: 0 }, { TotalFen: 55350, PaidFen: 0 }, { paidFen: 0, refundFen: 0, feeFen: 0 }],
  ])('%s', (_name, old, fresh, expected) => {
    expect(changeSettlement(old, fresh)).toMatchObject(expected)
  })
})
