import type { BillApprovalTab } from '@api/expense'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { TabBar } from '@/shell/tabbar/TabBar'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { Tabs } from '@/ui/Tabs'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { BillCard } from '../components/BillCard'
import '../components/expense.scss'
import { approvalEmptyText, approvalTabsFor, kindChips, showsKind, type ApprovalKind } from '../domain/approvalTabs'
import { useState } from 'react'
import { BillListStore } from '../stores/BillListStore'
import { PayBatchStore } from '../stores/PayBatchStore'
import { PayBatch } from '../components/PayBatch'
import { saveServedFile } from '@/core/platform/savedFile'
import { todayWire } from '@/core/format/date'
import { expenseApiOf } from './useExpenseApi'
import { PendingApplicationsLink } from '../../travel-apply/public'
import { createLoanApprovals, LoanApprovals } from '../../loans/public/LoanApprovals'
import { createRepaymentApprovals, RepaymentApprovals } from '../../loans/public/RepaymentApprovals'

/**
 * 审批 of the new expense mode (expenseControl/approve/index, the 审批 tab): bills and loans (decision 0360)
 * waiting for the caller, decided by the caller and, for finance staff, approved ones to pay; order approvals
 * stay one tap away.
 */
function ExpenseApprovalScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = expenseApiOf(root)
  const tabs = approvalTabsFor(root.settings.IsFinancial)
  const store = useStore(() => {
    const list = new BillListStore<BillApprovalTab>((Tab, PageIndex, PageSize) => api.approvalBills({ Tab, PageIndex, PageSize }), tabs)
    const asked = tabs.find((t) => t.key === query.tab)
    if (asked) list.tab = asked.key
    return list
  })
  const loans = useStore(() => createLoanApprovals(root, store.tab))
  const batch = useStore(() => new PayBatchStore(api, saveServedFile, todayWire().slice(0, 7)))
  const batchPay = store.tab === 'payable' && !store.list.isEmpty
  // 还款确认 (issue 35 item 2): the cash repayments waiting for finance, on 待审批 beside bills and loans.
  const repayments = useStore(() => createRepaymentApprovals(root))
  const showsRepayments = store.tab === 'pending' && root.settings.IsFinancial
  const reload = () => Promise.all([store.fetch(), loans.fetch(), showsRepayments ? repayments.fetch() : true, root.client.refreshBadges()])
  const selectTab = (tab: BillApprovalTab) =>
    tab === store.tab ? undefined : Promise.all([store.selectTab(tab), loans.select(tab), tab === 'pending' && root.settings.IsFinancial ? repayments.fetch() : true])
  // Chips by kind on 待审批 (issue 35 item 5, decision 0700), counted as the badge is.
  const [kind, setKind] = useState<ApprovalKind>('all')
  const pendingTab = store.tab === 'pending'
  const chips = pendingTab ? kindChips(root.client.todoParts, root.settings.IsFinancial) : []
  const shows = (k: Exclude<ApprovalKind, 'all'>) => !pendingTab || showsKind(kind, k)
  const chosen = chips.find((c) => c.key === kind)
  useShown(reload)
  useReachBottom(() => void store.list.loadMore())

  return (
    <PageLayout title='审批' showsBack={false}>
      <View className='expense__tabs'>
        <Tabs tabs={tabs} current={store.tab} onSelect={(tab) => void selectTab(tab)} />
      </View>
      <PullToRefresh onRefresh={reload}>
        <View className='expense'>
          {chips.length > 0 ? (
            <View className='approval-kinds' role='radiogroup' aria-label='按类型筛选'>
              {chips.map((c) => (
                <View key={c.key} className={`approval-kinds__chip${c.key === kind ? ' approval-kinds__chip--on' : ''}`} role='radio' aria-checked={c.key === kind} onClick={() => setKind(c.key)}>
                  <Text>{`${c.label} ${c.count}`}</Text>
                </View>
              ))}
            </View>
          ) : null}
          {pendingTab && kind !== 'all' && chosen && chosen.count === 0 ? <Text className='expense-approval__none'>{`暂无待审批的${chosen.label}`}</Text> : null}
          {isLive('order3.0/approvalList') && shows('orders') ? (
            <Text className='expense__link expense-approval__orders' onClick={() => openRoute('order3.0/approvalList')}>
              订单审批{root.client.todoParts.Orders > 0 ? `（${root.client.todoParts.Orders} 条待审批）` : ''} 〉
            </Text>
          ) : null}
          {pendingTab && shows('applications') ? <PendingApplicationsLink /> : null}
          {store.tab === 'payable' ? (
            <Text className='expense__link expense-approval__consumption' onClick={() => openRoute('tripay/consumptionList')}>
              企业支付账单 〉
            </Text>
          ) : null}
          {showsRepayments && shows('repayments') ? <RepaymentApprovals store={repayments} /> : null}
          {shows('loans') ? <LoanApprovals store={loans} /> : null}
          {store.tab === 'payable' ? <PayBatch root={root} store={batch} showsBar={batchPay} onPaid={() => void reload()} /> : null}
          {shows('bills') ? (
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={kind === 'bills' && pendingTab ? store.list.isEmpty : store.list.isEmpty && loans.list.isEmpty && !(showsRepayments && !repayments.list.isEmpty)} emptyText={approvalEmptyText(tabs.find((t) => t.key === store.tab) ?? tabs[0], root.client.todoParts.Orders)}>
            {store.list.items.map((bill) => (
              <BillCard
                key={bill.BillNo}
                bill={bill}
                onOpen={(b) => openRoute('expenseControl/ReimbursementBillDetail', { billNo: b.BillNo })}
                pick={batchPay ? { on: batch.isSelected(bill.BillNo), onToggle: (b) => batch.toggle(b.BillNo) } : undefined}
              />
            ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
          ) : null}
        </View>
      </PullToRefresh>
      <FloatingHelp />
      <TabBar current='approval' />
    </PageLayout>
  )
}

export default observer(ExpenseApprovalScreen)
