import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { distanceText } from '@domain/mileage/track'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createMileageApi } from '../api/mileageApi'
import { createMileageList } from '../stores/MileageListStore'
import '../components/mileage.scss'
import { fenToPrice } from '@domain/money/money'

/** 里程列表 (/pages/scgy/list): the member's private-car trips, newest first. */
function MileageListScreen() {
  const root = useStores()
  const list = useStore(() => createMileageList(createMileageApi(root.request)))
  useShown(() => list.fetch())
  useReachBottom(() => void list.loadMore())
  return (
    <PageLayout title='里程列表'>
      <PullToRefresh onRefresh={() => list.fetch()}>
        <View className='mileage-page'>
          <StateView state={list.load} onRetry={() => void list.fetch()} isEmpty={list.isEmpty} emptyText='暂无里程记录'>
            {list.items.map((r) => (
              <View key={r.MileageId} className='mileage-item' onClick={() => openRoute('scgy/detail', { mileageId: r.MileageId })}>
                <View className='mileage-item__head'>
                  <Text>{r.StartName}{r.EndName ? ` → ${r.EndName}` : ''}</Text>
                  <Text className='mileage-item__status'>{r.StatusText}</Text>
                </View>
                <Text className='mileage-item__meta'>{r.StartedAt.slice(0, 16).replace('T', ' ')} · {distanceText(r.DistanceM)}{r.Status === 'recording' ? '' : ` · ${fenToPrice(r.AmountFen)}`}</Text>
                {r.Purpose ? <Text className='mileage-item__meta'>{r.Purpose}</Text> : null}
              </View>
            ))}
            <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
          </StateView>
          <AtButton type='primary' className='mileage-button' onClick={() => openRoute('scgy/record')}>记录新行程</AtButton>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(MileageListScreen)
