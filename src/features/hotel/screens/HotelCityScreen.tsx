import { Text, View } from '@tarojs/components'
import type { HotelCity } from '@api/hotel'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { backOr } from '../../shared/navigation'
import { linkTo } from '@/routes/link'
import { HistoryChips, HotCityChips } from '../components/CityChips'
import { hotelRoute, lineOf, type HotelLine } from '../domain/hotelRoutes'
import { useSearchStore } from '../useSearchStore'
import '../components/hotel.scss'

/** 选择目的地 (hotel/destination, product2.0 and product3.0 destination/city): history, hot cities, A-Z, search. */
function HotelCityScreen({ variant }: ScreenProps<HotelLine>) {
  const line = lineOf(variant)
  const store = useSearchStore()
  useShown(() => store.fetchCities())
  const back = () => backOr(linkTo(hotelRoute('index', line)))
  const pick = (city: HotelCity) => {
    store.chooseCity(city)
    back()
  }
  const isSearching = store.cityKeyword.trim() !== ''

  return (
    <PageLayout title='选择目的地'>
      <View className='hotel-page'>
        <SearchBar
          value={store.cityKeyword}
          placeholder='城市名/拼音'
          onChange={(value) => store.setCityKeyword(value)}
          onSearch={() => undefined}
          onClear={() => store.setCityKeyword('')}
        />
        <StateView state={store.load} onRetry={() => void store.fetchCities()} isEmpty={isSearching && store.matchedCities.length === 0} emptyText='没有找到该城市'>
          {isSearching ? (
            <View className='hotel-section'>
              {store.matchedCities.map((city) => (
                <View key={city.CityCode} className='hotel-row' onClick={() => pick(city)}>
                  <Text>{city.CityName}</Text>
                </View>
              ))}
            </View>
          ) : (
            <View>
              <HistoryChips
                history={store.history}
                onPick={(entry) => {
                  store.chooseHistory(entry)
                  back()
                }}
                onClear={() => store.clearHistory()}
              />
              <HotCityChips cities={store.hotCities} currentCode={store.form.cityCode} onPick={pick} />
              {store.cityGroups.map((group) => (
                <View key={group.initial} className='hotel-section'>
                  <Text className='hotel-section__title'>{group.initial}</Text>
                  {group.cities.map((city) => (
                    <View key={city.CityCode} className='hotel-row' onClick={() => pick(city)}>
                      <Text>{city.CityName}</Text>
                    </View>
                  ))}
                </View>
              ))}
            </View>
          )}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelCityScreen)
