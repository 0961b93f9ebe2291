import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { addDaysWire, todayWire, weekdayOfWire } from '@/core/format'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import type { TrafficSearchStore } from '../stores/TrafficSearchStore'

/** From ⇄ to and the date of the traffic pages; the page adds its own buttons. */
function SearchCardView({ store, children }: { store: TrafficSearchStore; children: ReactNode }) {
  const today = todayWire()
  const { from, to, date } = store.search
  return (
    <View className='traffic-card'>
      <View className='traffic-cities'>
        <Text className='traffic-cities__city traffic-from' onClick={() => store.startPicking('from')}>{from.name}</Text>
        <Text className='traffic-cities__swap' onClick={() => store.swap()}>⇄</Text>
        <Text className='traffic-cities__city traffic-cities__city--to traffic-to' onClick={() => store.startPicking('to')}>{to.name}</Text>
      </View>
      <TravelDatePicker value={date} start={today} end={addDaysWire(today, 365)} title='出发日期' onChange={(value) => store.setDate(String(value))}>
        <View className='traffic-row'>
          <Text className='traffic-row__label'>出发日期</Text>
          <Text>{date} {weekdayOfWire(date)}</Text>
        </View>
      </TravelDatePicker>
      <View className='traffic-actions'>{children}</View>
    </View>
  )
}

export const SearchCard = observer(SearchCardView)
