import type { TravelCity } from '@api/subsidy'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createTravelApplyApi } from '../api/travelApplyApi'
import { cityNote } from '../domain/travelCities'
import { travelCitySession } from '../public/travelCity'
import { TravelCityStore } from '../stores/TravelCityStore'
import '../components/travelApply.scss'

function CityRow({ city, isSelected, note, onPick }: { city: TravelCity; isSelected: boolean; note: string; onPick: (city: TravelCity) => void }) {
  return (
    <View className={`travel-city-row${isSelected ? ' travel-city-row--on' : ''}`} onClick={() => onPick(city)}>
      <Text className='travel-city-row__name'>{city.CityName}</Text>
      <Text className='travel-city-row__note'>{`${city.ProvinceName} · ${note}`}</Text>
    </View>
  )
}

/** 选择出差城市 (bill/travelCity): hot cities, A-Z, search by name, pinyin or province; each with its tier and subsidy. */
function TravelCityScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new TravelCityStore(createTravelApplyApi(root.request)))
  useShown(() => (store.data ? undefined : store.fetch()))
  const request = travelCitySession(root).request
  const selected = request?.selected ?? query.selected ?? ''
  const pick = (city: TravelCity) => {
    travelCitySession(root).answer(city)
    void Taro.navigateBack()
  }
  const row = (city: TravelCity) => (
    <CityRow key={city.CityName} city={city} isSelected={city.CityName === selected} note={cityNote(city, store.dailyFenByTier, formatFen)} onPick={pick} />
  )

  return (
    <PageLayout title={request?.title ?? '选择出差城市'}>
      <SearchBar value={store.keyword} placeholder='城市名/拼音/省份' onChange={(v) => store.setKeyword(v)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.isSearching && store.matched.length === 0} emptyText='没有找到该城市'>
        {store.isSearching ? (
          <View className='travel-city-section'>
            {store.matched.map(row)}
          </View>
        ) : (
          <View>
            {store.hot.length ? (
              <View className='travel-city-section'>
                <Text className='travel-city-section__title'>热门城市</Text>
                <View className='travel-apply-chips'>
                  {store.hot.map((city) => (
                    <Text key={city.CityName} className={`travel-apply-chip${city.CityName === selected ? ' travel-apply-chip--on' : ''}`} onClick={() => pick(city)}>
                      {city.CityName}
                    </Text>
                  ))}
                </View>
              </View>
            ) : null}
            {store.groups.map((group) => (
              <View key={group.initial} className='travel-city-section'>
                <Text className='travel-city-section__title'>{group.initial}</Text>
                {group.cities.map(row)}
              </View>
            ))}
          </View>
        )}
      </StateView>
    </PageLayout>
  )
}

export default observer(TravelCityScreen)
