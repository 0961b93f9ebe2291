import type { LoanListTab, LoanSummary } from '@api/loans'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import type { LoansApi } from '../api/loansApi'

export type LoanApprovalTab = Exclude<LoanListTab, 'mine'>

/** Loans beside the bills of the 审批 tab (decision 0360): waiting for the caller, decided by them, or to pay (finance). */
export class LoanApprovalsStore {
  tab: LoanApprovalTab
  readonly list: PagedList<LoanSummary>

  constructor(api: Pick<LoansApi, 'loans'>, tab: LoanApprovalTab = 'pending') {
    this.tab = tab
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const data = await api.loans({ Tab: this.tab, PageIndex, PageSize })
      return { items: data.Items, total: data.Total }
    }, (l) => l.LoanNo, 20, '借款单加载失败')
    makeAutoObservable(this, { list: false })
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }

  select(tab: LoanApprovalTab): Promise<boolean> {
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}
