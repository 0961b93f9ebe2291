import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TravelRangePicker } from '../../shared/calendar/TravelRangePicker'
import { StateView } from '@/ui/StateView'
import { openRoute } from '../../shared/navigation'
import { HistoryChips, HotCityChips } from '../components/CityChips'
import { LinkRow } from '../components/FieldRow'
import { hotelRoute, lineOf } from '../domain/hotelRoutes'
import { MAX_NIGHTS } from '@domain/hotel/stay'
import { nightsOf } from '../domain/stay'
import { useSearchStore } from '../useSearchStore'
import '../components/hotel.scss'

const STAY_LABELS = ['入住', '离店'] as const

/** 酒店首页 (/pages/hotel/index/index; product3.0 with isPrivate=1 for private travel 因私). */
function HotelIndexScreen({ variant, query }: ScreenProps<'v1' | 'v3'>) {
  const line = lineOf(variant)
  const isPrivate = query.isPrivate === '1'
  const store = useSearchStore()
  useEffect(() => {
    store.open(isPrivate)
    void store.fetchCities()
  }, [store, isPrivate])
  const form = store.form

  const search = () => {
    const listQuery = store.submit()
    if (listQuery) openRoute(hotelRoute('list', line), listQuery)
  }

  return (
    <PageLayout title={isPrivate ? '酒店预订（因私）' : '酒店预订'}>
      <View className='hotel-page'>
        <View className='hotel-section'>
          {isPrivate ? <Text className='hotel-tag hotel-tag--muted'>因私出行 · 不受差旅标准限制</Text> : null}
          <LinkRow label='目的地' value={form.cityName || '请选择城市'} onClick={() => openRoute(hotelRoute('city', line))} />
          <TravelRangePicker
            start={form.arrivalDate}
            end={form.departureDate}
            bounds={{ first: store.firstArrival, lastStart: store.lastArrival, maxNights: MAX_NIGHTS }}
            title='选择入住和离店日期'
            labels={STAY_LABELS}
            endPrompt='请选择离店日期'
            lengthText={(nights) => `共${nights}晚`}
            onChange={(arrival, departure) => store.setStay(arrival, departure)}
          >
            <LinkRow label='入住' value={`${form.arrivalDate} ${weekdayOfWire(form.arrivalDate)}`} onClick={() => undefined} />
            <LinkRow
              label='离店'
              value={`${form.departureDate} ${weekdayOfWire(form.departureDate)} 共${nightsOf(form.arrivalDate, form.departureDate)}晚`}
              onClick={() => undefined}
            />
          </TravelRangePicker>
          {store.lateNightNotice ? <Text className='hotel-tag hotel-tag--muted'>{store.lateNightNotice}</Text> : null}
          <View className='hotel-row'>
            <Text className='hotel-row__label'>关键字</Text>
            <Input className='hotel-input' value={form.keyword} placeholder='酒店名/品牌/商圈（选填）' onInput={(event) => store.setKeyword(event.detail.value)} />
          </View>
          <AtButton type='primary' onClick={search}>
            查询酒店
          </AtButton>
        </View>
        <StateView state={store.load} onRetry={() => void store.fetchCities()} isEmpty={store.hotCities.length === 0 && store.history.length === 0} emptyText='暂无推荐城市'>
          <HistoryChips history={store.history} onPick={(entry) => store.chooseHistory(entry)} onClear={() => store.clearHistory()} />
          <HotCityChips cities={store.hotCities} currentCode={form.cityCode} onPick={(city) => store.chooseCity(city)} />
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelIndexScreen)
