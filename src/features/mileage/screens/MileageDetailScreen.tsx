import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { distanceText } from '@domain/mileage/track'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createMileageApi } from '../api/mileageApi'
import { TrackMap } from '../components/TrackMap'
import { rateText } from '../domain/trackView'
import { MileageDetailStore } from '../stores/MileageDetailStore'
import '../components/mileage.scss'
import { fenToPrice } from '@domain/money/money'

const timeText = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—')

/** 里程详情 (/pages/scgy/detail?mileageId=): one trip, its track, and turning it into an expense cost. */
function MileageDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new MileageDetailStore(createMileageApi(root.request), query.mileageId ?? '', () => createReqId(), (m) => root.ui.toast(m)))
  useShown(() => store.fetch())
  const d = store.detail
  return (
    <PageLayout title='里程详情'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='mileage-page'>
          <StateView state={store.load} onRetry={() => void store.fetch()}>
            {d ? (
              <View>
                <View onClick={() => openRoute('scgy/map-container', { mileageId: d.MileageId })}>
                  <TrackMap track={d.Track} isFinished={d.Status !== 'recording'} height={420} />
                </View>
                <Section title={d.StatusText}>
                  <InfoRow label='出发地' value={d.StartName} />
                  <InfoRow label='目的地' value={d.EndName || '—'} />
                  <InfoRow label='出行事由' value={d.Purpose || '—'} />
                  <InfoRow label='开始时间' value={timeText(d.StartedAt)} />
                  <InfoRow label='结束时间' value={timeText(d.FinishedAt)} />
                  <InfoRow label='行驶里程' value={distanceText(d.DistanceM)} />
                  <InfoRow label='补贴标准' value={rateText(d.AllowancePerKmFen)} />
                  <InfoRow label='补贴金额' value={fenToPrice(d.AmountFen)} emphasis />
                </Section>
                <Text className='mileage-link' onClick={() => openRoute('scgy/map-container', { mileageId: d.MileageId })}>查看轨迹</Text>
                {store.message ? <Text className='mileage-message'>{store.message}</Text> : null}
                {d.Status === 'finished' ? (
                  <AtButton type='primary' className='mileage-button' loading={store.isSaving} disabled={store.isSaving} onClick={() => void store.saveCost()}>生成报销费用</AtButton>
                ) : null}
                {d.Status === 'recording' ? <AtButton className='mileage-button' onClick={() => openRoute('scgy/record')}>回到记录中的行程</AtButton> : null}
              </View>
            ) : null}
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(MileageDetailScreen)
