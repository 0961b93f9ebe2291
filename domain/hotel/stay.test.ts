import { firstArrivalDate, isLateNightStay, lastArrivalDate, stayError } from './stay'

const today = '2026-11-22'

describe('stay dates (app and server)', () => {
  it('accepts today + 1 night', () => expect(stayError(today, '2026-11-23', today, 30)).toBeNull())
  it('arrival not before today', () => expect(stayError('2026-11-21', '2026-11-23', today, 30)).toBe('入住日期不能早于今天'))
  it('arrival not beyond HotelAdvanceDay', () => {
    expect(stayError('2026-12-22', '2026-12-23', today, 30)).toBeNull()
    expect(stayError('2026-12-23', '2026-12-24', today, 30)).toBe('仅支持预订30天内入住的酒店')
  })
  it('HotelAdvanceDay 0 means a year ahead', () => expect(lastArrivalDate(today, 0)).toBe('2027-11-22'))
  it('departure after arrival', () => {
    expect(stayError(today, today, today, 30)).toBe('离店日期须晚于入住日期')
    expect(stayError(today, '2026-11-20', today, 30)).toBe('离店日期须晚于入住日期')
  })
  it('at most 30 nights', () => {
    expect(stayError(today, '2026-12-22', today, 30)).toBeNull()
    expect(stayError(today, '2026-12-23', today, 30)).toBe('最多可连续入住30晚')
  })
  it('invalid dates', () => {
    expect(stayError('2026-02-30', '2026-03-01', today, 30)).toBe('请选择入住日期')
    expect(stayError(today, 'x', today, 30)).toBe('请选择离店日期')
  })
})


describe('凌晨入住: before 06:00 Shanghai the previous night is on sale (any hour the test runs: now is injected)', () => {
  const at = (text: string) => new Date(`${text}+08:00`)
  it('00:00 and 05:59 offer the previous date; 06:00 and 23:59 only today', () => {
    expect(firstArrivalDate(at('2026-11-22T00:00:00'))).toBe('2026-11-21')
    expect(firstArrivalDate(at('2026-11-22T05:59:59'))).toBe('2026-11-21')
    expect(firstArrivalDate(at('2026-11-22T06:00:00'))).toBe('2026-11-22')
    expect(firstArrivalDate(at('2026-11-22T23:59:00'))).toBe('2026-11-22')
  })
  it('the first of the month and of the year go back across the boundary', () => {
    expect(firstArrivalDate(at('2027-01-01T03:00:00'))).toBe('2026-12-31')
    expect(firstArrivalDate(at('2026-03-01T01:00:00'))).toBe('2026-02-28')
  })
  it('a late-night stay from the previous date is accepted; two days back is not', () => {
    const now = at('2026-11-22T02:30:00')
    expect(stayError('2026-11-21', '2026-11-22', today, 30, firstArrivalDate(now))).toBeNull()
    expect(isLateNightStay('2026-11-21', now)).toBe(true)
    expect(stayError('2026-11-20', '2026-11-22', today, 30, firstArrivalDate(now))).toBe('凌晨6点前最早可预订2026-11-21入住')
    expect(stayError('2026-11-21', '2026-11-21', today, 30, firstArrivalDate(now))).toBe('离店日期须晚于入住日期')
  })
  it('from 06:00 the previous date is refused as before', () => {
    const now = at('2026-11-22T06:00:00')
    expect(isLateNightStay('2026-11-21', now)).toBe(false)
    expect(stayError('2026-11-21', '2026-11-22', today, 30, firstArrivalDate(now))).toBe('入住日期不能早于今天')
  })
})
