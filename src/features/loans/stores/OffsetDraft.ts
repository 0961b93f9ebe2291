import type { LoanSummary } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { planOffsets } from '@domain/loans/ledger'
import type { LoansApi } from '../api/loansApi'

export type LoanOffsetItem = { LoanNo: string; AmountFen: number }

/** The loan a reimbursement bill being written will offset (冲借款), sent with the bill's save. */
export class OffsetDraft {
  loan: LoanSummary | null = null
  availableFen = 0
  loaded = false
  /** The member chose a loan or 不冲抵 on this form. */
  touched = false

  constructor() {
    makeAutoObservable(this)
  }

  async fetch(api: Pick<LoansApi, 'balance'>): Promise<void> {
    try {
      const balance = await api.balance()
      runInAction(() => {
        this.availableFen = balance.AvailableFen
        this.loaded = true
      })
    } catch {
      runInAction(() => (this.loaded = true))
    }
  }

  choose(loan: LoanSummary | null): void {
    this.loan = loan
    this.touched = true
  }

  /** What the bill will offset: the loan's available amount, at most the bill's total. */
  amountFor(billTotalFen: number): number {
    if (!this.loan) return 0
    return planOffsets([{ loanNo: this.loan.LoanNo, availableFen: this.loan.AvailableFen }], billTotalFen).items[0]?.amountFen ?? 0
  }

  /**
   * What the bill save sends as LoanOffsets (decision 0360): untouched, nothing (the bill keeps what it holds);
   * chosen, the loan up to the bill total; cleared, [] (the bill gives its offsets back).
   */
  offsetsFor(billTotalFen: number): LoanOffsetItem[] | undefined {
    if (!this.touched) return undefined
    const amount = this.amountFor(billTotalFen)
    return this.loan && amount > 0 ? [{ LoanNo: this.loan.LoanNo, AmountFen: amount }] : []
  }

  /** After the bill saved: the next bill form starts without a choice. */
  reset(): void {
    this.loan = null
    this.touched = false
  }
}

const drafts = new WeakMap<object, OffsetDraft>()

/** One draft per app root (the bill form and the loan picker share it). */
export function offsetDraftOf(root: object): OffsetDraft {
  let draft = drafts.get(root)
  if (!draft) {
    draft = new OffsetDraft()
    drafts.set(root, draft)
  }
  return draft
}
