import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { BottomSheet } from '@/ui/BottomSheet'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import type { TrafficSearchStore } from '../stores/TrafficSearchStore'

/** The city picker of the traffic pages: hot cities, or the cities matching a name, pinyin or IATA code. */
function CitySheetView({ store }: { store: TrafficSearchStore }) {
  return (
    <BottomSheet isOpened={store.picking !== null} title={store.picking === 'to' ? '选择到达城市' : '选择出发城市'} onClose={() => store.stopPicking()}>
      <SearchBar value={store.keyword} placeholder='城市名/拼音/三字码' onChange={(v) => store.setKeyword(v)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
      <StateView state={store.citiesLoad} onRetry={() => void store.fetchCities()} isEmpty={store.matches.length === 0} emptyText='没有找到该城市'>
        <View className='traffic-sheet__list'>
          {store.keyword ? null : <Text className='traffic-note'>热门城市</Text>}
          {store.matches.map((city) => (
            <Text key={city.CityCode} className='traffic-sheet__city' onClick={() => store.pick(city)}>
              {city.CityName}
            </Text>
          ))}
        </View>
      </StateView>
    </BottomSheet>
  )
}

export const CitySheet = observer(CitySheetView)
