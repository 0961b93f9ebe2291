import type { FlightItem } from '@api/flight'
import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format'
import { discountText, durationText } from '../domain/listFilters'

/** One flight of the list: times, airports and terminals, duration, airline, aircraft, shared and stop marks, lowest fare. */
export function FlightCard({ flight, onOpen }: { flight: FlightItem; onOpen: () => void }) {
  return (
    <View className='flight-card' onClick={onOpen}>
      <View className='flight-card__main'>
        <View>
          <Text className='flight-card__time'>{flight.DepartTime.slice(11)}</Text>
          <Text className='flight-card__airport'>{flight.DepartAirportName}{flight.DepartTerminal}</Text>
        </View>
        <View className='flight-card__mid'>
          <Text>{durationText(flight.DurationMinutes)}</Text>
          <Text className='flight-card__airport'>{flight.StopCity ? `经停${flight.StopCity}` : '直飞'}</Text>
        </View>
        <View className='flight-card__end'>
          <Text className='flight-card__time'>{flight.ArriveTime.slice(11)}{flight.CrossDays > 0 ? `+${flight.CrossDays}` : ''}</Text>
          <Text className='flight-card__airport'>{flight.ArriveAirportName}{flight.ArriveTerminal}</Text>
        </View>
        <Text className='flight-card__price'>{formatFen(flight.LowestFareFen)}</Text>
      </View>
      <Text className='flight-card__meta'>
        {flight.AirlineName} {flight.FlightNo} · {flight.AircraftType}{flight.IsShared ? ` · 共享 实际承运${flight.OperatingFlightNo}` : ''} · 准点率{flight.OnTimeRate}% · {discountText(flight.LowestDiscount)}起
      </Text>
    </View>
  )
}
