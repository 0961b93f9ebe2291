import { fenToPrice } from '../money/money'

/**
 * The loan ledger (decision 0240), pure: the app shows and the server enforces the very same arithmetic.
 * Every loan keeps paid out = repaid + offset + outstanding; cash repayments waiting for finance hold part of
 * the outstanding (pending) so that nothing can be repaid or offset twice.
 */

export type LoanLedger = { paidOutFen: number; repaidFen: number; offsetFen: number; outstandingFen: number; pendingFen: number }

/** At most this much may be borrowed on one loan bill (¥1,000,000). */
export const MAX_LOAN_FEN = 100_000_000

/** What may still be repaid or offset: the outstanding less cash repayments waiting for finance. */
export const availableFen = (l: Pick<LoanLedger, 'outstandingFen' | 'pendingFen'>): number => Math.max(0, l.outstandingFen - l.pendingFen)

/** Whether the ledger reconciles: paid out = repaid + offset + outstanding, nothing negative, pending within outstanding. */
export function reconciles(l: LoanLedger): boolean {
  const parts = [l.paidOutFen, l.repaidFen, l.offsetFen, l.outstandingFen, l.pendingFen]
  if (parts.some((n) => !Number.isSafeInteger(n) || n < 0)) return false
  return l.paidOutFen === l.repaidFen + l.offsetFen + l.outstandingFen && l.pendingFen <= l.outstandingFen
}

/** A Chinese refusal for an amount to repay or offset against `available`, or null when it fits. */
export function amountRefusal(amountFen: number, available: number): string | null {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '金额须大于0'
  if (available <= 0) return '该借款已无待还金额'
  if (amountFen > available) return `金额不能超过待还金额 ${fenToPrice(available)}`
  return null
}

export type LedgerMove = 'payOut' | 'holdRepay' | 'releaseRepay' | 'confirmRepay' | 'offset' | 'releaseOffset'

/** The ledger after a money move of `amountFen`, or a Chinese refusal; never a ledger that does not reconcile. */
export function applyMove(l: LoanLedger, move: LedgerMove, amountFen: number): LoanLedger | string {
  if (!Number.isSafeInteger(amountFen) || amountFen <= 0) return '金额须大于0'
  let next: LoanLedger
  switch (move) {
    case 'payOut':
      if (l.paidOutFen > 0) return '该借款已支付'
      next = { ...l, paidOutFen: amountFen, outstandingFen: amountFen }
      break
    case 'holdRepay':
    case 'offset': {
      const refusal = amountRefusal(amountFen, availableFen(l))
      if (refusal) return refusal
      next = move === 'holdRepay'
        ? { ...l, pendingFen: l.pendingFen + amountFen }
        : { ...l, offsetFen: l.offsetFen + amountFen, outstandingFen: l.outstandingFen - amountFen }
      break
    }
    case 'releaseRepay':
      if (amountFen > l.pendingFen) return '还款金额有误'
      next = { ...l, pendingFen: l.pendingFen - amountFen }
      break
    case 'confirmRepay':
      if (amountFen > l.pendingFen) return '还款金额有误'
      next = { ...l, pendingFen: l.pendingFen - amountFen, repaidFen: l.repaidFen + amountFen, outstandingFen: l.outstandingFen - amountFen }
      break
    case 'releaseOffset':
      if (amountFen > l.offsetFen) return '冲借款金额有误'
      next = { ...l, offsetFen: l.offsetFen - amountFen, outstandingFen: l.outstandingFen + amountFen }
      break
  }
  return reconciles(next) ? next : '借款余额不足'
}

export type OffsetChoice = { loanNo: string; availableFen: number }

/**
 * Spreads `wantedFen` over open loans, oldest first (the order given), never above a loan's available amount.
 * Answers the allocations and what could not be placed.
 */
export function planOffsets(loans: readonly OffsetChoice[], wantedFen: number): { items: { loanNo: string; amountFen: number }[]; leftFen: number } {
  let left = Math.max(0, Math.floor(wantedFen))
  const items: { loanNo: string; amountFen: number }[] = []
  for (const loan of loans) {
    if (left === 0) break
    const take = Math.min(left, Math.max(0, loan.availableFen))
    if (take > 0) {
      items.push({ loanNo: loan.loanNo, amountFen: take })
      left -= take
    }
  }
  return { items, leftFen: left }
}

/** The status text of a loan: a paid-out loan reads 待还款 until its outstanding is 0, then 已还清. */
export function loanStatusText(statusText: string, status: string, outstandingFen: number): string {
  if (status !== 'Paid') return statusText
  return outstandingFen > 0 ? '待还款' : '已还清'
}
