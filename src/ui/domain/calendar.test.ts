import { canShift, cellName, dayLabel, initialMonth, monthCells, monthsOf, pickRangeDay, rangeNights, rangeWindow, shiftMonth, stripDays, type HolidayMark, type RangeBounds } from './calendar'

const HOLIDAYS: Record<string, HolidayMark> = {
  '2026-09-20': { name: '国庆节', isOffDay: false },
  '2026-10-01': { name: '国庆节', isOffDay: true },
  '2026-10-02': { name: '国庆节', isOffDay: true },
  '2026-10-10': { name: '国庆节', isOffDay: false },
}

describe('month view', () => {
  test('October 2026 starts on a Thursday: four blanks, then 31 days', () => {
    const cells = monthCells({ month: '2026-10', today: '2026-09-28', start: '2026-09-28', end: '2027-09-28', holidays: HOLIDAYS })
    expect(cells.slice(0, 4).every((c) => c.date === '')).toBe(true)
    expect(cells[4]).toMatchObject({ date: '2026-10-01', day: 1, badge: '休', label: '国庆节' })
    expect(cells[5]).toMatchObject({ date: '2026-10-02', badge: '休', label: '' })
    expect(cells.find((c) => c.date === '2026-10-10')).toMatchObject({ badge: '班', label: '' })
    expect(cells.filter((c) => c.date).length).toBe(31)
  })

  test('today, tomorrow and the day after are named; days outside start-end cannot be chosen; the chosen day is marked', () => {
    const cells = monthCells({ month: '2026-11', today: '2026-11-28', start: '2026-11-28', end: '2026-12-12', value: '2026-11-29', holidays: {} })
    const byDate = (d: string) => cells.find((c) => c.date === d)!
    expect(byDate('2026-11-27')).toMatchObject({ isDisabled: true, label: '' })
    expect(byDate('2026-11-28')).toMatchObject({ isToday: true, label: '今天', isDisabled: false })
    expect(byDate('2026-11-29')).toMatchObject({ label: '明天', isSelected: true })
    expect(byDate('2026-11-30')).toMatchObject({ label: '后天' })
  })

  test('fares: each day its own, the month\'s lowest marked, days without a fare null, days outside the range none', () => {
    const prices = { '2026-11-27': 10000, '2026-11-28': 52000, '2026-11-29': 48000, '2026-11-30': null }
    const cells = monthCells({ month: '2026-11', today: '2026-11-28', start: '2026-11-28', end: '2027-11-28', holidays: {}, prices })
    const byDate = (d: string) => cells.find((c) => c.date === d)!
    expect(byDate('2026-11-27').priceFen).toBeUndefined()
    expect(byDate('2026-11-28')).toMatchObject({ priceFen: 52000, isLowest: false })
    expect(byDate('2026-11-29')).toMatchObject({ priceFen: 48000, isLowest: true })
    expect(byDate('2026-11-30').priceFen).toBeNull()
    expect(cellName(byDate('2026-11-29'), (f) => `¥${f / 100}`)).toBe('11月29日 周日 明天 ¥480起')
  })

  test('a holiday\'s name is read with its day', () => {
    const cells = monthCells({ month: '2026-10', today: '2026-09-28', start: '2026-09-28', end: '2027-09-28', holidays: HOLIDAYS })
    expect(cellName(cells[4], String)).toBe('10月1日 周四 国庆节 休息日')
    expect(dayLabel('2026-09-20', '2026-09-01', HOLIDAYS)).toBe('')
  })
})

describe('months and strips', () => {
  test('months move across years and stop where no day can be chosen', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(canShift('2026-11', '2026-11-28', '2026-12-12')).toEqual({ back: false, on: true })
    expect(canShift('2026-12', '2026-11-28', '2026-12-12')).toEqual({ back: true, on: false })
    expect(initialMonth('2027-02-03', '2026-11-28', '2027-11-28')).toBe('2027-02')
    expect(initialMonth('', '2026-11-28', '2027-11-28')).toBe('2026-11')
    expect(monthsOf('2026-11-28', '2027-01-03')).toEqual(['2026-11', '2026-12', '2027-01'])
  })

  test('a strip keeps the chosen day in view and inside the dates on sale', () => {
    expect(stripDays('2026-12-05', '2026-11-28', '2027-11-28')).toEqual(['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09'])
    expect(stripDays('2026-11-28', '2026-11-28', '2027-11-28')[0]).toBe('2026-11-28')
    expect(stripDays('2026-12-12', '2026-11-28', '2026-12-12')).toEqual(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'])
    expect(stripDays('2026-11-29', '2026-11-28', '2026-11-30')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30'])
  })
})

describe('a range on the calendar (hotel 入住–离店, decision 0822)', () => {
  const BOUNDS: RangeBounds = { first: '2026-11-28', lastStart: '2026-12-28', maxNights: 30 }

  test('the two ends are named and chosen, the days between marked; a holiday keeps its 休 corner', () => {
    const cells = monthCells({ month: '2026-10', today: '2026-09-28', start: '2026-09-28', end: '2027-09-28', value: '2026-09-30', rangeEnd: '2026-10-02', rangeLabels: ['入住', '离店'], holidays: HOLIDAYS })
    const byDate = (d: string) => cells.find((c) => c.date === d)!
    expect(byDate('2026-10-01')).toMatchObject({ range: 'between', isSelected: false, badge: '休', label: '国庆节' })
    expect(byDate('2026-10-02')).toMatchObject({ range: 'end', isSelected: true, badge: '休', label: '离店' })
    expect(byDate('2026-10-03')).toMatchObject({ range: '', isSelected: false })
    expect(cellName(byDate('2026-10-02'), String)).toBe('10月2日 周五 离店 休息日')
    const september = monthCells({ month: '2026-09', today: '2026-09-28', start: '2026-09-28', end: '2027-09-28', value: '2026-09-30', rangeEnd: '2026-10-02', rangeLabels: ['入住', '离店'], holidays: HOLIDAYS })
    expect(september.find((c) => c.date === '2026-09-30')).toMatchObject({ range: 'start', isSelected: true, label: '入住' })
  })

  test('with only the first day chosen, it alone is marked; without labels a value is a single day', () => {
    const open = monthCells({ month: '2026-11', today: '2026-11-28', start: '2026-11-28', end: '2026-12-28', value: '2026-11-29', rangeLabels: ['入住', '离店'], holidays: {} })
    expect(open.filter((c) => c.range).map((c) => [c.date, c.range, c.label])).toEqual([['2026-11-29', 'start', '入住']])
    const single = monthCells({ month: '2026-11', today: '2026-11-28', start: '2026-11-28', end: '2026-12-28', value: '2026-11-29', rangeEnd: '2026-11-30', holidays: {} })
    expect(single.filter((c) => c.range || c.isSelected).map((c) => c.date)).toEqual(['2026-11-29'])
  })

  test('tap 入住, then 离店: a later day ends the stay; the same or an earlier day begins it again', () => {
    const both = { start: '2026-11-29', end: '2026-11-30' }
    const first = pickRangeDay(both, '2026-12-05', BOUNDS)
    expect(first).toEqual({ range: { start: '2026-12-05' }, isDone: false })
    expect(pickRangeDay(first.range, '2026-12-05', BOUNDS)).toEqual({ range: { start: '2026-12-05' }, isDone: false })
    expect(pickRangeDay(first.range, '2026-12-01', BOUNDS)).toEqual({ range: { start: '2026-12-01' }, isDone: false })
    const done = pickRangeDay(first.range, '2026-12-08', BOUNDS)
    expect(done).toEqual({ range: { start: '2026-12-05', end: '2026-12-08' }, isDone: true })
    expect(rangeNights(done.range)).toBe(3)
    expect(rangeNights(first.range)).toBe(0)
  })

  test('at most maxNights: the 30th night ends the stay, the 31st cannot be tapped; a stay starts no later than lastStart', () => {
    const open = { start: '2026-12-01' }
    expect(rangeWindow(open, BOUNDS)).toEqual({ start: '2026-11-28', end: '2026-12-31' })
    expect(pickRangeDay(open, '2026-12-31', BOUNDS)).toEqual({ range: { start: '2026-12-01', end: '2026-12-31' }, isDone: true })
    expect(pickRangeDay(open, '2027-01-01', BOUNDS)).toEqual({ range: open, isDone: false })
    const both = { start: '2026-12-01', end: '2026-12-02' }
    expect(rangeWindow(both, BOUNDS)).toEqual({ start: '2026-11-28', end: '2026-12-28' })
    expect(pickRangeDay(both, '2026-12-28', BOUNDS).range).toEqual({ start: '2026-12-28' })
    expect(pickRangeDay(both, '2026-12-29', BOUNDS)).toEqual({ range: both, isDone: false })
    expect(pickRangeDay(both, '2026-11-27', BOUNDS)).toEqual({ range: both, isDone: false })
  })
})
