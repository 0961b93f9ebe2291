import type { FlightCity } from '@api/flight'
import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { useFlight } from '../hooks'
import { FlightCityStore } from '../stores/FlightCityStore'
import { matchedAirport } from '../domain/citySearch'
import '../components/flight.scss'

/** 选择城市/机场 (flight/destination, product2.0/3.0 cityAirport): hot cities, search by name, pinyin or IATA code; international by continent. */
function FlightCityScreen({ query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const { flow, api } = useFlight()
  const store = useStore(() => new FlightCityStore(api, query.intl === '1' || flow.form.isInternational))
  useShown(() => store.fetch())
  const pick = (city: FlightCity) => {
    flow.pickCity({ code: city.CityCode, name: city.CityName })
    void Taro.navigateBack()
  }
  const chips = (cities: readonly FlightCity[]) => (
    <View className='flight-chips'>
      {cities.map((c) => (
        <Text key={c.CityCode} className='flight-chip' onClick={() => pick(c)}>
          {c.CityName}
        </Text>
      ))}
    </View>
  )

  return (
    <PageLayout title={flow.picking === 'from' ? '选择出发城市' : '选择到达城市'}>
      <View className='flight-page'>
        <View className='flight-section'>
          <Input className='flight-row__input' value={store.keyword} placeholder='城市/机场/拼音/英文/三字码' onInput={(event) => store.setKeyword(event.detail.value)} />
        </View>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.data.Cities.length === 0} emptyText='暂无可选城市'>
          {store.keyword.trim() ? (
            store.matches.length > 0 ? (
              store.matches.map((c) => (
                <View key={c.CityCode} className='flight-city' onClick={() => pick(c)}>
                  <Text>{c.CityName}（{c.CityCode}）{c.EnName ? <Text className='flight-muted'> {c.EnName}</Text> : null}</Text>
                  {matchedAirport(c, store.keyword) ? <Text className='flight-city__airport'> {matchedAirport(c, store.keyword)}</Text> : null}
                  <Text className='flight-muted'> {c.Airports.map((a) => `${a.Name} ${a.Code}`).join(' / ')}</Text>
                </View>
              ))
            ) : (
              <View className='flight-section'><Text className='flight-muted'>没有找到“{store.keyword}”，换个关键词试试</Text></View>
            )
          ) : (
            <View>
              <View className='flight-section'>
                <Text className='flight-section__title'>热门城市</Text>
                {chips(store.data.Hot)}
              </View>
              {store.isInternational
                ? store.byContinent.map(([continent, cities]) => (
                  <View key={continent} className='flight-section'>
                    <Text className='flight-section__title'>{continent}</Text>
                    {chips(cities)}
                  </View>
                ))
                : (
                  <View className='flight-section'>
                    <Text className='flight-section__title'>全部城市</Text>
                    {chips(store.data.Cities)}
                  </View>
                )}
            </View>
          )}
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(FlightCityScreen)
