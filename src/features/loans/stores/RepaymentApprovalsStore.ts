import type { RepaymentSummary } from '@api/loans'
import { makeAutoObservable } from 'mobx'
import { PagedList } from '../../orders/public'
import type { LoansApi } from '../api/loansApi'

/** 还款确认 in the 审批 tab (issue 35 item 2): the cash repayments waiting for finance to confirm receipt. */
export class RepaymentApprovalsStore {
  readonly list: PagedList<RepaymentSummary>

  constructor(api: Pick<LoansApi, 'repayments'>) {
    this.list = new PagedList(async (PageIndex, PageSize) => {
      const data = await api.repayments({ Tab: 'confirm', PageIndex, PageSize })
      return { items: data.Items, total: data.Total }
    }, (r) => r.RepayNo, 20, '还款单加载失败')
    makeAutoObservable(this, { list: false })
  }

  fetch(): Promise<boolean> {
    return this.list.fetch()
  }
}
