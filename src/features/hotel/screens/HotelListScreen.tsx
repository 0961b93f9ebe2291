import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef, useState } from 'react'
import { ROOM_PRELOAD } from '@/core/constants'
import { formatYuanShort, todayWire, weekdayOfWire } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useInactivityTimer } from '@/shell/page/useInactivityTimer'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { FilterBar, type FilterPanel } from '../components/FilterBar'
import { FilterPanels } from '../components/FilterPanels'
import { VirtualHotelList } from '../components/VirtualHotelList'
import { hotelRoute, lineOf, type HotelLine } from '../domain/hotelRoutes'
import { formFromQuery } from '../domain/searchParams'
import { nightsOf } from '../domain/stay'
import { useHotel } from '../hooks'
import { HotelListStore } from '../stores/HotelListStore'
import '../components/hotel.scss'

/** 酒店列表 (/pages/hotel/list/list and the product2.0/3.0 lists): filters, sort, a virtual list, reach-bottom 600. */
function HotelListScreen({ variant, query }: ScreenProps<HotelLine>) {
  const line = lineOf(variant)
  const { root, flow, api } = useHotel()
  const [panel, setPanel] = useState<FilterPanel>(null)
  const hasStarted = useRef(false)
  const store = useStore(
    () =>
      new HotelListStore({
        api,
        flow,
        cache: root.searchCache,
        clock: { now: () => Date.now() },
        settings: root.settings,
        preloadCount: ROOM_PRELOAD.defaultCount,
        toast: (message) => root.ui.toast(message),
      }),
  )
  useShown(() => {
    if (hasStarted.current) return store.search()
    hasStarted.current = true
    return store.start(query.cityCode ? formFromQuery(query, todayWire()) : null)
  })
  // Ten idle minutes: prices and rooms have moved, the list is searched again (the second page timer is the cashier's).
  useInactivityTimer(() => {
    if (hasStarted.current) void store.search()
  })
  const form = store.form

  const footer = store.load.isReady && store.hotels.length > 0 ? (
    <View className='hotel-more'>
      {store.moreError ? (
        <Text onClick={() => void store.loadMore()}>{store.moreError}，点击重试</Text>
      ) : store.isLoadingMore ? (
        <Text>加载中...</Text>
      ) : store.isEnd ? (
        <Text>没有更多了</Text>
      ) : null}
    </View>
  ) : null

  return (
    <PageLayout title={form.cityName ? `${form.cityName}酒店` : '酒店列表'}>
      <View className='hotel-page'>
        <View className='hotel-summary' onClick={() => openRoute(hotelRoute('index', line), form.isPrivate ? { isPrivate: 1 } : {})}>
          <Text>
            {form.arrivalDate.slice(5)} {weekdayOfWire(form.arrivalDate)} 入住 · {form.departureDate.slice(5)} 离店 · 共
            {nightsOf(form.arrivalDate, form.departureDate)}晚{form.keyword ? ` · ${form.keyword}` : ''}
          </Text>
        </View>
        <FilterBar
          filters={store.filters}
          open={panel}
          onOpen={setPanel}
          onBrand={() => openRoute(hotelRoute('brand', line), { cityCode: form.cityCode })}
          onBusiness={() => openRoute(hotelRoute('business', line), { cityCode: form.cityCode })}
        />
        {store.capFen !== null && store.load.isReady ? (
          <View className='hotel-summary'>
            <Text>
              您的差标：¥{formatYuanShort(store.capFen)}/晚
              {store.cheapestCompliantFen !== null ? `，差标内最低¥${formatYuanShort(store.cheapestCompliantFen)}起` : '，暂无差标内酒店'}
            </Text>
          </View>
        ) : null}
        <StateView
          state={store.load}
          onRetry={() => void store.search(true)}
          isEmpty={store.isEmpty}
          emptyText='没有找到符合条件的酒店，换个条件试试'
        >
          <VirtualHotelList
            rows={store.rows}
            topDesignPx={store.capFen !== null ? 330 : 270}
            footer={footer}
            onOpen={(row) =>
              openRoute(hotelRoute('detail', line), {
                hotelId: row.HotelId,
                arrivalDate: form.arrivalDate,
                departureDate: form.departureDate,
                isPrivate: form.isPrivate ? 1 : undefined,
              })
            }
            onReachBottom={() => void store.loadMore()}
          />
        </StateView>
        <FilterPanels store={store} open={panel} onClose={() => setPanel(null)} />
      </View>
    </PageLayout>
  )
}

export default observer(HotelListScreen)
