import { yuanToFen } from './money'

export type CostFormInput = { costTypeId: string; amountText: string; costDate: string; cityName: string; remark: string }

/** The first problem of the cost form in Chinese, or '' when it can be saved. */
export function costFormError(form: CostFormInput, today: string): string {
  if (!form.costTypeId) return '请选择费用类型'
  const fen = yuanToFen(form.amountText)
  if (fen === null) return '请输入正确的金额'
  if (fen > 100_000_000) return '金额不能超过100万元'
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.costDate)) return '请选择消费日期'
  if (form.costDate > today) return '消费日期不能晚于今天'
  if (form.cityName.trim().length > 40) return '城市最多40字'
  if (form.remark.trim().length > 200) return '备注最多200字'
  return ''
}

/** 'YYYY-MM' of a date, and the month before/after it. */
export const monthOf = (date: string): string => date.slice(0, 7)

export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number)
  const index = year * 12 + (mon - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

export function monthTitle(month: string): string {
  const [year, mon] = month.split('-')
  return `${year}年${Number(mon)}月`
}
