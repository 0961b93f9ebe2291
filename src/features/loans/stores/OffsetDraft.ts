import type { LoanSummary } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { yuanTextToFen } from '@domain/expense/invoiceQr'
import { MAX_OFFSET_LOANS, planOffsetLines, type OffsetLinePlan } from '@domain/loans/offsetLines'
import type { LoansApi } from '../api/loansApi'
import { fenToYuan } from '@domain/money/money'

export type LoanOffsetItem = { LoanNo: string; AmountFen: number }

/**
 * A loan chosen for 冲借款: what the bill being edited already holds on it, what else it owes, and the amount the
 * member typed ('': the form spreads the bill total).
 */
export type OffsetPick = { loanNo: string; reason: string; heldFen: number; availableFen: number; amountText: string }

/** The loans a reimbursement bill being written will offset (冲借款, up to ten), sent with the bill's save. */
export class OffsetDraft {
  picks: OffsetPick[] = []
  availableFen = 0
  loaded = false
  /** The member chose, changed or removed a loan on this form. */
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

  get canAdd(): boolean {
    return this.picks.length < MAX_OFFSET_LOANS
  }

  /** The bill being edited holds these offsets: they become the form's choice, amounts kept. */
  startFrom(held: readonly { LoanNo: string; AmountFen: number; LoanReason?: string }[]): void {
    if (this.touched || (held.length === 0 && this.picks.length === 0)) return
    this.picks = held.map((h) => ({ loanNo: h.LoanNo, reason: h.LoanReason ?? '', heldFen: h.AmountFen, availableFen: 0, amountText: fenToYuan(h.AmountFen) }))
  }

  add(loan: LoanSummary): void {
    this.touched = true
    const held = this.picks.find((p) => p.loanNo === loan.LoanNo)
    if (held) {
      held.availableFen = loan.AvailableFen
      return
    }
    if (!this.canAdd) return
    this.picks.push({ loanNo: loan.LoanNo, reason: loan.Reason, heldFen: 0, availableFen: loan.AvailableFen, amountText: '' })
  }

  remove(loanNo: string): void {
    this.touched = true
    this.picks = this.picks.filter((p) => p.loanNo !== loanNo)
  }

  setAmount(loanNo: string, text: string): void {
    this.touched = true
    const pick = this.picks.find((p) => p.loanNo === loanNo)
    if (pick) pick.amountText = text
  }

  /** 不冲抵: the bill offsets nothing. */
  clear(): void {
    this.touched = true
    this.picks = []
  }

  /** The amount per loan, the total and what the member is paid; an amount that is not money is an error. */
  planFor(billTotalFen: number): OffsetLinePlan {
    const bad = this.picks.find((p) => p.amountText.trim() !== '' && yuanTextToFen(p.amountText) === null)
    const plan = planOffsetLines(
      this.picks.map((p) => ({ loanNo: p.loanNo, availableFen: p.heldFen + p.availableFen, typedFen: p.amountText.trim() === '' ? null : yuanTextToFen(p.amountText) ?? 0 })),
      billTotalFen,
    )
    return bad ? { ...plan, error: `请正确填写借款单${bad.loanNo}的冲抵金额` } : plan
  }

  /**
   * What the bill save sends as LoanOffsets (decision 0360): untouched, nothing (the bill keeps what it holds);
   * otherwise every chosen loan with an amount ([] gives the bill's offsets back).
   */
  offsetsFor(billTotalFen: number): LoanOffsetItem[] | undefined {
    if (!this.touched) return undefined
    return this.planFor(billTotalFen).lines.filter((l) => l.amountFen > 0).map((l) => ({ LoanNo: l.loanNo, AmountFen: l.amountFen }))
  }

  /** Why the chosen offsets cannot be saved, or null. */
  errorFor(billTotalFen: number): string | null {
    return this.touched ? this.planFor(billTotalFen).error : null
  }

  /** After the bill saved: the next bill form starts without a choice. */
  reset(): void {
    this.picks = []
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
