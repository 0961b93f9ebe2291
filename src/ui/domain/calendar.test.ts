import { canShift, cellName, dayLabel, initialMonth, monthCells, monthsOf, shiftMonth, stripDays, type HolidayMark } from './calendar'

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
