/**
 * What other features may use of loans: the pickers (收款信息, 选择银行/支行, 选择借款单 for 冲借款, 付款账户,
 * 选择报销人) and their result channels, and the loans api for offsetting a reimbursement bill.
 */
import type { BankBranch, BankType, CollectionInfo, LoanSummary, PayAccount, ReimbursementMember } from '@api/loans'
import { sessionsPer } from '../../shared/stores/PickSession'
import { openRoute } from '../../shared/navigation'
import { HAND_OVER_KINDS, type HandOver, type HandOverKind } from '@/ui/ApprovalMovePopups'

export { createLoansApi, type LoansApi } from '../api/loansApi'

export const collectionSession = sessionsPer<{ selected?: string }, CollectionInfo>()
export const bankSession = sessionsPer<{ selected?: string }, BankType>()
export const branchSession = sessionsPer<{ bankCode: string }, BankBranch>()
export const loanPickSession = sessionsPer<{ selected?: string }, LoanSummary>()
export const payAccountSession = sessionsPer<{ selected?: string }, PayAccount>()
export const memberSession = sessionsPer<{ selected?: string }, ReimbursementMember>()

/** 收款信息: take the account with collectionSession(root).take(purpose). */
export function openCollectionPicker(root: object, purpose: string, selected = '', variant: 'bill' | 'expense' = 'expense'): void {
  collectionSession(root).open(purpose, { selected })
  openRoute(variant === 'bill' ? 'components/bill/collectionInfoList' : 'expenseControl/components/collectionInfoList', { pick: '1' })
}

/** 选择借款单 (冲借款 or 还款): the caller's open loans; take with loanPickSession(root).take(purpose). */
export function openLoanPicker(root: object, purpose: string, selected = '', variant: 'bill' | 'expense' = 'expense'): void {
  loanPickSession(root).open(purpose, { selected })
  openRoute(variant === 'bill' ? 'bill/selectPriceNo' : 'expenseControl/costBillNoList', selected ? { selected } : {})
}

/** 选择报销人: a member of the enterprise; take with memberSession(root).take(purpose). */
export function openReimbursementMemberPicker(root: object, purpose: string, selected = ''): void {
  memberSession(root).open(purpose, { selected })
  openRoute('components/bill/checkReimbursementMember', selected ? { selected } : {})
}

/**
 * 转交 and 加签 on a detail (decisions 0700, 0800, 0920): 选择人员 for the move, under the purpose `${block}-${kind}`;
 * back on the detail, takeHandOver(root, block) gives the move to confirm in HandOverPopups (null: nothing picked).
 */
export function openHandOverPicker(root: object, block: string, kind: HandOverKind): void {
  openReimbursementMemberPicker(root, `${block}-${kind}`)
}

export function takeHandOver(root: object, block: string): HandOver<ReimbursementMember> | null {
  let picked: HandOver<ReimbursementMember> | null = null
  for (const kind of HAND_OVER_KINDS) {
    const to = memberSession(root).take(`${block}-${kind}`)
    if (to) picked = { kind, to }
  }
  return picked
}
