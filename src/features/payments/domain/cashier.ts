/** Cashier rules: the countdown to the pay deadline and which methods can be used. */
import { formatFen } from '@/core/format'

/** ms left until the deadline, measured on the server's clock: offset = serverTime - client time at load. */
export function remainingMs(deadline: string, clientNow: number, serverOffsetMs: number): number {
  return Math.max(0, Date.parse(deadline) - (clientNow + serverOffsetMs))
}

/** '29:59', or '1:02:03' past an hour. */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.floor(Math.max(ms, 0) / 1000)
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`
}

export type CashierMethod = 'enterprise' | 'personal' | 'wechat'

export type MethodState = { method: CashierMethod; isEnabled: boolean; disabledReason: string }

/** The fields of PayInfo (types/api/order.ts) the methods depend on. */
export type PayOptions = {
  AmountFen: number
  Enterprise: { BalanceFen: number; IsAllowed: boolean; DisabledReason: string }
  IsPersonalAllowed: boolean
}

export const INSUFFICIENT_BALANCE = '企业账户余额不足'

/**
 * The cashier's methods. WeChat Pay (a personal payment) is listed only where the WeChat Pay rule allows it
 * (`isWechatPayAllowed`: inside WeChat, not on the two blocked origins); elsewhere it is not shown at all.
 */
export function payMethods(info: PayOptions, isWechatAllowed = false): MethodState[] {
  const enterpriseReason = !info.Enterprise.IsAllowed
    ? info.Enterprise.DisabledReason || '暂不可用'
    : info.Enterprise.BalanceFen < info.AmountFen
      ? INSUFFICIENT_BALANCE
      : ''
  return [
    { method: 'enterprise', isEnabled: enterpriseReason === '', disabledReason: enterpriseReason },
    ...(isWechatAllowed ? [{ method: 'wechat' as const, isEnabled: info.IsPersonalAllowed, disabledReason: info.IsPersonalAllowed ? '' : '暂不支持个人支付' }] : []),
    { method: 'personal', isEnabled: info.IsPersonalAllowed, disabledReason: info.IsPersonalAllowed ? '' : '暂不支持个人支付' },
  ]
}

/** The cashier's confirmation: the way of paying named once (个人支付 is itself a payment: not 使用个人支付支付). */
export function payConfirmText(method: CashierMethod | null, amountFen: number): string {
  const amount = formatFen(amountFen)
  if (method === 'personal') return `确认个人支付${amount}？`
  if (method === 'wechat') return `确认使用微信支付${amount}？`
  return `确认使用企业账户支付${amount}？`
}

/** The first enabled method, preferring the enterprise account; null when none can be used. */
export function defaultMethod(methods: MethodState[]): CashierMethod | null {
  return methods.find((m) => m.isEnabled)?.method ?? null
}

/** WeChat's answer to a payment it did not complete: the payer closed it, or WeChat refused. */
export function wechatPayFailureMessage(errMsg: string): string {
  return /cancel/i.test(errMsg) ? '已取消微信支付' : '微信支付未完成，请重试或更换支付方式'
}
