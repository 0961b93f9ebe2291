/** The loan, repayment and collection-account forms' checks, pure: the server re-checks each. */
import { amountRefusal, MAX_LOAN_FEN } from '@domain/loans/ledger'

export type LoanDraft = { reason: string; amountFen: number | null; repayDate: string; collectionInfoId: string; today: string }

/** The first problem of a loan application, in Chinese, or '' when it may be sent. */
export function loanFormError(d: LoanDraft): string {
  if (!d.reason.trim()) return '请填写借款事由'
  if (d.amountFen === null || d.amountFen <= 0) return '请填写正确的借款金额'
  if (d.amountFen > MAX_LOAN_FEN) return '单笔借款不能超过1,000,000元'
  if (!d.repayDate) return '请选择预计还款日期'
  if (d.repayDate < d.today) return '预计还款日期不能早于今天'
  if (!d.collectionInfoId) return '请选择收款账户'
  return ''
}

/** The first problem of a repayment against what the loan still has available, or ''. */
export function repayFormError(loanNo: string, amountFen: number | null, availableFen: number): string {
  if (!loanNo) return '请选择要归还的借款单'
  if (amountFen === null) return '请填写正确的还款金额'
  return amountRefusal(amountFen, availableFen) ?? ''
}

export type AccountDraft = { accountName: string; accountNo: string; bankCode: string }

/** The first problem of a collection account, or ''. */
export function accountFormError(d: AccountDraft): string {
  if (!d.accountName.trim()) return '请填写户名'
  if (!/^\d{8,30}$/.test(d.accountNo.replace(/\s/g, ''))) return '银行账号须为8至30位数字'
  if (!d.bankCode) return '请选择开户银行'
  return ''
}

/** '6222 0210 0112 3456 789' for reading; '**** 6789' when masked. */
export function formatAccountNo(no: string, masked = false): string {
  const digits = no.replace(/\s/g, '')
  if (no.includes('*')) return no
  if (masked) return `**** ${digits.slice(-4)}`
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}
