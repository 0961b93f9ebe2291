import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { todayWire } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { KeptNotice } from '@/ui/KeptNotice'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { refreshUserInfos } from '../../shared/session/refreshUserInfos'
import { CostCard } from '../components/CostCard'
import QueuedCosts from '../components/QueuedCosts'
import { costDraftQueue } from '../offline/costDraftQueue'
import '../components/expense.scss'
import { CostListStore } from '../stores/CostListStore'
import { AccountBookChart } from '../components/AccountBookChart'
import { TripOffers } from '../components/TripOffers'
import { AccountBookStatsStore } from '../stores/AccountBookStatsStore'
import { TripOfferStore } from '../stores/TripOfferStore'
import { expenseApiOf, invoiceApiOf } from './useExpenseApi'

/** 我的记账本 (expenseControl/costList) and 记账本 (bill/accountBook): costs by month with the month's total. */
function CostListScreen({ variant, query }: ScreenProps<'expense' | 'bill'>) {
  const root = useStores()
  const store = useStore(() => new CostListStore(expenseApiOf(root), todayWire(), root.offline))
  const offers = useStore(() => new TripOfferStore(invoiceApiOf(root)))
  const stats = useStore(() => new AccountBookStatsStore(invoiceApiOf(root), Number(todayWire().slice(0, 4))))
  // hasSubsidyPermission is client state, kept in memory only: a reload or a direct open asks for it (issue 35).
  useShown(() => Promise.all([store.fetch(), offers.fetch(), stats.fetch(), root.client.hasSubsidyPermission || refreshUserInfos(root)]))
  // Costs recorded offline are sent from here too, and the month reloads as each one arrives.
  useEffect(() => {
    void root.outbox.restore()
    costDraftQueue(root, expenseApiOf(root))
    return reaction(() => root.outbox.sentCount, () => void Promise.all([store.fetch(), stats.fetch()]))
  }, [root, store, stats])
  // Opened for the chart (查看图表 on 我的记账本 in the mini-programs, decision 0471): the statistics come into view.
  const chartShown = query.stats === '1' && stats.data !== null
  useEffect(() => {
    if (chartShown) void Taro.pageScrollTo({ selector: '.stats', duration: 300 }).catch(() => undefined)
  }, [chartShown])
  const draft = async (applyNo: string) => {
    const billNo = await offers.draft(applyNo)
    if (!billNo) return
    root.ui.toast('已生成报销单，请核对后提交')
    openRoute(variant === 'bill' ? 'bill/CreateReimbursementBill' : 'expenseControl/CreateReimbursementBill', { billNo })
    void store.fetch()
  }

  return (
    <PageLayout title={variant === 'bill' ? '记账本' : '我的记账本'}>
      <PullToRefresh onRefresh={() => Promise.all([store.fetch(), offers.fetch(), stats.fetch()])}>
        <View className='expense'>
          <View className='expense__month'>
            <Text className='expense__month-arrow' onClick={() => void store.shift(-1)}>〈</Text>
            <View>
              <Text>{store.title}</Text>
              <Text className='expense__total'> 合计 {formatFen(store.totalFen)}</Text>
            </View>
            <Text className='expense__month-arrow' onClick={() => void store.shift(1)}>〉</Text>
          </View>
          <TripOffers store={offers} onDraft={(applyNo) => void draft(applyNo)} />
          <View className='expense__links'>
            <Text className='expense__link cost-list__import' onClick={() => openRoute(variant === 'bill' ? 'bill/accountBookImport' : 'expenseControl/accountBookImport')}>
              导入订单
            </Text>
            {root.client.hasSubsidyPermission ? (
              <Text className='expense__link cost-list__subsidy' onClick={() => openRoute('bill/travel-subsidy/my-travel-subsidy')}>
                出差补贴
              </Text>
            ) : null}
          </View>
          <KeptNotice savedAt={store.keptAt} />
          <QueuedCosts outbox={root.outbox} />
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.isEmpty} emptyText='本月还没有记账'>
            {store.costs.map((cost) => (
              <CostCard key={cost.CostId} cost={cost} onClick={() => openRoute('expenseControl/editCost', { costId: cost.CostId })} />
            ))}
          </StateView>
          {store.actionError ? <Text className='expense__error'>{store.actionError}</Text> : null}
          <AccountBookChart store={stats} />
        </View>
      </PullToRefresh>
      <View className='expense__bar'>
        <AtButton className='expense__bar-button' type='secondary' onClick={() => openRoute('expenseControl/editCost')}>
          记一笔
        </AtButton>
        <AtButton className='expense__bar-button' type='primary' onClick={() => openRoute('expenseControl/CreateReimbursementBill')}>
          新建报销单
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(CostListScreen)
