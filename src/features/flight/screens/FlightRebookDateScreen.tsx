import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { todayWire, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { LinkRow } from '../components/Rows'
import { addWireDays } from '@domain/dates/wireDate'
import { useRebook } from '../hooks'
import '../components/flight.scss'

/** 改签日期 (rebook/modifyDate): the next two weeks at a tap, any later date through the picker. */
function FlightRebookDateScreen({ query }: ScreenProps) {
  const { rebook } = useRebook()
  const orderNo = orderNoOf(query)
  useShown(() => rebook.start(orderNo))
  const today = todayWire()
  const pick = (date: string) => {
    rebook.setDate(date)
    void Taro.navigateBack()
  }
  const days = Array.from({ length: 14 }, (_, i) => addWireDays(today, i))

  return (
    <PageLayout title='改签日期'>
      <StateView state={rebook.load} onRetry={() => void rebook.start(orderNo)} isEmpty={!orderNo} emptyText='缺少订单号'>
        <View className='flight-page'>
          <View className='flight-section'>
            <Text className='flight-section__title'>选择新的出发日期</Text>
            <View className='flight-chips'>
              {days.map((d) => (
                <Text key={d} className={`flight-chip${d === rebook.date ? ' flight-chip--on' : ''}`} onClick={() => pick(d)}>
                  {d.slice(5)} {weekdayOfWire(d)}
                </Text>
              ))}
            </View>
            <TravelDatePicker value={rebook.date || today} start={today} end={addWireDays(today, 365)} title='改签日期' onChange={(value) => pick(String(value))}>
              <LinkRow label='其他日期' value={`${rebook.date} ›`} />
            </TravelDatePicker>
          </View>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightRebookDateScreen)
