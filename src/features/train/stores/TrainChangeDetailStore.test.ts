import type { TrainOrderPassenger } from '@api/train'
import { changeSettlement } from './TrainChangeDetailStore'

const ticket = (PassengerId: number, PriceFen: number, ChangedToOrderNo = ''): TrainOrderPassenger =>
  ({ PassengerId, PriceFen, ChangedToOrderNo, TicketStatus: ChangedToOrderNo ? 'Changed' : 'Valid' }) as TrainOrderPassenger

// The new order was made on 2026-11-27 at 10:00 Beijing time.
const fresh = (TotalFen: number, PaidFen: number) => ({ OrderNo: 'T2', TotalFen, PaidFen, CreatedAt: '2026-11-27T02:00:00Z' })
const old = (passengers: TrainOrderPassenger[], PaidFen: number, Date = '2026-12-20') => ({ Passengers: passengers, PaidFen, Date, DepartTime: '09:00' })

describe('changeSettlement', () => {
  // Issue 31 item 6: 1 of 2 tickets changed to a same-price train read 原票价 ¥1,107 / 新票价 ¥553.50 / 差额退票费 ¥553.50.
  it('one of two tickets to a same-price train: the moved ticket\'s fare, nothing paid, refunded or charged', () => {
    expect(changeSettlement(old([ticket(1, 55350, 'T2'), ticket(2, 55350)], 110700), fresh(55350, 0))).toEqual({
      oldFareFen: 55350, newFareFen: 55350, paidFen: 0, refundFen: 0, feeFen: 0,
    })
  })

  it('dearer: the difference the new order was paid', () => {
    expect(changeSettlement(old([ticket(1, 55350, 'T2')], 55350), fresh(93600, 38250))).toEqual({
      oldFareFen: 55350, newFareFen: 93600, paidFen: 38250, refundFen: 0, feeFen: 0,
    })
  })

  it('cheaper, 48 hours to 8 days before the old train: the difference back less 5% of it, rounded to 0.5 yuan', () => {
    // 38,250 × 5% = 1,912.5 fen → ¥19.0.
    expect(changeSettlement(old([ticket(1, 93600, 'T2'), ticket(2, 93600)], 187200, '2026-11-30'), fresh(55350, 0))).toEqual({
      oldFareFen: 93600, newFareFen: 55350, paidFen: 0, refundFen: 36350, feeFen: 1900,
    })
  })

  it('cheaper, 8 days or more before: the whole difference back', () => {
    expect(changeSettlement(old([ticket(1, 93600, 'T2')], 93600), fresh(55350, 0))).toMatchObject({ refundFen: 38250, feeFen: 0 })
  })

  it('never counts more than the old order was paid', () => {
    expect(changeSettlement(old([ticket(1, 93600, 'T2'), ticket(2, 93600, 'T2')], 150000), fresh(150000, 0)).oldFareFen).toBe(150000)
  })
})
