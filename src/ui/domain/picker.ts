/** The date and time picker rules of foundations section 5, as plain functions. */
import { PICKER } from '@/core/constants'

export { PICKER }

export type PickerMode = 'selector' | 'multiSelector' | 'time' | 'date'
export type DateFields = 'year' | 'month' | 'day'

export const DEFAULT_TIME_START = '00:00'
export const DEFAULT_TIME_END = '23:59'

/** On a window of at least 500x500 the picker opens as a popover (Esc cancels, Enter confirms). */
export function isDesktop(size: { width: number; height: number }): boolean {
  return size.width >= PICKER.desktopMinSize && size.height >= PICKER.desktopMinSize
}

const pad = (n: number) => String(n).padStart(2, '0')
const clampNumber = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

// --- selector and multiSelector ---

/** A selector value as a valid index: non-numbers give 0, numbers are clamped into the range. */
export function selectorIndex(value: unknown, length: number): number {
  if (length <= 0) return 0
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof n !== 'number' || !Number.isFinite(n)) return 0
  return clampNumber(Math.trunc(n), 0, length - 1)
}

/** multiSelector values, one per column: anything that is not a valid index of its column resets to 0. */
export function multiSelectorIndexes(value: unknown, columnLengths: number[]): number[] {
  const list = Array.isArray(value) ? value : []
  return columnLengths.map((length, column) => {
    const raw = list[column]
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < length ? n : 0
  })
}

export type RangeItem = string | number | Record<string, unknown>

export function rangeLabel(item: RangeItem | undefined, rangeKey?: string): string {
  if (item === undefined || item === null) return ''
  if (typeof item === 'object') return rangeKey ? String(item[rangeKey] ?? '') : ''
  return String(item)
}

// --- time ---

/** Minutes since midnight of 'H:mm' / 'HH:mm', or null. */
export function parseTime(text: string | undefined | null): number | null {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(String(text ?? '').trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 23 || minutes > 59) return null
  return hours * 60 + minutes
}

export function formatTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

function timeBounds(start?: string, end?: string): [number, number] {
  const from = parseTime(start) ?? (parseTime(DEFAULT_TIME_START) as number)
  const to = parseTime(end) ?? (parseTime(DEFAULT_TIME_END) as number)
  return from <= to ? [from, to] : [to, from]
}

/** A time clamped to start-end (default 00:00-23:59); an invalid value becomes the start. */
export function clampTime(value: string | undefined, start?: string, end?: string): string {
  const [from, to] = timeBounds(start, end)
  const minutes = parseTime(value)
  return formatTime(minutes === null ? from : clampNumber(minutes, from, to))
}

export function timeColumns(): string[][] {
  return [Array.from({ length: 24 }, (_, h) => pad(h)), Array.from({ length: 60 }, (_, m) => pad(m))]
}

export function timeIndexes(value: string): number[] {
  const minutes = parseTime(value) ?? 0
  return [Math.floor(minutes / 60), minutes % 60]
}

export function timeFromIndexes(indexes: number[], start?: string, end?: string): string {
  const hours = clampNumber(indexes[0] ?? 0, 0, 23)
  const minutes = clampNumber(indexes[1] ?? 0, 0, 59)
  return clampTime(formatTime(hours * 60 + minutes), start, end)
}

// --- date ---

export type Ymd = { year: number; month: number; day: number }

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Today's date in Asia/Shanghai (UTC+8, no daylight saving). */
export function shanghaiToday(nowMs: number): Ymd {
  const shifted = new Date(nowMs + 8 * 3600_000)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (also with '/'); missing parts are 1. The day is not checked here. */
export function parseDate(text: string | undefined | null): Ymd | null {
  const match = /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?$/.exec(String(text ?? '').trim())
  if (!match) return null
  const year = Number(match[1])
  const month = match[2] === undefined ? 1 : Number(match[2])
  const day = match[3] === undefined ? 1 : Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  return { year, month, day }
}

export function formatDate(date: Ymd, fields: DateFields): string {
  if (fields === 'year') return String(date.year)
  if (fields === 'month') return `${date.year}-${pad(date.month)}`
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`
}

/** Keeps only what `fields` shows and moves the day to the last valid day of its month. */
function normalize(date: Ymd, fields: DateFields): Ymd {
  const month = fields === 'year' ? 1 : date.month
  const day = fields === 'day' ? Math.min(date.day, daysInMonth(date.year, month)) : 1
  return { year: date.year, month, day }
}

const key = (d: Ymd) => d.year * 10_000 + d.month * 100 + d.day

export type DateBounds = { start: Ymd; end: Ymd }

/** Given start and end (normalized to `fields`), or the current year -150 .. +150 when absent or invalid. */
export function dateBounds(fields: DateFields, today: Ymd, start?: string, end?: string): DateBounds {
  const defaultStart = { year: today.year - PICKER.yearSpan, month: 1, day: 1 }
  const defaultEnd = { year: today.year + PICKER.yearSpan, month: 12, day: 31 }
  const from = normalize(parseDate(start) ?? defaultStart, fields)
  const parsedEnd = parseDate(end)
  const to = normalize(parsedEnd ?? defaultEnd, fields)
  return key(from) <= key(to) ? { start: from, end: to } : { start: to, end: from }
}

/** Years offered: current year -150 .. +150, widened to include start and end. */
export function yearRange(today: Ymd, bounds: DateBounds): { from: number; to: number } {
  return {
    from: Math.min(today.year - PICKER.yearSpan, bounds.start.year),
    to: Math.max(today.year + PICKER.yearSpan, bounds.end.year),
  }
}

/** A date clamped to its bounds, the day moved to the month's last valid day; invalid values give today. */
export function clampDate(value: string | undefined, fields: DateFields, today: Ymd, bounds: DateBounds): string {
  const date = normalize(parseDate(value) ?? today, fields)
  if (key(date) < key(bounds.start)) return formatDate(bounds.start, fields)
  if (key(date) > key(bounds.end)) return formatDate(bounds.end, fields)
  return formatDate(date, fields)
}

export function dateColumns(fields: DateFields, years: { from: number; to: number }, year: number, month: number): string[][] {
  const columns = [Array.from({ length: years.to - years.from + 1 }, (_, i) => `${years.from + i}年`)]
  if (fields === 'year') return columns
  columns.push(Array.from({ length: 12 }, (_, i) => `${pad(i + 1)}月`))
  if (fields === 'month') return columns
  columns.push(Array.from({ length: daysInMonth(year, month) }, (_, i) => `${pad(i + 1)}日`))
  return columns
}

export function dateIndexes(value: string, fields: DateFields, years: { from: number; to: number }): number[] {
  const date = parseDate(value) ?? { year: years.from, month: 1, day: 1 }
  const indexes = [clampNumber(date.year - years.from, 0, years.to - years.from)]
  if (fields !== 'year') indexes.push(date.month - 1)
  if (fields === 'day') indexes.push(date.day - 1)
  return indexes
}

/** The date the columns point at, day adjusted to the month and the whole clamped to the bounds. */
export function dateFromIndexes(
  indexes: number[],
  fields: DateFields,
  years: { from: number; to: number },
  today: Ymd,
  bounds: DateBounds,
): string {
  const year = years.from + clampNumber(indexes[0] ?? 0, 0, years.to - years.from)
  const month = fields === 'year' ? 1 : clampNumber((indexes[1] ?? 0) + 1, 1, 12)
  const day = fields === 'day' ? Math.min(clampNumber((indexes[2] ?? 0) + 1, 1, 31), daysInMonth(year, month)) : 1
  return clampDate(formatDate({ year, month, day }, fields), fields, today, bounds)
}

// --- the picker as a whole ---

export type PickerValue = number | number[] | string

export type PickerInput = {
  mode: PickerMode
  /** selector: items; multiSelector: one item list per column. */
  range?: RangeItem[] | RangeItem[][]
  rangeKey?: string
  value?: unknown
  start?: string
  end?: string
  fields?: DateFields
  today: Ymd
}

export type PickerColumns = { columns: string[][]; indexes: number[] }

function multiRange(range: PickerInput['range']): RangeItem[][] {
  return (range ?? []).map((column) => (Array.isArray(column) ? column : []))
}

function dateContext(input: PickerInput) {
  const fields = input.fields ?? 'day'
  const bounds = dateBounds(fields, input.today, input.start, input.end)
  return { fields, bounds, years: yearRange(input.today, bounds) }
}

function dateColumnsFor(input: PickerInput, value: string): PickerColumns {
  const { fields, years } = dateContext(input)
  const date = parseDate(value) ?? input.today
  return { columns: dateColumns(fields, years, date.year, date.month), indexes: dateIndexes(value, fields, years) }
}

/** Columns and selected indexes for the value the picker opens with (already clamped). */
export function pickerColumns(input: PickerInput): PickerColumns {
  switch (input.mode) {
    case 'selector': {
      const items = (input.range ?? []) as RangeItem[]
      return { columns: [items.map((item) => rangeLabel(item, input.rangeKey))], indexes: [selectorIndex(input.value, items.length)] }
    }
    case 'multiSelector': {
      const columns = multiRange(input.range).map((column) => column.map((item) => rangeLabel(item, input.rangeKey)))
      return { columns, indexes: multiSelectorIndexes(input.value, columns.map((c) => c.length)) }
    }
    case 'time': {
      const value = clampTime(typeof input.value === 'string' ? input.value : undefined, input.start, input.end)
      return { columns: timeColumns(), indexes: timeIndexes(value) }
    }
    case 'date': {
      const { fields, bounds } = dateContext(input)
      return dateColumnsFor(input, clampDate(typeof input.value === 'string' ? input.value : undefined, fields, input.today, bounds))
    }
  }
}

/** The value the indexes point at: an index, indexes, 'HH:mm' or a date string, always valid and clamped. */
export function pickerValue(input: PickerInput, indexes: number[]): PickerValue {
  switch (input.mode) {
    case 'selector':
      return selectorIndex(indexes[0], ((input.range ?? []) as RangeItem[]).length)
    case 'multiSelector':
      return multiSelectorIndexes(indexes, multiRange(input.range).map((c) => c.length))
    case 'time':
      return timeFromIndexes(indexes, input.start, input.end)
    case 'date': {
      const { fields, bounds, years } = dateContext(input)
      return dateFromIndexes(indexes, fields, years, input.today, bounds)
    }
  }
}

/** After a column moves: time and date snap back into their bounds and the day column follows the month. */
export function pickColumn(input: PickerInput, indexes: number[], column: number, index: number): PickerColumns {
  const next = indexes.slice()
  next[column] = index
  if (input.mode === 'time') return { columns: timeColumns(), indexes: timeIndexes(pickerValue(input, next) as string) }
  if (input.mode === 'date') return dateColumnsFor(input, pickerValue(input, next) as string)
  const { columns } = pickerColumns(input)
  return { columns, indexes: next }
}
