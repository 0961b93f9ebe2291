import { Text, View } from '@tarojs/components'
import type { HotelCity } from '@api/hotel'
import { historyLabel, type HotelHistoryEntry } from '../domain/cities'

type HistoryProps = { history: HotelHistoryEntry[]; onPick: (entry: HotelHistoryEntry) => void; onClear: () => void }

/** 搜索历史 chips with 清除. */
export function HistoryChips({ history, onPick, onClear }: HistoryProps) {
  if (history.length === 0) return null
  return (
    <View className='hotel-section'>
      <View className='hotel-row'>
        <Text className='hotel-section__title'>搜索历史</Text>
        <Text className='hotel-row__value' onClick={onClear}>
          清除
        </Text>
      </View>
      <View className='hotel-chips'>
        {history.map((entry) => (
          <Text key={`${entry.cityCode}|${entry.keyword}`} className='hotel-chip' onClick={() => onPick(entry)}>
            {historyLabel(entry)}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** 热门城市 chips. */
export function HotCityChips({ cities, currentCode, onPick }: { cities: HotelCity[]; currentCode: string; onPick: (city: HotelCity) => void }) {
  if (cities.length === 0) return null
  return (
    <View className='hotel-section'>
      <Text className='hotel-section__title'>热门城市</Text>
      <View className='hotel-chips'>
        {cities.map((city) => (
          <Text key={city.CityCode} className={`hotel-chip${city.CityCode === currentCode ? ' hotel-chip--on' : ''}`} onClick={() => onPick(city)}>
            {city.CityName}
          </Text>
        ))}
      </View>
    </View>
  )
}
