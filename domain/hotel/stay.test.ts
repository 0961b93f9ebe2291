import { lastArrivalDate, stayError } from './stay'

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

