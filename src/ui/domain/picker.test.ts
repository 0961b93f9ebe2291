import {
  PICKER,
  clampDate,
  clampTime,
  dateBounds,
  dateColumns,
  dateFromIndexes,
  daysInMonth,
  isDesktop,
  multiSelectorIndexes,
  parseDate,
  parseTime,
  pickColumn,
  pickerColumns,
  pickerValue,
  rangeLabel,
  selectorIndex,
  shanghaiToday,
  yearRange,
  type PickerInput,
} from './picker'

const today = { year: 2025, month: 6, day: 15 }

describe('constants and desktop', () => {
  it('item height 34, popover width 300', () => {
    expect(PICKER.itemHeight).toBe(34)
    expect(PICKER.popoverWidth).toBe(300)
  })

  it('is a desktop popover only at 500x500 or more', () => {
    expect(isDesktop({ width: 500, height: 500 })).toBe(true)
    expect(isDesktop({ width: 499, height: 900 })).toBe(false)
    expect(isDesktop({ width: 900, height: 499 })).toBe(false)
  })
})

describe('selector and multiSelector', () => {
  it('clamps a selector index into the range; non-numbers give 0', () => {
    expect(selectorIndex(2, 5)).toBe(2)
    expect(selectorIndex(9, 5)).toBe(4)
    expect(selectorIndex(-3, 5)).toBe(0)
    expect(selectorIndex('3', 5)).toBe(3)
    expect(selectorIndex('x', 5)).toBe(0)
    expect(selectorIndex(undefined, 5)).toBe(0)
    expect(selectorIndex(1, 0)).toBe(0)
  })

  it('resets invalid multi-select values to 0', () => {
    expect(multiSelectorIndexes([1, 2], [3, 3])).toEqual([1, 2])
    expect(multiSelectorIndexes([5, -1], [3, 3])).toEqual([0, 0])
    expect(multiSelectorIndexes([1.5, 'a'], [3, 3])).toEqual([0, 0])
    expect(multiSelectorIndexes(['2'], [3, 3])).toEqual([2, 0])
    expect(multiSelectorIndexes('nope', [2, 2, 2])).toEqual([0, 0, 0])
  })

  it('labels items, objects by rangeKey', () => {
    expect(rangeLabel('北京')).toBe('北京')
    expect(rangeLabel(3)).toBe('3')
    expect(rangeLabel({ name: '上海' }, 'name')).toBe('上海')
    expect(rangeLabel({ name: '上海' })).toBe('')
  })
})

describe('time', () => {
  it('parses H:mm and rejects out-of-range times', () => {
    expect(parseTime('9:05')).toBe(545)
    expect(parseTime('24:00')).toBeNull()
    expect(parseTime('12:60')).toBeNull()
    expect(parseTime('noon')).toBeNull()
  })

  it('defaults to the 00:00-23:59 range', () => {
    expect(clampTime('23:59')).toBe('23:59')
    expect(clampTime('00:00')).toBe('00:00')
    expect(clampTime(undefined)).toBe('00:00')
  })

  it('clamps to start and end', () => {
    expect(clampTime('07:30', '08:00', '18:00')).toBe('08:00')
    expect(clampTime('19:00', '08:00', '18:00')).toBe('18:00')
    expect(clampTime('9:5', '08:00', '18:00')).toBe('09:05')
    expect(clampTime('bad', '08:00', '18:00')).toBe('08:00')
  })

  it('snaps a moved column back into the range', () => {
    const input: PickerInput = { mode: 'time', value: '09:00', start: '08:30', end: '18:00', today }
    expect(pickerColumns(input).indexes).toEqual([9, 0])
    expect(pickColumn(input, [9, 0], 0, 8)).toEqual(expect.objectContaining({ indexes: [8, 30] }))
    expect(pickColumn(input, [9, 0], 0, 20).indexes).toEqual([18, 0])
    expect(pickerValue(input, [20, 10])).toBe('18:00')
  })
})

describe('date', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2025, 4)).toBe(30)
    expect(daysInMonth(2025, 12)).toBe(31)
  })

  it('parses YYYY, YYYY-MM and YYYY-MM-DD', () => {
    expect(parseDate('2025')).toEqual({ year: 2025, month: 1, day: 1 })
    expect(parseDate('2025-3')).toEqual({ year: 2025, month: 3, day: 1 })
    expect(parseDate('2025/03/09')).toEqual({ year: 2025, month: 3, day: 9 })
    expect(parseDate('2025-13-01')).toBeNull()
    expect(parseDate('')).toBeNull()
  })

  it('today is taken in Asia/Shanghai', () => {
    expect(shanghaiToday(Date.UTC(2025, 0, 31, 16, 0))).toEqual({ year: 2025, month: 2, day: 1 })
    expect(shanghaiToday(Date.UTC(2025, 0, 31, 15, 59))).toEqual({ year: 2025, month: 1, day: 31 })
  })

  it('defaults the range to the current year -150 .. +150', () => {
    const bounds = dateBounds('day', today)
    expect(bounds).toEqual({ start: { year: 1875, month: 1, day: 1 }, end: { year: 2175, month: 12, day: 31 } })
    expect(yearRange(today, bounds)).toEqual({ from: 1875, to: 2175 })
    expect(dateBounds('month', today).end).toEqual({ year: 2175, month: 12, day: 1 })
  })

  it('widens the year range when start or end lie outside it', () => {
    expect(yearRange(today, dateBounds('day', today, '1800-01-01', '2300-12-31'))).toEqual({ from: 1800, to: 2300 })
    expect(yearRange(today, dateBounds('day', today, '2020-01-01', '2030-12-31'))).toEqual({ from: 1875, to: 2175 })
  })

  it('clamps values to start and end', () => {
    const bounds = dateBounds('day', today, '2025-06-10', '2025-12-31')
    expect(clampDate('2025-06-01', 'day', today, bounds)).toBe('2025-06-10')
    expect(clampDate('2026-01-01', 'day', today, bounds)).toBe('2025-12-31')
    expect(clampDate('2025-07-04', 'day', today, bounds)).toBe('2025-07-04')
    expect(clampDate('garbage', 'day', today, bounds)).toBe('2025-06-15')
  })

  it('adjusts the day to the last valid day of the month', () => {
    const bounds = dateBounds('day', today)
    expect(clampDate('2025-02-31', 'day', today, bounds)).toBe('2025-02-28')
    expect(clampDate('2024-02-30', 'day', today, bounds)).toBe('2024-02-29')
    const years = yearRange(today, bounds)
    expect(dateFromIndexes([2025 - years.from, 3, 30], 'day', years, today, bounds)).toBe('2025-04-30')
  })

  it('keeps only the fields shown', () => {
    const monthBounds = dateBounds('month', today, '2025-03', '2025-09')
    expect(clampDate('2025-11-20', 'month', today, monthBounds)).toBe('2025-09')
    expect(clampDate('2025-05-20', 'month', today, monthBounds)).toBe('2025-05')
    const yearBounds = dateBounds('year', today, '2020', '2030')
    expect(clampDate('2040-05-05', 'year', today, yearBounds)).toBe('2030')
    expect(dateColumns('year', { from: 2020, to: 2022 }, 2020, 1)).toEqual([['2020年', '2021年', '2022年']])
    expect(dateColumns('month', { from: 2020, to: 2020 }, 2020, 1)[1]).toHaveLength(12)
  })

  it('the day column follows the month, and moving a column snaps into the bounds', () => {
    const input: PickerInput = { mode: 'date', value: '2025-01-31', start: '2025-01-15', end: '2025-03-20', today }
    const open = pickerColumns(input)
    expect(open.columns[2]).toHaveLength(31)
    const years = yearRange(today, dateBounds('day', today, input.start, input.end))
    const y = 2025 - years.from
    expect(open.indexes).toEqual([y, 0, 30])
    const feb = pickColumn(input, open.indexes, 1, 1)
    expect(feb.indexes).toEqual([y, 1, 27])
    expect(feb.columns[2]).toHaveLength(28)
    const april = pickColumn(input, feb.indexes, 1, 3)
    expect(april.indexes).toEqual([y, 2, 19])
    expect(pickerValue(input, april.indexes)).toBe('2025-03-20')
    const before = pickColumn(input, open.indexes, 0, y - 1)
    expect(pickerValue(input, before.indexes)).toBe('2025-01-15')
  })

  it('opens on today (clamped) without a value', () => {
    expect(pickerValue({ mode: 'date', today }, pickerColumns({ mode: 'date', today }).indexes)).toBe('2025-06-15')
    const input: PickerInput = { mode: 'date', today, start: '2026-01-01' }
    expect(pickerValue(input, pickerColumns(input).indexes)).toBe('2026-01-01')
  })
})

describe('pickerColumns for selectors', () => {
  it('labels the selector and clamps its value', () => {
    const input: PickerInput = { mode: 'selector', range: ['a', 'b', 'c'], value: 7, today }
    expect(pickerColumns(input)).toEqual({ columns: [['a', 'b', 'c']], indexes: [2] })
    expect(pickerValue(input, [1])).toBe(1)
  })

  it('labels multiSelector columns by rangeKey and resets invalid values', () => {
    const input: PickerInput = {
      mode: 'multiSelector',
      range: [[{ n: '华东' }, { n: '华北' }], [{ n: '上海' }]],
      rangeKey: 'n',
      value: [1, 4],
      today,
    }
    expect(pickerColumns(input)).toEqual({ columns: [['华东', '华北'], ['上海']], indexes: [1, 0] })
    expect(pickColumn(input, [1, 0], 0, 0).indexes).toEqual([0, 0])
    expect(pickerValue(input, [9, 0])).toEqual([0, 0])
  })
})
