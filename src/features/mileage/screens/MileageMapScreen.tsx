import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { distanceText } from '@domain/mileage/track'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMileageApi } from '../api/mileageApi'
import { TrackMap } from '../components/TrackMap'
import { MileageDetailStore } from '../stores/MileageDetailStore'
import '../components/mileage.scss'

/** 地图 (/pages/scgy/map-container?mileageId=): the trip's track on the map. */
function MileageMapScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new MileageDetailStore(createMileageApi(root.request), query.mileageId ?? '', () => '', (m) => root.ui.toast(m)))
  useShown(() => store.fetch())
  const d = store.detail
  return (
    <PageLayout title='行驶轨迹'>
      <View className='mileage-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={d !== null && d.Track.length === 0} emptyText='暂无轨迹'>
          {d ? (
            <View>
              <TrackMap track={d.Track} isFinished={d.Status !== 'recording'} height={1000} />
              <Text className='mileage-tip'>{d.StartName}{d.EndName ? ` → ${d.EndName}` : ''} · {distanceText(d.DistanceM)} · {d.Track.length}个定位点</Text>
            </View>
          ) : null}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(MileageMapScreen)
