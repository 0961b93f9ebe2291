import type { BillDetail } from '@api/expense'
import { makeAutoObservable, runInAction } from 'mobx'
import { DocumentStore } from '../../order/public'
import { failureMessage } from '../../shared/domain/failureMessage'
import type { ExpenseApi } from '../api/expenseApi'

export type BillAction = 'approve' | 'reject' | 'submit' | 'revoke' | 'pay' | 'transfer'

const DONE_TEXT: Record<BillAction, string> = { approve: '已通过', reject: '已驳回', submit: '已提交审批', revoke: '已撤回', pay: '已支付', transfer: '已转交' }

/** 报销单详情: the bill and the actions the caller may take on it; the bill reloads after each. */
export class BillDetailStore {
  readonly doc: DocumentStore<BillDetail>
  busy: BillAction | null = null
  actionError = ''

  constructor(
    private readonly api: Pick<ExpenseApi, 'bill' | 'approve' | 'reject' | 'submit' | 'revoke' | 'pay' | 'transfer'>,
    readonly billNo: string,
  ) {
    this.doc = new DocumentStore(() => api.bill(billNo), '报销单加载失败')
    makeAutoObservable<BillDetailStore, 'api'>(this, { api: false, doc: false, billNo: false })
  }

  fetch(): Promise<boolean> {
    return this.doc.fetch()
  }

  /** Runs the action; answers the Chinese result text, or null with actionError set. */
  run(action: Exclude<BillAction, 'pay' | 'transfer'>, text = ''): Promise<string | null> {
    if (action === 'reject' && !text.trim()) {
      this.actionError = '请填写驳回原因'
      return Promise.resolve(null)
    }
    return this.perform(action, () => {
      if (action === 'approve') return this.api.approve({ BillNo: this.billNo, ...(text.trim() ? { Comment: text.trim() } : {}) })
      if (action === 'reject') return this.api.reject({ BillNo: this.billNo, Reason: text.trim() })
      return this.api[action](this.billNo)
    })
  }

  /** Finance pays the bill from the chosen enterprise account (the amount is the server's). */
  pay(payAccountId: string): Promise<string | null> {
    return this.perform('pay', () => this.api.pay({ BillNo: this.billNo, PayAccountId: payAccountId }))
  }

  /** 转交: the caller's pending step goes to the member, with the opinion as the note (issue 35 item 3). */
  transfer(memberId: string, text = ''): Promise<string | null> {
    return this.perform('transfer', () => this.api.transfer({ BillNo: this.billNo, ToMemberId: memberId, ...(text.trim() ? { Comment: text.trim() } : {}) }))
  }

  private async perform(action: BillAction, task: () => Promise<unknown>): Promise<string | null> {
    if (this.busy) return null
    this.busy = action
    this.actionError = ''
    try {
      await task()
      await this.doc.fetch()
      return DONE_TEXT[action]
    } catch (error) {
      runInAction(() => (this.actionError = failureMessage(error, '操作失败，请重试')))
      return null
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}
