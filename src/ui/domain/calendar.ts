import { addWireDays, wireDaysBetween } from '@domain/dates/wireDate'

/** A day that differs from the ordinary week: a public-holiday day off (休) or a make-up workday (调休上班, 班). */
export type HolidayMark = { name: string; isOffDay: boolean }

/** One cell of a month view; `date` '' for the blanks before the 1st. */
export type CalendarCell = {
  date: string
  day: number
  /** 休 / 班 / '' */
  badge: '' | '休' | '班'
  /** 今天, 明天, 后天, the holiday's name on its first day off, or ''. */
  label: string
  isToday: boolean
  isDisabled: boolean
  isSelected: boolean
  /** Fen; null when the day has no fare, undefined when none is known (not asked, or not loaded yet). */
  priceFen?: number | null
  /** The month's lowest fare falls on this day. */
  isLowest: boolean
  /** Where the day stands in a chosen range (hotel 入住–离店): its first day, last day, a day between, or none. */
  range: '' | 'start' | 'end' | 'between'
}

export const WEEKDAY_HEADS = ['日', '一', '二', '三', '四', '五', '六'] as const

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM' moved by n months. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  const index = y * 12 + (m - 1) + n
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`
}

/** The number of days of a 'YYYY-MM'. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** First and last wire dates of a 'YYYY-MM'. */
export function monthRange(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${pad(daysInMonth(month))}` }
}

/** 0 Sunday .. 6 Saturday of a wire date (calendar arithmetic, no time zone). */
export function weekdayIndex(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

/** The month shown first: the chosen date's, else the first selectable day's. */
export function initialMonth(value: string | undefined, start: string, end: string): string {
  const date = value && value >= start && value <= end ? value : start
  return date.slice(0, 7)
}

/** Whether the month view may move to the previous / next month (some day of it selectable). */
export function canShift(month: string, start: string, end: string): { back: boolean; on: boolean } {
  return { back: monthRange(shiftMonth(month, -1)).last >= start, on: monthRange(shiftMonth(month, 1)).first <= end }
}

const RELATIVE = ['今天', '明天', '后天']

/** The words under a day's number: 今天/明天/后天 first, then a holiday's name on the first of its days off. */
export function dayLabel(date: string, today: string, holidays: Readonly<Record<string, HolidayMark>>): string {
  for (let i = 0; i < RELATIVE.length; i += 1) if (addWireDays(today, i) === date) return RELATIVE[i]
  const mark = holidays[date]
  if (!mark?.isOffDay) return ''
  const before = holidays[addWireDays(date, -1)]
  return before?.isOffDay && before.name === mark.name ? '' : mark.name
}

export type MonthInput = {
  month: string
  today: string
  start: string
  end: string
  value?: string
  holidays: Readonly<Record<string, HolidayMark>>
  prices?: Readonly<Record<string, number | null>>
  /** A range from `value` to this day (hotel 离店): both ends chosen, the days between marked. */
  rangeEnd?: string
  /** The words under a range's first and last day, e.g. ['入住', '离店'] (in place of 今天 or a holiday's name). */
  rangeLabels?: readonly [string, string]
}

/** The cells of a month view, Sunday first: blanks, then every day with its marks. */
export function monthCells(input: MonthInput): CalendarCell[] {
  const { month, today, start, end, value, holidays, prices, rangeEnd, rangeLabels } = input
  const { first } = monthRange(month)
  const blanks = weekdayIndex(first)
  const cells: CalendarCell[] = Array.from({ length: blanks }, () => ({
    date: '', day: 0, badge: '', label: '', isToday: false, isDisabled: true, isSelected: false, isLowest: false, range: '',
  }))
  const hasRange = Boolean(rangeLabels && value && rangeEnd && rangeEnd > value)
  const rangeOf = (date: string): CalendarCell['range'] => {
    if (!value) return ''
    if (date === value) return 'start'
    if (!hasRange || !rangeEnd) return ''
    if (date === rangeEnd) return 'end'
    return date > value && date < rangeEnd ? 'between' : ''
  }
  const days = daysInMonth(month)
  const dates = Array.from({ length: days }, (_, i) => addWireDays(first, i))
  const inRange = (d: string) => d >= start && d <= end
  const priced = prices ? dates.filter((d) => inRange(d) && typeof prices[d] === 'number').map((d) => prices[d] as number) : []
  const lowest = priced.length > 1 ? Math.min(...priced) : undefined
  for (const date of dates) {
    const mark = holidays[date]
    const price = prices && inRange(date) ? prices[date] : undefined
    const range = rangeLabels ? rangeOf(date) : ''
    const rangeLabel = range === 'start' ? rangeLabels?.[0] : range === 'end' ? rangeLabels?.[1] : undefined
    cells.push({
      date,
      day: Number(date.slice(8)),
      badge: mark ? (mark.isOffDay ? '休' : '班') : '',
      label: rangeLabel ?? dayLabel(date, today, holidays),
      isToday: date === today,
      isDisabled: !inRange(date),
      isSelected: date === value || (hasRange && date === rangeEnd),
      priceFen: price,
      isLowest: lowest !== undefined && price === lowest,
      range,
    })
  }
  return cells
}

/** The accessible name of a day: 11月28日 周六 今天 休 国庆节 ¥520. */
export function cellName(cell: CalendarCell, price: (fen: number) => string): string {
  if (!cell.date) return ''
  const [, m, d] = cell.date.split('-').map(Number)
  const parts = [`${m}月${d}日`, `周${WEEKDAY_HEADS[weekdayIndex(cell.date)]}`]
  if (cell.label) parts.push(cell.label)
  if (cell.badge === '班') parts.push('调休上班')
  else if (cell.badge === '休') parts.push('休息日')
  if (typeof cell.priceFen === 'number') parts.push(`${price(cell.priceFen)}起`)
  if (cell.isDisabled) parts.push('不可选')
  return parts.join(' ')
}

/** The days of a date strip: `count` days from the chosen one less `before`, kept inside start-end. */
export function stripDays(value: string, start: string, end: string, count = 7, before = 2): string[] {
  let first = addWireDays(value, -before)
  if (first < start) first = start
  let last = addWireDays(first, count - 1)
  if (last > end) {
    last = end
    const back = addWireDays(end, -(count - 1))
    first = back < start ? start : back
  }
  const days: string[] = []
  for (let d = first; d <= last; d = addWireDays(d, 1)) days.push(d)
  return days
}

/** The months a date range touches, 'YYYY-MM' each. */
export function monthsOf(first: string, last: string): string[] {
  const months: string[] = []
  for (let m = first.slice(0, 7); m <= last.slice(0, 7); m = shiftMonth(m, 1)) months.push(m)
  return months
}

/**
 * A stay chosen on one calendar (hotel 入住 then 离店): `end` absent while the last day is still to be tapped.
 * Bounds: the first and last day a stay may start, and its longest length in nights.
 */
export type DayRange = { start: string; end?: string }
export type RangeBounds = { first: string; lastStart: string; maxNights: number }

/** Nights from the first to the last day of a range (0 while the last is not chosen). */
export function rangeNights(range: DayRange): number {
  return range.end ? Math.max(0, wireDaysBetween(range.start, range.end)) : 0
}

/**
 * The days that can be tapped: while choosing the first day, first … lastStart; while choosing the last, any day
 * from `first` (a day not after the start begins the stay again) to start + maxNights.
 */
export function rangeWindow(range: DayRange, bounds: RangeBounds): { start: string; end: string } {
  if (range.end) return { start: bounds.first, end: bounds.lastStart }
  return { start: bounds.first, end: addWireDays(range.start, bounds.maxNights) }
}

/**
 * The range after a tap, as 携程's hotel calendar: with both days chosen, a tap begins a new stay on that day; with
 * the first chosen, a later day within maxNights ends it (done), the same or an earlier day begins it again there.
 * A day outside the window changes nothing.
 */
export function pickRangeDay(range: DayRange, date: string, bounds: RangeBounds): { range: DayRange; isDone: boolean } {
  const window = rangeWindow(range, bounds)
  if (date < window.start || date > window.end) return { range, isDone: false }
  if (range.end || date <= range.start) return { range: { start: date }, isDone: false }
  return { range: { start: range.start, end: date }, isDone: true }
}
