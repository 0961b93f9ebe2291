import type { Poi } from '@api/car'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { CAR_ROUTES } from '../domain/carRoutes'
import { DEFAULT_CITY } from '../domain/carDefaults'
import { carApiOf, carMapOf } from '../stores/carFlow'
import { PlaceSearchStore } from '../stores/PlaceSearchStore'
import '../components/car.scss'

const distanceText = (m: number | null) => (m === null ? '' : m >= 1000 ? `${(m / 1000).toFixed(1)}km` : `${m}m`)

/** 选择地点 (index3.0 and index2.0 carIndex/selectPlace): search a place of the city; placeType 1 sets the pick-up, 2 the destination. */
function CarSelectPlaceScreen({ query }: ScreenProps<'v2' | 'v3'>) {
  const root = useStores()
  const map = carMapOf(root)
  const placeType = query.placeType === '1' ? 1 : 2
  const city = map.searchCity ?? (query.cityCode ? null : map.startPlaceInfo) ?? null
  const cityCode = city?.CityCode || query.cityCode || DEFAULT_CITY.CityCode
  const store = useStore(() => new PlaceSearchStore(carApiOf(root), cityCode, map.startLocation))
  useShown(() => store.setCity(map.searchCity?.CityCode ?? ''))
  const [keyword, setKeyword] = useState('')
  const choose = (poi: Poi) => {
    map.setPlace(placeType, { Name: poi.Name, Address: poi.Address, CityCode: poi.CityCode, CityName: poi.CityName, Longitude: poi.Longitude, Latitude: poi.Latitude })
    void Taro.navigateBack()
  }
  return (
    <PageLayout title={placeType === 1 ? '选择上车地点' : '选择目的地'}>
      <View className='car-page'>
        <Text className='car-list-item__meta car-list-hint' onClick={() => openRoute(CAR_ROUTES.selectCity[0], { placeType: String(placeType) })}>
          {city?.CityName ?? DEFAULT_CITY.CityName} · 切换城市
        </Text>
        <SearchBar value={keyword} placeholder={placeType === 1 ? '从哪儿上车' : '你要去哪儿'} onChange={(v) => { setKeyword(v); void store.search(v) }}
          onSearch={() => void store.search(keyword)} onClear={() => { setKeyword(''); store.clear() }} />
        {store.keyword ? (
          <StateView state={store.load} onRetry={() => void store.search(keyword)} isEmpty={store.pois.length === 0} emptyText='没有找到相关地点'>
            {store.pois.map((poi) => (
              <View key={poi.Name} className='car-list-item' onClick={() => choose(poi)}>
                <Text className='car-list-item__name'>{poi.Name}</Text>
                <Text className='car-list-item__meta'>{[poi.Category, poi.Address, distanceText(poi.Distance)].filter(Boolean).join(' · ')}</Text>
              </View>
            ))}
          </StateView>
        ) : (
          <Text className='car-list-item__meta car-list-hint'>输入地点名称搜索，如 火车站、机场、人民广场</Text>
        )}
      </View>
    </PageLayout>
  )
}

export default observer(CarSelectPlaceScreen)
