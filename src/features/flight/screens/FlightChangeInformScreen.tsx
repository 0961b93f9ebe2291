import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { flightRoute } from '../domain/flightRoutes'
import { useFlight } from '../hooks'
import { FlightOrderStore } from '../stores/FlightOrderStore'
import '../components/flight.scss'

/** 航变通知 (order2.0/flight/flightChangeInform): each delayed or cancelled segment with accept, free rebook or free refund. */
function FlightChangeInformScreen({ query }: ScreenProps) {
  const { root, api } = useFlight()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new FlightOrderStore(orderNo, { api, createReqId: () => createReqId() }))
  useShown(() => store.fetch())
  const changed = (store.order?.Segments ?? []).filter((s) => s.ChangeNotice && s.SegmentStatus !== 'Refunded')
  const accept = async (seq: number) => {
    if (await store.acceptChange(seq)) root.ui.toast('已接受航变')
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  return (
    <PageLayout title='航变通知'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo || (store.load.isReady && changed.length === 0)} emptyText='您的航班暂无变动'>
        <View className='flight-page'>
          {changed.map((s) => (
            <View key={s.Seq} className='flight-section'>
              <Text className='flight-section__title'>{s.DepartCityName} → {s.ArriveCityName} {s.FlightNo}</Text>
              <Text className='flight-notice flight-change'>{s.ChangeNotice}</Text>
              <View><Text className='flight-muted'>原计划 {s.DepartTime} {s.DepartAirportName}{s.DepartTerminal}</Text></View>
              {s.ChangeAccepted ? (
                <View><Text className='flight-ok'>您已接受航变，仍可免费改签或退票</Text></View>
              ) : null}
              <View className='flight-fare__actions'>
                {s.ChangeAccepted ? <Text /> : <AtButton size='small' disabled={store.isActing} onClick={() => void accept(s.Seq)}>接受航变</AtButton>}
                <AtButton size='small' onClick={() => openRoute(flightRoute('rebook'), { orderNo, seq: String(s.Seq) })}>免费改签</AtButton>
                <AtButton type='primary' size='small' onClick={() => openRoute(flightRoute('refund'), { orderNo, seq: String(s.Seq) })}>免费退票</AtButton>
              </View>
            </View>
          ))}
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightChangeInformScreen)
