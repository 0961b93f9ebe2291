import type { TakeoutAddress, TakeoutBookingInfoData, TakeoutValidStandardData } from '@api/takeout'
import { isPhone } from '@/core/validators'
import { fenToPrice } from '@domain/money/money'

/** The day's meal standard in one line: cap, used and what is left (or no cap). */
export function mealStandardText(info: Pick<TakeoutBookingInfoData, 'CapFen' | 'SpentTodayFen' | 'RemainingFen'>): string {
  if (info.CapFen === null) return `今日餐饮不限金额，已用${fenToPrice(info.SpentTodayFen)}`
  return `今日餐标${fenToPrice(info.CapFen)}，已用${fenToPrice(info.SpentTodayFen)}，剩余${fenToPrice(info.RemainingFen ?? 0)}`
}

/** Yuan typed by the member as fen, or null when it is not a positive amount with at most two decimals. */
export function fenOfYuan(text: string): number | null {
  const value = text.trim()
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null
  const fen = Math.round(Number(value) * 100)
  return fen > 0 ? fen : null
}

export type TakeoutForm = { address: TakeoutAddress; budgetYuan: string; reasonCode: string; reason: string }

/** What the standard asks of this order: go on, give a reason, or stop (blocked), with the rule to show. */
export function standardStep(verdict: TakeoutValidStandardData): 'go' | 'reason' | 'blocked' {
  if (!verdict.IsOverStandard || verdict.Action === 'allow') return 'go'
  return verdict.Action === 'block' ? 'blocked' : 'reason'
}

/** The first thing the form lacks, in the order of the screen; null when it can be sent. */
export function formProblem(form: TakeoutForm, needsReason: boolean): string | null {
  if (!form.address.Contact.trim()) return '请填写联系人'
  if (!isPhone(form.address.Phone)) return '请填写正确的手机号'
  if (!form.address.Address.trim()) return '请填写送餐地址'
  if (fenOfYuan(form.budgetYuan) === null) return '请填写预计消费金额'
  if (needsReason && !form.reasonCode) return '超出餐标，请选择超标原因'
  if (form.reasonCode === '9' && !form.reason.trim()) return '请填写超标原因'
  return null
}
