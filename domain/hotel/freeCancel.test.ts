import { freeCancelDeadline, isFreeCancelOpen } from './freeCancel'

const at = (text: string) => new Date(`${text}+08:00`)

describe('free cancellation per rate (18:00 Shanghai on the arrival day or the day before)', () => {
  it('the deadline, across a month boundary', () => {
    expect(freeCancelDeadline('2026-12-01', 0).toISOString()).toBe(at('2026-12-01T18:00:00').toISOString())
    expect(freeCancelDeadline('2026-12-01', 1).toISOString()).toBe(at('2026-11-30T18:00:00').toISOString())
  })
  it('a same-day booking at 17:59 cancels free under an arrival-day rate; at 18:00 it does not', () => {
    expect(isFreeCancelOpen('2026-12-01', 0, at('2026-12-01T17:59:59'))).toBe(true)
    expect(isFreeCancelOpen('2026-12-01', 0, at('2026-12-01T18:00:00'))).toBe(false)
  })
  it('a same-day booking never cancels free under a day-before rate', () => {
    expect(isFreeCancelOpen('2026-12-01', 1, at('2026-12-01T08:00:00'))).toBe(false)
    expect(isFreeCancelOpen('2026-12-01', 1, at('2026-11-30T17:59:00'))).toBe(true)
  })
  it('a 凌晨 stay (arrival the previous date, booked at 02:00) is past even an arrival-day deadline', () => {
    expect(isFreeCancelOpen('2026-11-30', 0, at('2026-12-01T02:00:00'))).toBe(false)
  })
})
