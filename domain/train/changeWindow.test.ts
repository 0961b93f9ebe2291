import { changeDepartureError, changeWindow, changeWindowNotice } from './changeWindow'
import { lastPresaleDate, presaleDateError, PRESALE_DAYS } from './presale'

const at = (text: string) => new Date(`${text}+08:00`)
const MINUTE = 60_000

describe('改签 window (12306: within 48 hours only to trains before 24:00 of the ticket date)', () => {
  const departAt = at('2026-12-03T09:00:00')

  it('47:59 before departure: only the ticket date', () => {
    const now = new Date(departAt.getTime() - (48 * 60 - 1) * MINUTE)
    expect(changeWindow(departAt, now)).toEqual({ firstDate: '2026-12-01', lastDate: '2026-12-03', isTicketDateOnly: true })
    expect(changeDepartureError(departAt, at('2026-12-04T07:00:00'), now)).toBe('距开车不足48小时，只能改签至票面日期2026-12-03 24:00前开车的车次')
    expect(changeDepartureError(departAt, at('2026-12-03T21:00:00'), now)).toBe('')
    expect(changeDepartureError(departAt, at('2026-12-02T10:00:00'), now)).toBe('')
  })

  it('exactly 48:00 before departure: any date on sale', () => {
    const now = new Date(departAt.getTime() - 48 * 60 * MINUTE)
    expect(changeWindow(departAt, now)).toEqual({ firstDate: '2026-12-01', lastDate: lastPresaleDate('2026-12-01'), isTicketDateOnly: false })
    expect(changeDepartureError(departAt, at('2026-12-09T07:00:00'), now)).toBe('')
    expect(changeWindowNotice(changeWindow(departAt, now))).toBe('')
  })

  it('24:00 of the ticket date is the next day: refused; 23:59 is allowed', () => {
    const now = at('2026-12-02T07:00:00')
    expect(changeDepartureError(departAt, at('2026-12-03T23:59:00'), now)).toBe('')
    expect(changeDepartureError(departAt, at('2026-12-04T00:00:00'), now)).not.toBe('')
  })

  it('the ticket date is the Asia/Shanghai date, not the UTC one', () => {
    const early = at('2026-12-03T07:00:00') // 2026-12-02T23:00Z
    const now = at('2026-12-02T01:00:00') // 30 hours before, 2026-12-01T17:00Z
    expect(changeWindow(early, now)).toEqual({ firstDate: '2026-12-02', lastDate: '2026-12-03', isTicketDateOnly: true })
    expect(changeWindowNotice(changeWindow(early, now))).toBe('距开车不足48小时，只能改签至票面日期（2026-12-03）24:00前开车的车次。')
    expect(changeDepartureError(early, at('2026-12-03T23:30:00'), now)).toBe('')
  })

  it('32 hours before: a train 6 days later is refused (the defect of issue 33)', () => {
    const now = new Date(departAt.getTime() - 32 * 60 * MINUTE)
    expect(changeDepartureError(departAt, at('2026-12-09T09:00:00'), now)).not.toBe('')
  })

  it('48 hours or more: beyond the presale window is refused', () => {
    const now = at('2026-12-01T08:00:00')
    expect(changeDepartureError(departAt, at(`${lastPresaleDate('2026-12-01')}T23:00:00`), now)).toBe('')
    expect(changeDepartureError(departAt, at('2026-12-16T08:00:00'), now)).toBe('仅可改签至预售期内（2026-12-15前）的车次')
  })
})

describe('12306 presale window', () => {
  it('today and the 14 days after', () => {
    expect(PRESALE_DAYS).toBe(14)
    expect(lastPresaleDate('2026-12-25')).toBe('2027-01-08')
    expect(presaleDateError('2026-12-24', '2026-12-25')).toBe('出发日期不能早于今天')
    expect(presaleDateError('2026-12-25', '2026-12-25')).toBe('')
    expect(presaleDateError('2027-01-08', '2026-12-25')).toBe('')
    expect(presaleDateError('2027-01-09', '2026-12-25')).toBe('仅可预订15天内的车票')
  })
})
