import type { FlightFare } from '@api/flight'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { describeTiers } from '@domain/flight/fareRules'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { FlightCard } from '../components/FlightCard'
import { flightRoute, lineOf, type FlightLine } from '../domain/flightRoutes'
import { discountText } from '../domain/listFilters'
import { useFlight } from '../hooks'
import { FlightCabinStore } from '../stores/FlightCabinStore'
import '../components/flight.scss'

/** 选择舱位 (flight, product2.0/3.0 and national_flight detail): every cabin and fare with baggage, meal, 退改签 and the standard. */
function FlightCabinScreen({ variant, query }: ScreenProps<'v1' | 'v2' | 'v3' | 'intl'>) {
  const line: FlightLine = lineOf(variant)
  const { root, flow, api } = useFlight()
  const params = query.flightNo && query.date && query.from && query.to
    ? { FlightNo: query.flightNo, DepartDate: query.date, DepartCityCode: query.from, ArriveCityCode: query.to }
    : null
  const store = useStore(() => new FlightCabinStore(api, params))
  useShown(() => store.fetch())
  const data = store.data

  const book = (fare: FlightFare) => {
    if (!data || !params) return
    const next = flow.choose({ flight: data.Flight, fare, departCityCode: params.DepartCityCode, arriveCityCode: params.ArriveCityCode, date: params.DepartDate })
    if (next === 'returnList') {
      openRoute(flightRoute(flow.form.isInternational ? 'listBack' : 'list', flow.form.isInternational ? 'intl' : line), {})
      return
    }
    const page = flow.form.isInternational ? 'writeInternational' : flow.form.isRoundTrip ? 'writeRoundTrip' : 'writeOneWay'
    openRoute(flightRoute(page, line))
  }

  return (
    <PageLayout title='选择舱位'>
      <View className='flight-page'>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!params || (store.load.isReady && (data?.Fares.length ?? 0) === 0)} emptyText='航班信息已失效，请重新查询'>
          {data ? (
            <View>
              <FlightCard flight={data.Flight} onOpen={() => undefined} />
              {data.StandardText ? <Text className='flight-notice'>{data.StandardText}</Text> : null}
              {data.Fares.map((fare) => (
                <View key={fare.FareId} className='flight-fare'>
                  <View className='flight-fare__head'>
                    <Text className='flight-fare__name'>{fare.CabinName} {fare.BookingClass}舱 · {discountText(fare.Discount)}</Text>
                    <Text className='flight-fare__price'>{formatFen(fare.PriceFen)}</Text>
                  </View>
                  <Text className='flight-fare__line'>
                    托运行李{fare.BaggageKg}kg · 餐食：{fare.Meal} · 税费{formatFen(fare.TaxFen)}{fare.IsProtocol ? ' · 协议价' : ''} · {fare.SeatsLeft > 0 ? (fare.SeatsLeft < 5 ? `仅剩${fare.SeatsLeft}张` : '有票') : '已售完'}
                  </Text>
                  {fare.IsOverStandard ? <Text className='flight-over'>超标：{fare.OverStandardText}</Text> : data.StandardText ? <Text className='flight-ok'>符合差标</Text> : null}
                  {store.openRulesOf === fare.FareId ? (
                    <View className='flight-fare__rules'>
                      <Text>退票：{describeTiers(fare.Rules.Refund).join('；')}</Text>
                      <View><Text>改期：{describeTiers(fare.Rules.Change).join('；')}</Text></View>
                      <View><Text>签转：{fare.Rules.Text}；起飞后不可退改</Text></View>
                    </View>
                  ) : null}
                  <View className='flight-fare__actions'>
                    <Text className='flight-muted' onClick={() => store.toggleRules(fare.FareId)}>退改签规则 {store.openRulesOf === fare.FareId ? '▲' : '▼'}</Text>
                    <AtButton type='primary' size='small' disabled={fare.SeatsLeft === 0} onClick={() => (fare.SeatsLeft > 0 ? book(fare) : root.ui.toast('该舱位已售完'))}>
                      {flow.form.isRoundTrip && flow.leg === 'go' ? '选为去程' : '预订'}
                    </AtButton>
                  </View>
                </View>
              ))}
            </View>
          ) : null}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(FlightCabinScreen)
