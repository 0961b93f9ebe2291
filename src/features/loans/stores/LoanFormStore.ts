import type { CollectionInfo } from '@api/loans'
import { makeAutoObservable, runInAction } from 'mobx'
import { parseYuanToFen } from '@/core/format/money'
import { addDaysWire, todayWire } from '@/core/format/date'
import { LoadState } from '../../shared/stores/LoadState'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { LoansApi } from '../api/loansApi'
import { loanFormError } from '../domain/loanForm'

/** 借款申请: reason, amount in yuan, expected repayment date, the caller's collection account (default first). */
export class LoanFormStore {
  readonly load = new LoadState('收款账户加载失败')
  reason = ''
  amountText = ''
  repayDate = addDaysWire(todayWire(), 30)
  account: CollectionInfo | null = null
  saving = false
  errorMessage = ''

  constructor(private readonly api: Pick<LoansApi, 'collectionInfos' | 'saveLoan'>) {
    makeAutoObservable<LoanFormStore, 'api'>(this, { api: false, load: false })
  }

  /** Loads the default account unless one was already chosen. */
  fetch(): Promise<boolean> {
    return this.load.run(() => this.api.collectionInfos(), (data) => {
      if (!this.account || !data.Items.some((i) => i.CollectionInfoId === this.account?.CollectionInfoId)) this.account = data.Items[0] ?? null
    })
  }

  set<K extends 'reason' | 'amountText' | 'repayDate'>(key: K, value: this[K]): void {
    this[key] = value
    this.errorMessage = ''
  }

  choose(account: CollectionInfo): void {
    this.account = account
    this.errorMessage = ''
  }

  get amountFen(): number | null {
    return parseYuanToFen(this.amountText)
  }

  /** Sends the application; answers the loan number, or null with errorMessage set (the input is kept). */
  async submit(): Promise<string | null> {
    if (this.saving) return null
    const error = loanFormError({ reason: this.reason, amountFen: this.amountFen, repayDate: this.repayDate, collectionInfoId: this.account?.CollectionInfoId ?? '', today: todayWire() })
    if (error) {
      this.errorMessage = error
      return null
    }
    this.saving = true
    try {
      const data = await this.api.saveLoan({ Reason: this.reason.trim(), AmountFen: this.amountFen as number, ExpectedRepayDate: this.repayDate, CollectionInfoId: this.account?.CollectionInfoId ?? '' })
      return data.LoanNo
    } catch (error) {
      runInAction(() => (this.errorMessage = failureMessage(error, '提交失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.saving = false))
    }
  }
}
