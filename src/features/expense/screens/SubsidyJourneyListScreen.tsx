import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createSubsidyApi } from '../api/subsidyApi'
import '../components/expense.scss'
import '../components/subsidy.scss'
import { tierText } from '../domain/subsidyText'
import { SubsidyJourneyListStore } from '../stores/SubsidyJourneyStore'

/** 行程列表 (bill/subsidy-v3/journey-list): finished trips; one opens its orders to time the subsidy. */
function SubsidyJourneyListScreen(_: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new SubsidyJourneyListStore(createSubsidyApi(root.request)))
  useShown(() => store.fetch())

  return (
    <PageLayout title='选择行程'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='expense'>
          <Text className='expense__card-sub subsidy__hint'>选择一次已结束的出差，按其订单和日期计算补贴</Text>
          <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.items.length === 0} emptyText='暂无已结束的出差行程'>
            {store.items.map((j) => (
              <View key={j.ApplyNo} className='expense__card subsidy__trip' onClick={() => openRoute('bill/subsidy-v3/product-list', { applyNo: j.ApplyNo })}>
                <View className='expense__card-main'>
                  <Text className='expense__card-title'>{j.CityName} · {j.Reason}</Text>
                  <Text className='expense__card-sub'>{j.StartDate} 至 {j.EndDate} · {j.OrderCount}张机票/火车票</Text>
                  <Text className='expense__card-sub'>{tierText(j.CityTier)} · 每天{formatFen(j.DailyFen)}</Text>
                </View>
                <Text className='expense__amount'>{j.UnclaimedFen > 0 ? `可申领${formatFen(j.UnclaimedFen)}` : '已申领'}</Text>
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(SubsidyJourneyListScreen)
