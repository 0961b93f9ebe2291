import { addDaysWire, formatShanghai, isWireDate, toWireDate, weekdayOfWire } from '@/core/format'

const isBareDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const isValidInstant = (value: string | number) => !Number.isNaN(typeof value === 'number' ? value : Date.parse(value))

/** The Asia/Shanghai calendar date (YYYY-MM-DD) of an instant; a bare date is taken as it is. */
export function shanghaiDate(value: string | number): string {
  if (isBareDate(value)) return value
  return isValidInstant(value) ? toWireDate(value) : ''
}

/** HH:mm in Asia/Shanghai, or '' for a bare date. */
export function shanghaiTime(value: string): string {
  return isBareDate(value) || !isValidInstant(value) ? '' : formatShanghai(value, 'HH:mm')
}

/** 今天 / 明天 / 昨天, else 6月1日 周六 (with the year when it is not this year's). */
export function dateLabel(date: string, today: string): string {
  if (date === today) return '今天'
  if (date === addDaysWire(today, 1)) return '明天'
  if (date === addDaysWire(today, -1)) return '昨天'
  if (!isWireDate(date)) return date
  const [year, month, day] = date.split('-').map(Number)
  const prefix = date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}年`
  return `${prefix}${month}月${day}日 ${weekdayOfWire(date)}`
}
