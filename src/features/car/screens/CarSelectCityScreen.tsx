import type { CarCity } from '@api/car'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useStores } from '@/stores/context'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { carApiOf, carMapOf } from '../stores/carFlow'
import { CityListStore } from '../stores/CityListStore'
import '../components/car.scss'

/** 选择城市 (index2.0/carIndex/selectCity?placeType=): the served cities by pinyin; the pick-up moves there (1) or the destination is searched there (2). */
function CarSelectCityScreen({ query }: ScreenProps) {
  const root = useStores()
  const map = carMapOf(root)
  const store = useStore(() => new CityListStore(carApiOf(root)))
  useShown(() => store.fetch())
  const placeType = query.placeType === '1' ? 1 : 2
  const current = map.searchCity?.CityName ?? map.startPlaceInfo?.CityName ?? ''
  const choose = (city: CarCity) => {
    map.setSearchCity({ CityCode: city.CityCode, CityName: city.CityName })
    if (placeType === 1) void map.locate({ lon: city.Longitude, lat: city.Latitude }, 3)
    void Taro.navigateBack()
  }
  return (
    <PageLayout title='选择城市'>
      <View className='car-page'>
        <SearchBar value={store.keyword} placeholder='城市名或拼音' onChange={(v) => store.setKeyword(v)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
        {current ? <Text className='car-list-item__meta car-list-hint'>当前城市：{current}</Text> : null}
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.groups.length === 0} emptyText='没有找到该城市，暂未开通用车服务'>
          {store.groups.map((group) => (
            <View key={group.letter}>
              <Text className='car-city-letter'>{group.letter}</Text>
              {group.cities.map((city) => (
                <View key={city.CityCode} className='car-list-item' onClick={() => choose(city)}>
                  <Text className='car-list-item__name'>{city.CityName}</Text>
                </View>
              ))}
            </View>
          ))}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(CarSelectCityScreen)
