import { changedTicketRefundBand, changedTicketRefundFeeFen, refundBand, refundFeeFen, roundToHalfYuan } from './refundFee'

const departAt = new Date('2026-12-10T08:00:00+08:00')
const before = (hours: number) => new Date(departAt.getTime() - hours * 3_600_000)

describe('12306 refund fee', () => {
  it.each([
    ['8 days or more: free', 8 * 24, 55300, 0],
    ['just under 8 days: 5%', 8 * 24 - 0.01, 55300, 2750],
    ['exactly 48 hours: 5%', 48, 55300, 2750],
    ['just under 48 hours: 10%', 47.99, 55300, 5550],
    ['exactly 24 hours: 10%', 24, 55300, 5550],
    ['just under 24 hours: 20%', 23.99, 55300, 11050],
    ['at departure: 20%', 0, 55300, 11050],
  ])('%s', (_name, hours, price, fee) => expect(refundFeeFen(price, departAt, before(hours))).toBe(fee))

  it('after departure there is no refund', () => expect(refundFeeFen(55300, departAt, before(-0.1))).toBeNull())
  it('a fee is at least 2 yuan', () => expect(refundFeeFen(1000, departAt, before(72))).toBe(200))
  it('a fee is never more than the fare', () => expect(refundFeeFen(150, departAt, before(1))).toBe(150))
  it.each([
    [1024, 1000],
    [1025, 1050],
    [1074, 1050],
    [1075, 1100],
  ])('rounds %i fen to %i', (fen, rounded) => expect(roundToHalfYuan(fen)).toBe(rounded))
  it('names the band', () => expect(refundBand(departAt, before(30))?.rate).toBe(0.1))
})

describe('12306 refund fee of a changed ticket (改签后退票, decision 0601)', () => {
  const newDepartAt = new Date('2026-12-20T09:00:00+08:00')
  const hours = (h: number) => new Date(newDepartAt.getTime() - h * 3_600_000)
  const oldDepartAt = new Date('2026-12-05T09:00:00+08:00')
  const changedBefore = (h: number) => ({ oldDepartAt, changedAt: new Date(oldDepartAt.getTime() - h * 3_600_000) })

  it('by the time before the NEW train, on the new fare', () => {
    const origin = changedBefore(10 * 24)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(30), origin)).toBe(6000)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(47.9), origin)).toBe(6000)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(48), origin)).toBe(3000)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(10), origin)).toBe(12000)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(-0.1), origin)).toBeNull()
  })

  it('changed 8 days or more before the old train: refunded 8 days or more before the new one is free', () => {
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(9 * 24), changedBefore(8 * 24))).toBe(0)
  })

  it('changed 48 hours to 8 days before the old train, refunded 8 days or more before the new one: still 5%', () => {
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(9 * 24), changedBefore(48))).toBe(3000)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(9 * 24), changedBefore(8 * 24 - 0.1))).toBe(3000)
    expect(changedTicketRefundBand(newDepartAt, hours(9 * 24), changedBefore(72))?.text).toMatch(/仍收取票价5%/)
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(7 * 24), changedBefore(72))).toBe(3000)
  })

  it('changed under 48 hours before the old train: the plain table', () => {
    expect(changedTicketRefundFeeFen(60000, newDepartAt, hours(9 * 24), changedBefore(47.9))).toBe(0)
  })
})
