import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { addDaysWire, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { StateView } from '@/ui/StateView'
import { openRoute } from '../../shared/navigation'
import { HistoryChips, HotCityChips } from '../components/CityChips'
import { LinkRow } from '../components/FieldRow'
import { hotelRoute, lineOf } from '../domain/hotelRoutes'
import { MAX_NIGHTS } from '@domain/hotel/stay'
import { nightsOf } from '../domain/stay'
import { useSearchStore } from '../useSearchStore'
import '../components/hotel.scss'

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
          <TravelDatePicker value={form.arrivalDate} start={store.firstArrival} end={store.lastArrival} title='入住日期' onChange={(value) => store.setArrival(String(value))}>
            <LinkRow label='入住' value={`${form.arrivalDate} ${weekdayOfWire(form.arrivalDate)}`} onClick={() => undefined} />
          </TravelDatePicker>
          {store.lateNightNotice ? <Text className='hotel-tag hotel-tag--muted'>{store.lateNightNotice}</Text> : null}
          <TravelDatePicker
            value={form.departureDate}
            start={addDaysWire(form.arrivalDate, 1)}
            end={addDaysWire(form.arrivalDate, MAX_NIGHTS)}
            title='离店日期'
            onChange={(value) => store.setDeparture(String(value))}
          >
            <LinkRow
              label='离店'
              value={`${form.departureDate} ${weekdayOfWire(form.departureDate)} 共${nightsOf(form.arrivalDate, form.departureDate)}晚`}
              onClick={() => undefined}
            />
          </TravelDatePicker>
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
