import type { LoanSummary } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { parseYuanToFen } from '@/core/format/money'
import { LoadState } from '../../shared/stores/LoadState'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { LoansApi } from '../api/loansApi'
import { repayFormError } from '../domain/loanForm'
import { transferReferenceError } from '@domain/loans/repayMethod'
import { fenToYuan } from '@domain/money/money'

/** 还款申请: the loan (given, or the oldest open one), amount (default all that is left), 还款方式 (现金, or 银行转账 with its 流水号), remark. */
export class RepayFormStore {
  readonly load = new LoadState('借款加载失败')
  loan: LoanSummary | null = null
  amountText = ''
  remark = ''
  method: 'cash' | 'transfer' = 'cash'
  reference = ''
  saving = false
  errorMessage = ''

  constructor(private readonly api: Pick<LoansApi, 'loan' | 'openLoans' | 'saveRepayment'>, private readonly loanNo: string) {
    makeAutoObservable<RepayFormStore, 'api' | 'loanNo'>(this, { api: false, loanNo: false, load: false })
  }

  fetch(): Promise<boolean> {
    if (this.loan) return Promise.resolve(true)
    return this.load.run(
      async () => (this.loanNo ? this.api.loan(this.loanNo) : (await this.api.openLoans({ PageIndex: 1, PageSize: 1 })).Items[0] ?? null),
      (loan) => loan && this.choose(loan),
    )
  }

  choose(loan: LoanSummary): void {
    this.loan = loan
    this.amountText = fenToYuan(loan.AvailableFen)
    this.errorMessage = ''
  }

  setMethod(method: 'cash' | 'transfer'): void {
    this.method = method
    this.errorMessage = ''
  }

  set<K extends 'amountText' | 'remark' | 'reference'>(key: K, value: string): void {
    this[key] = value
    this.errorMessage = ''
  }

  async submit(): Promise<string | null> {
    if (this.saving) return null
    const amountFen = parseYuanToFen(this.amountText)
    const error = repayFormError(this.loan?.LoanNo ?? '', amountFen, this.loan?.AvailableFen ?? 0) || transferReferenceError(this.method, this.reference)
    if (error) {
      this.errorMessage = error
      return null
    }
    this.saving = true
    try {
      return (await this.api.saveRepayment({
        LoanNo: this.loan?.LoanNo ?? '', AmountFen: amountFen as number, Remark: this.remark.trim(),
        ...(this.method === 'transfer' ? { Method: 'transfer' as const, Reference: this.reference.trim() } : {}),
      })).RepayNo
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '提交失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.saving = false))
    }
  }
}
