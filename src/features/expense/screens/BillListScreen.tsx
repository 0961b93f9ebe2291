import type { BillListTab } from '@api/expense'
import { View } from '@tarojs/components'
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
import { Tabs } from '@/ui/Tabs'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { BillCard } from '../components/BillCard'
import '../components/expense.scss'
import { BillListStore, type BillTab } from '../stores/BillListStore'
import { expenseApiOf } from './useExpenseApi'

const TABS: readonly BillTab<BillListTab>[] = [
  { key: 'all', title: '全部', empty: '暂无报销单' },
  { key: 'approving', title: '审批中', empty: '暂无审批中的报销单' },
  { key: 'approved', title: '待支付', empty: '暂无待支付的报销单' },
  { key: 'paid', title: '已支付', empty: '暂无已支付的报销单' },
  { key: 'returned', title: '草稿/退回', empty: '暂无草稿或退回的报销单' },
]

/** 报销单列表 (expenseControl/expenseBillList) and 单据列表 (bill/billList): the member's bills by status, pull to refresh. */
function BillListScreen({ variant }: ScreenProps<'expense' | 'bill'>) {
  const root = useStores()
  const api = expenseApiOf(root)
  const store = useStore(() => new BillListStore<BillListTab>((Tab, PageIndex, PageSize) => api.bills({ Tab, PageIndex, PageSize }), TABS))
  useShown(() => store.fetch())
  useReachBottom(() => void store.list.loadMore())

  return (
    <PageLayout title={variant === 'bill' ? '单据列表' : '报销单列表'}>
      <View className='expense__tabs'>
        <Tabs tabs={TABS} current={store.tab} onSelect={(tab) => void store.selectTab(tab)} />
      </View>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense'>
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={store.emptyText}>
            {store.list.items.map((bill) => (
              <BillCard key={bill.BillNo} bill={bill} onOpen={(b) => openRoute(b.Kind === 'corporate' ? 'bill/CorporateReimbursementBill/detail' : 'expenseControl/ReimbursementBillDetail', { billNo: b.BillNo })} />
            ))}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
      <View className='expense__bar'>
        <AtButton className='expense__bar-button' type='secondary' onClick={() => openRoute('expenseControl/costList')}>
          记账本
        </AtButton>
        <AtButton className='expense__bar-button bill-list__corporate' type='secondary' onClick={() => openRoute('bill/CorporateReimbursementBill/create')}>
          对公报销
        </AtButton>
        <AtButton className='expense__bar-button' type='primary' onClick={() => openRoute('expenseControl/CreateReimbursementBill')}>
          新建报销单
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(BillListScreen)
