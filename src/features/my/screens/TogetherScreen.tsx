import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { fetchTogether } from '../api/togetherApi'
import { RecordRow } from '../components/RecordRow'
import { ValueStore } from '../../shared/stores/ValueStore'
import '../components/my.scss'

const period = (start: string, end: string | null) => (end ? `${formatShanghai(start, 'MM-DD')} 至 ${formatShanghai(end, 'MM-DD')}` : formatShanghai(start, 'MM-DD HH:mm'))

/** 同行: for each coming trip, the colleagues in the same city at the same time. */
function TogetherScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new ValueStore(() => fetchTogether(root.request), '同行信息加载失败'))
  useShown(() => store.fetch())
  const trips = store.value?.Trips ?? []
  return (
    <PageLayout title='同行同事'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={trips.length === 0} emptyText='近期没有同行的同事'>
          {trips.map((trip) => (
            <Section key={trip.OrderNo} title={`${trip.ArrivalCityName} · ${period(trip.StartTime, trip.EndTime)}`}>
              <Text className='my-notice'>
                我的行程：{productTypeInfo(trip.ProductType).name} {trip.Title}
              </Text>
              <View>
                {trip.Companions.map((c, index) => (
                  <RecordRow key={`${c.MemberName}-${index}`} title={c.MemberName} meta={`${productTypeInfo(c.ProductType).name} · ${c.Title}`} value={period(c.StartTime, c.EndTime)} />
                ))}
              </View>
            </Section>
          ))}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(TogetherScreen)
