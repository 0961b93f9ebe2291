import type { LoanSummary } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { planOffsets } from '@domain/loans/ledger'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { LoansApi } from '../api/loansApi'

/** The loan a reimbursement bill being written will offset (冲借款), applied once the bill has its number. */
export class OffsetDraft {
  loan: LoanSummary | null = null
  availableFen = 0
  loaded = false

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
  }

  /** What the bill will offset: the loan's available amount, at most the bill's total. */
  amountFor(billTotalFen: number): number {
    if (!this.loan) return 0
    return planOffsets([{ loanNo: this.loan.LoanNo, availableFen: this.loan.AvailableFen }], billTotalFen).items[0]?.amountFen ?? 0
  }

  /** Offsets the chosen loan against the saved bill; answers a Chinese failure, or '' when done (or nothing to do). */
  async apply(api: Pick<LoansApi, 'offset'>, billNo: string, billTotalFen: number): Promise<string> {
    const amount = this.amountFor(billTotalFen)
    if (!this.loan || amount <= 0) return ''
    try {
      await api.offset({ BillNo: billNo, Items: [{ LoanNo: this.loan.LoanNo, AmountFen: amount }] })
      this.choose(null)
      return ''
    } catch (error) {
      return failureMessage(error, '冲借款失败，请在借款单中重试')
    }
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
