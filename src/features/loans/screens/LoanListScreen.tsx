import type { LoanListTab, LoanSummary, RepaymentSummary } from '@api/loans'
import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { Tabs } from '@/ui/Tabs'
import { PagedList } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createLoansApi, type LoansApi } from '../api/loansApi'
import { LoanCard } from '../components/LoanCard'
import { RepaymentCard } from '../components/RepaymentCard'
import '../components/loans.scss'
import { PICK_PAGE_SIZE } from '../stores/SearchListStore'

type Tab = LoanListTab | 'confirm'

const TABS: readonly { key: Tab; title: string; empty: string }[] = [
  { key: 'mine', title: '我的借款', empty: '暂无借款单' },
  { key: 'pending', title: '待我审批', empty: '暂无待审批借款单' },
  { key: 'processed', title: '我已审批', empty: '暂无已审批借款单' },
  { key: 'payable', title: '待支付', empty: '暂无待支付借款单' },
  { key: 'confirm', title: '还款确认', empty: '暂无待确认还款' },
]

/** Loans by tab, and (finance) cash repayments waiting for receipt. */
class LoanTabs {
  tab: Tab
  readonly loans: PagedList<LoanSummary>
  readonly repayments: PagedList<RepaymentSummary>
  constructor(api: LoansApi, first: Tab) {
    this.tab = first
    this.loans = new PagedList(async (PageIndex, PageSize) => {
      const data = await api.loans({ Tab: this.tab === 'confirm' ? 'payable' : this.tab, PageIndex, PageSize })
      return { items: data.Items, total: data.Total }
    }, (l) => l.LoanNo, PICK_PAGE_SIZE, '借款单加载失败')
    this.repayments = new PagedList(async (PageIndex, PageSize) => {
      const data = await api.repayments({ Tab: 'confirm', PageIndex, PageSize })
      return { items: data.Items, total: data.Total }
    }, (r) => r.RepayNo, PICK_PAGE_SIZE, '还款单加载失败')
    makeAutoObservable(this, { loans: false, repayments: false })
  }
  get list(): PagedList<LoanSummary> | PagedList<RepaymentSummary> {
    return this.tab === 'confirm' ? this.repayments : this.loans
  }
  select(tab: Tab): Promise<boolean> {
    this.tab = tab
    this.list.reset()
    return this.list.fetch()
  }
}

const isTab = (v: string | undefined): v is Tab => TABS.some((t) => t.key === v)

/** 借款单列表 (bill/loanBillList, expenseControl/loanBillList): mine, to approve, approved, to pay and repayments to confirm (finance). */
function LoanListScreen({ query, variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new LoanTabs(createLoansApi(root.request), isTab(query.tab) ? query.tab : 'mine'))
  useShown(() => store.list.fetch())
  useReachBottom(() => void store.list.loadMore())
  const empty = TABS.find((t) => t.key === store.tab)?.empty ?? '暂无借款单'

  return (
    <PageLayout title='借款单列表'>
      <View className='loans__tabs'>
        <Tabs tabs={TABS} current={store.tab} onSelect={(tab) => void store.select(tab)} />
      </View>
      <PullToRefresh onRefresh={() => store.list.fetch()}>
        <View className='loans loan-list'>
          <StateView state={store.list.load} onRetry={() => store.list.fetch()} isEmpty={store.list.isEmpty} emptyText={empty}>
            {store.tab === 'confirm'
              ? store.repayments.items.map((r) => <RepaymentCard key={r.RepayNo} repayment={r} onClick={() => openRoute('expenseControl/RePaymentBillDetail', { repayNo: r.RepayNo })} />)
              : store.loans.items.map((loan) => (
                <LoanCard key={loan.LoanNo} loan={loan} onClick={(l) => openRoute(variant === 'bill' ? 'bill/LoanApplyBillDetail' : 'expenseControl/LoanApplyBillDetail', { loanNo: l.LoanNo })} />
              ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(LoanListScreen)
