import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { todayWire, weekdayOfWire } from '@/core/format'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { CarFlightStore } from '../stores/CarFlightStore'

const dayLabel = (date: string, today: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日 ${date === today ? '今天' : weekdayOfWire(date)}`
const clock = (wall: string) => `${Number(wall.slice(5, 7))}月${Number(wall.slice(8, 10))}日 ${wall.slice(11, 16)}`

/** 接机/送机 by flight (decision 0740): number, departure date, the flights found; the chosen one is marked. */
function FlightRidePanelView({ store }: { store: CarFlightStore }) {
  const today = todayWire()
  const dates = CarFlightStore.dates(today)
  const isPickup = store.map.mainInfo.useTypeItem.useType === 3
  const chosen = store.map.flight
  return (
    <View className='car-flight'>
      <View className='car-flight__ask'>
        <Input
          className='car-input car-flight__no'
          value={store.flightNo}
          maxlength={10}
          placeholder={isPickup ? '请输入航班号，如MU5101' : '航班号（选填），如MU5101'}
          onInput={(e) => store.setFlightNo(e.detail.value)}
          onConfirm={() => void store.search()}
        />
        <DateTimePicker mode='selector' range={dates.map((d) => dayLabel(d, today))} value={Math.max(0, dates.indexOf(store.date))} title='航班起飞日期'
          onChange={(value) => store.setDate(dates[Number(value)] ?? today)}>
          <Text className='car-flight__date'>{dayLabel(store.date, today)}起飞</Text>
        </DateTimePicker>
        <AtButton size='small' className='car-flight__search' loading={store.load.status === 'loading'} onClick={() => void store.search()}>查询</AtButton>
      </View>
      {store.hasSearched && store.flights.length === 0 ? <Text className='car-tip'>未查到该航班，请核对航班号和起飞日期</Text> : null}
      {store.flights.map((f) => (
        <View key={`${f.FlightNo}${f.DepartAirport}`} className={`car-flight__card${chosen?.FlightNo === f.FlightNo && chosen.Place.Name === f.Place.Name ? ' car-flight__card--on' : ''}`} onClick={() => store.choose(f)}>
          <Text className='car-flight__title'>
            {f.FlightNo} {f.DepartCityName} → {f.ArriveCityName}
            <Text className={`car-flight__status car-flight__status--${f.Status}`}> {f.StatusText}</Text>
          </Text>
          <Text className='car-status__sub'>
            {f.DepartAirport} {clock(f.DepartTime)}起飞 · {f.ArriveAirport} {clock(f.ArriveTime)}到达
          </Text>
          {f.Status === 'delayed' ? <Text className='car-tip'>计划{clock(isPickup ? f.ScheduledArriveTime : f.ScheduledDepartTime)}，{f.Notice}</Text> : null}
        </View>
      ))}
    </View>
  )
}

export const FlightRidePanel = observer(FlightRidePanelView)
