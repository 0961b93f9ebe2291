import type { RechargeOfflineRequest, RechargeStatus } from '@api/recharge'
import { parseYuanToFen } from '@/core/format/money'

export const RECHARGE_STATUS_TEXT: Record<RechargeStatus, string> = { pending: '待核实', credited: '已到账', rejected: '未通过' }

export type RechargeForm = { amount: string; payerName: string; payerAccount: string; transferDate: string; remark: string }

/** The form as the server wants it, or the first problem in plain Chinese (the server re-checks). */
export function rechargeRequest(form: RechargeForm, minAmountFen: number, today: string): { body: RechargeOfflineRequest } | { error: string } {
  const fen = parseYuanToFen(form.amount)
  if (fen === null || fen <= 0) return { error: '请输入正确的充值金额' }
  if (fen < minAmountFen) return { error: `单笔充值金额不低于${minAmountFen / 100}元` }
  const payerName = form.payerName.trim()
  if (payerName.length < 2) return { error: '请输入付款户名' }
  const payerAccount = form.payerAccount.replace(/\s/g, '')
  if (!/^\d{4,30}$/.test(payerAccount)) return { error: '请输入正确的付款账号' }
  if (!form.transferDate) return { error: '请选择转账日期' }
  if (form.transferDate > today) return { error: '转账日期不能晚于今天' }
  if (form.remark.trim().length > 100) return { error: '备注最多100字' }
  const remark = form.remark.trim()
  return { body: { AmountFen: fen, PayerName: payerName, PayerAccount: payerAccount, TransferDate: form.transferDate, ...(remark ? { Remark: remark } : {}) } }
}
