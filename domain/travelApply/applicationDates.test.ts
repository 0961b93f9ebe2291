import { earliestApplicationDate, applicationDatesError } from './applicationDates'

const today = '2026-11-28'

describe('travel application dates (before the trip) and 补申请 (after it)', () => {
  it('an application starts today or later', () => {
    expect(applicationDatesError(today, today, today, false)).toBeNull()
    expect(applicationDatesError('2026-11-27', today, today, false)).toBe('出发日期不能早于今天')
  })
  it('补申请: the trip ended yesterday at the latest; today is refused', () => {
    expect(applicationDatesError('2026-11-25', '2026-11-27', today, true)).toBeNull()
    expect(applicationDatesError('2026-11-25', today, today, true)).toBe('补申请仅适用于已结束的出差（返回日期须早于今天）')
  })
  it('补申请: within 30 days of the trip’s end (30 days ago may, 31 may not)', () => {
    expect(applicationDatesError('2026-10-25', '2026-10-29', today, true)).toBeNull()
    expect(applicationDatesError('2026-10-25', '2026-10-28', today, true)).toBe('补申请须在出差结束后30天内提交')
  })
  it('both: real dates, the return not before the start, 90 days at most', () => {
    expect(applicationDatesError('2026-02-30', '2026-03-01', today, true)).toBe('请选择正确的出差日期')
    expect(applicationDatesError('2026-11-26', '2026-11-25', today, true)).toBe('返回日期不能早于出发日期')
    expect(applicationDatesError('2026-12-01', '2027-02-28', today, false)).toBeNull()
    expect(applicationDatesError('2026-12-01', '2027-03-01', today, false)).toBe('单次出差最长90天')
  })

  it('the first date offered: today before the trip; for 补申请 up to 120 days back', () => {
    expect(earliestApplicationDate('2026-03-01', false)).toBe('2026-03-01')
    expect(earliestApplicationDate('2026-03-01', true)).toBe('2025-11-01')
  })
})
