import { dateLabel, shanghaiDate, shanghaiTime } from './shanghaiDate'

describe('shanghaiDate', () => {
  it('takes the Shanghai calendar day of an instant', () => {
    expect(shanghaiDate('2026-03-01T15:59:00Z')).toBe('2026-03-01')
    expect(shanghaiDate('2026-03-01T16:00:00Z')).toBe('2026-03-02')
    expect(shanghaiDate('2026-03-02T07:30:00+08:00')).toBe('2026-03-02')
  })
  it('keeps a bare date and refuses garbage', () => {
    expect(shanghaiDate('2026-03-02')).toBe('2026-03-02')
    expect(shanghaiDate('not a date')).toBe('')
  })
  it('reads epoch milliseconds', () => expect(shanghaiDate(Date.UTC(2026, 0, 31, 16))).toBe('2026-02-01'))
})

describe('shanghaiTime', () => {
  it('gives HH:mm in Shanghai', () => expect(shanghaiTime('2026-03-01T23:05:00Z')).toBe('07:05'))
  it('is empty for a bare date', () => expect(shanghaiTime('2026-03-01')).toBe(''))
})

describe('dateLabel', () => {
  const today = '2026-05-30'
  it('names today, tomorrow and yesterday', () => {
    expect(dateLabel('2026-05-30', today)).toBe('今天')
    expect(dateLabel('2026-05-31', today)).toBe('明天')
    expect(dateLabel('2026-05-29', today)).toBe('昨天')
  })
  it('shows month, day and weekday within the year', () => expect(dateLabel('2026-06-06', today)).toBe('6月6日 周六'))
  it('adds the year for another year', () => expect(dateLabel('2025-12-31', today)).toBe('2025年12月31日 周三'))
  it('crosses month ends for tomorrow', () => expect(dateLabel('2026-06-01', '2026-05-31')).toBe('明天'))
})
