import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { openRoute } from '../../shared/navigation'
import { FlightCard } from '../components/FlightCard'
import { flightRoute } from '../domain/flightRoutes'
import { discountText } from '../domain/listFilters'
import { useRebook } from '../hooks'
import '../components/flight.scss'

/** 改签航班 (rebook/modifyList): the day's flights of the same city pair; a flight opens its fares, a fare goes to the apply. */
function FlightRebookListScreen({ query }: ScreenProps) {
  const { root, rebook } = useRebook()
  const orderNo = orderNoOf(query)
  useShown(async () => {
    if (await rebook.start(orderNo)) await rebook.fetchFlights()
  })
  const segment = rebook.segment

  const choose = async (flightNo: string, fareId: string) => {
    const flight = rebook.flights.find((f) => f.FlightNo === flightNo)
    const fare = rebook.fares.find((f) => f.FareId === fareId)
    if (!flight || !fare) return
    if (fare.SeatsLeft === 0) return root.ui.toast('该舱位已售完')
    await rebook.chooseFare(flight, fare)
    if (rebook.quote && !rebook.quote.IsAllowed) return root.ui.toast(rebook.quote.Description)
    if (rebook.quote) openRoute(flightRoute('rebookApply'), { orderNo })
    else root.ui.toast(rebook.quoteLoad.errorMessage || '改签费用计算失败，请重试')
  }

  return (
    <PageLayout title='改签航班'>
      <PullToRefresh onRefresh={() => rebook.fetchFlights()}>
        <View className='flight-page'>
          {segment ? (
            <Text className='flight-notice'>
              {segment.DepartCityName} → {segment.ArriveCityName} · {rebook.date} {weekdayOfWire(rebook.date)} · 原航班 {segment.FlightNo} {segment.DepartTime.slice(11)}
            </Text>
          ) : null}
          <StateView state={rebook.listLoad} onRetry={() => void rebook.fetchFlights()} isEmpty={rebook.listLoad.isReady && rebook.flights.length === 0} emptyText='当天没有可改签的航班，请换个日期'>
            {rebook.flights.map((flight) => (
              <View key={flight.FlightNo}>
                <FlightCard flight={flight} onOpen={() => void rebook.openFlight(flight)} />
                {rebook.openFlightNo === flight.FlightNo ? (
                  <StateView state={rebook.seatLoad} onRetry={() => void rebook.openFlight(flight)} isEmpty={rebook.seatLoad.isReady && rebook.fares.length === 0} emptyText='暂无可售舱位'>
                    {rebook.fares.map((fare) => (
                      <View key={fare.FareId} className='flight-fare'>
                        <View className='flight-fare__head'>
                          <Text className='flight-fare__name'>{fare.CabinName} {fare.BookingClass}舱 · {discountText(fare.Discount)}</Text>
                          <Text className='flight-fare__price'>{formatFen(fare.PriceFen)}</Text>
                        </View>
                        <View className='flight-fare__actions'>
                          <Text className='flight-muted'>{fare.SeatsLeft > 0 ? (fare.SeatsLeft < 5 ? `仅剩${fare.SeatsLeft}张` : '有票') : '已售完'}{fare.IsOverStandard ? ' · 超标' : ''}</Text>
                          <AtButton type='primary' size='small' disabled={fare.SeatsLeft === 0 || rebook.quoteLoad.status === 'loading'} onClick={() => void choose(flight.FlightNo, fare.FareId)}>改签</AtButton>
                        </View>
                      </View>
                    ))}
                  </StateView>
                ) : null}
              </View>
            ))}
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(FlightRebookListScreen)
