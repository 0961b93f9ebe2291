import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { flightTips } from '../domain/orderTips'
import { useFlight } from '../hooks'
import { FlightOrderStore } from '../stores/FlightOrderStore'
import '../components/flight.scss'

/** 温馨提示 (order/flightOrderDetail/flightTipDetail): airport, check-in close, documents and the order's own notes. */
function FlightTipScreen({ query }: ScreenProps) {
  const { api } = useFlight()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new FlightOrderStore(orderNo, { api, createReqId: () => createReqId() }))
  useShown(() => store.fetch())
  return (
    <PageLayout title='温馨提示'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {store.order ? (
          <View className='flight-page'>
            <View className='flight-section'>
              {flightTips(store.order).map((tip, i) => (
                <View key={i} className='flight-tip'><Text>{i + 1}. {tip}</Text></View>
              ))}
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightTipScreen)
