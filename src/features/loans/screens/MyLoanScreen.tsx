import type { LoanSummary } from '@api/loans'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { DocumentStore, PagedList } from '../../orders/public'
import { isOn } from '../../shared/domain/flags'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createLoansApi } from '../api/loansApi'
import { LoanCard } from '../components/LoanCard'
import { Ledger } from '../components/Ledger'
import '../components/loans.scss'
import { PICK_PAGE_SIZE } from '../stores/SearchListStore'

/** 我的借款 (bill/myLoan, expenseControl/myLoan): the balance that reconciles, the caller's loans, apply and repay. */
function MyLoanScreen({ variant }: ScreenProps<'bill' | 'expense'>) {
  const root = useStores()
  const api = createLoansApi(root.request)
  const balance = useStore(() => new DocumentStore(() => api.balance(), '借款余额加载失败'))
  const list = useStore(() => new PagedList<LoanSummary>(async (PageIndex, PageSize) => {
    const data = await api.loans({ Tab: 'mine', PageIndex, PageSize })
    return { items: data.Items, total: data.Total }
  }, (l) => l.LoanNo, PICK_PAGE_SIZE, '借款单加载失败'))
  const refresh = async () => (await Promise.all([balance.fetch(), list.fetch()])).every(Boolean)
  useShown(() => refresh())
  useReachBottom(() => void list.loadMore())
  const bill = variant === 'bill'
  const b = balance.data
  const reviewer = isOn(root.settings.IsApprover) || isOn(root.settings.IsFinancial)

  return (
    <PageLayout title='我的借款'>
      <PullToRefresh onRefresh={refresh}>
        <View className='loans my-loan'>
          <StateView state={balance.load} onRetry={() => balance.fetch()}>
            {b ? <Ledger title={`待还借款（${b.OpenCount} 笔）`} outstandingFen={b.OutstandingFen} paidOutFen={b.PaidOutFen} repaidFen={b.RepaidFen} offsetFen={b.OffsetFen} pendingFen={b.PendingFen} /> : null}
          </StateView>
          {reviewer ? (
            <Text className='loans__link my-loan__review' onClick={() => openRoute(bill ? 'bill/loanBillList' : 'expenseControl/loanBillList', { tab: isOn(root.settings.IsApprover) ? 'pending' : 'payable' })}>
              借款审批与支付 〉
            </Text>
          ) : null}
          <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='暂无借款单'>
            {list.items.map((loan) => (
              <LoanCard key={loan.LoanNo} loan={loan} onClick={(l) => openRoute(bill ? 'bill/LoanApplyBillDetail' : 'expenseControl/LoanApplyBillDetail', { loanNo: l.LoanNo })} />
            ))}
            <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
      <View className='loans__bar'>
        <AtButton className='loans__bar-button' type='secondary' disabled={!b || b.AvailableFen <= 0} onClick={() => openRoute(bill ? 'bill/repaymentApplication/edit' : 'expenseControl/CreateRepayBill')}>
          还款
        </AtButton>
        <AtButton className='loans__bar-button' type='primary' onClick={() => openRoute(bill ? 'bill/CreateLoanApplyBill' : 'expenseControl/CreateLoanApplyBill')}>
          借款申请
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(MyLoanScreen)
