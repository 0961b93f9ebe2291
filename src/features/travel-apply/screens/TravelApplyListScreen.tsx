import type { TravelApplySummary } from '@api/travelApply'
import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton, AtSegmentedControl } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import '@/ui/taroUi/segmented-control.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { BottomSheet } from '@/ui/BottomSheet'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { TravelApplyCard } from '../components/TravelApplyCard'
import { detailRouteOf, LIST_TABS } from '../domain/travelApplyForm'
import { TravelApplyListStore } from '../stores/TravelApplyListStore'
import '../components/travelApply.scss'

/**
 * 出差申请单: my applications, those waiting for my approval and those I decided; pull down to refresh.
 * Variants: 'mine' (my/tripApplicationList), 'apply' (bill/tripApply, the 出差申请 entry), 'expense'
 * (expenseControl/travelApplyBill).
 */
function TravelApplyListScreen({ query, variant }: ScreenProps<'mine' | 'apply' | 'expense'>) {
  const root = useStores()
  const store = useStore(() => new TravelApplyListStore(createTravelApplyApi(root.request), query.tab))
  useShown(() => store.fetch())
  useReachBottom(() => void store.list.loadMore())
  const detailRoute = variant === 'expense' ? 'expenseControl/travelApplyDetail' : 'bill/travelApply/detail'
  const open = (item: TravelApplySummary) => openRoute(detailRouteOf(item, detailRoute), { applyNo: item.ApplyNo })
  const [isCreating, setCreating] = useState(false)
  const create = async (kind: 'travel' | 'daily') => {
    setCreating(false)
    openRoute(kind === 'daily' ? 'bill/dailyApply/create' : await store.travelFormRoute())
  }

  return (
    <PageLayout title={variant === 'apply' ? '出差申请' : '出差申请单'}>
      <View className='travel-apply-tabs'>
        <AtSegmentedControl
          values={LIST_TABS.map((tab) => tab.title)}
          current={Math.max(0, LIST_TABS.findIndex((tab) => tab.key === store.tab))}
          onClick={(index: number) => void store.selectTab(LIST_TABS[index].key)}
        />
      </View>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={store.emptyText}>
          <Rows items={store.list.items} onOpen={open} />
          <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
        </StateView>
      </PullToRefresh>
      <Text className='travel-apply-create' onClick={() => setCreating(true)}>
        + 新建申请
      </Text>
      <BottomSheet isOpened={isCreating} title='新建申请' onClose={() => setCreating(false)}>
        <View className='travel-apply-kinds'>
          <AtButton type='primary' onClick={() => void create('travel')}>
            出差申请
          </AtButton>
          <AtButton type='secondary' onClick={() => void create('daily')}>
            日常申请
          </AtButton>
        </View>
      </BottomSheet>
    </PageLayout>
  )
}

const Rows = observer(function Rows({ items, onOpen }: { items: TravelApplySummary[]; onOpen: (item: TravelApplySummary) => void }) {
  return (
    <View>
      {items.map((item) => (
        <TravelApplyCard key={item.ApplyNo} item={item} onOpen={onOpen} />
      ))}
    </View>
  )
})

export default observer(TravelApplyListScreen)
