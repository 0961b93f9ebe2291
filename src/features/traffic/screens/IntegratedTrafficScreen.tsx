import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useRef } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, todayWire } from '@/core/format'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { Tabs } from '@/ui/Tabs'
import { FlightCard, createFlightApi, openFlightSearch } from '../../flight/public/traffic'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { TrainCard, createTrainApi } from '../../train/public/traffic'
import { CitySheet } from '../components/CitySheet'
import { SearchCard } from '../components/SearchCard'
import { durationText, searchError, searchFromQuery, type ModeSummary, type TrafficMode, type TrafficSearch } from '../domain/trafficSearch'
import { IntegratedTrafficStore } from '../stores/IntegratedTrafficStore'
import { trafficSearchOf } from '../stores/TrafficSearchStore'
import '../components/traffic.scss'

const summaryText = (s: ModeSummary) => (s.count === 0 ? '无' : `${s.count}班 · ${formatFen(s.lowestFen ?? 0)}起 · 最快${durationText(s.fastestMinutes ?? 0)}`)

/**
 * 综合交通 (/pages/product3.0/integratedTraffic/index): trains and flights of one city pair and date in one list by
 * departure time; a train opens its detail or its order form, a flight its cabins; 全部车次 / 全部航班 open each list.
 */
function IntegratedTrafficScreen({ query }: ScreenProps) {
  const root = useStores()
  const today = todayWire()
  const search = trafficSearchOf(root, today)
  const store = useStore(() => new IntegratedTrafficStore({ trains: createTrainApi(root.request).trains, flights: createFlightApi(root.request).flights, today: () => todayWire() }))
  const started = useRef(false)
  const run = () => {
    const problem = searchError(search.search, today)
    if (problem) return root.ui.toast(problem)
    return store.run(search.search)
  }
  useShown(() => {
    if (started.current) return search.fetchCities()
    started.current = true
    const fromQuery = searchFromQuery(query)
    if (fromQuery) search.setSearch(fromQuery)
    return Promise.all([search.fetchCities(), run()])
  })
  const s: TrafficSearch = store.searched ?? search.search
  const trainList = () => openRoute(isLive('product3.0/train/list') ? 'product3.0/train/list' : 'train/list', { from: s.from.name, to: s.to.name, date: s.date, highSpeed: '0' })
  const flightStart = { from: { code: s.from.flightCode, name: s.from.name }, to: { code: s.to.flightCode, name: s.to.name }, date: s.date, line: 'v3' as const }
  const tabs: { key: TrafficMode; title: string }[] = [
    { key: 'all', title: `全部(${store.trains.length + store.flights.length})` },
    { key: 'train', title: `火车(${store.trainNote ? 0 : store.trains.length})` },
    { key: 'flight', title: `飞机(${store.flightNote ? 0 : store.flights.length})` },
  ]
  const sideNote = (name: string, note: string, load: typeof store.trainLoad, retry: () => void) =>
    note ? <Text className='traffic-note'>{name}：{note}</Text>
      : load.status === 'error' ? <Text className='traffic-note traffic-retry' onClick={retry}>{name}：{load.errorMessage}（点此重试）</Text> : null

  return (
    <PageLayout title='综合交通'>
      <View className='traffic-page'>
        <SearchCard store={search}>
          <AtButton type='primary' className='traffic-search' onClick={() => void run()}>搜索火车和航班</AtButton>
        </SearchCard>
        <View className='traffic-card'>
          <View className='traffic-summary'>
            <Text>火车 {store.trainNote ? '—' : summaryText(store.trainSummary)}</Text>
            {!store.trainNote ? <Text className='traffic-summary__more' onClick={trainList}>全部车次 ›</Text> : null}
          </View>
          <View className='traffic-summary'>
            <Text>飞机 {store.flightNote ? '—' : summaryText(store.flightSummary)}</Text>
            {!store.flightNote ? <Text className='traffic-summary__more' onClick={() => openFlightSearch(root, flightStart)}>全部航班 ›</Text> : null}
          </View>
          {sideNote('火车', store.trainNote, store.trainLoad, () => void store.fetchTrains(s))}
          {sideNote('飞机', store.flightNote, store.flightLoad, () => void store.fetchFlights(s))}
        </View>
        <Tabs tabs={tabs} current={store.mode} onSelect={(mode) => store.setMode(mode)} />
        <PullToRefresh onRefresh={() => store.run(s)}>
          <StateView
            state={{ status: store.isSettled ? 'ready' : 'loading', errorMessage: '' }}
            onRetry={() => void run()}
            isEmpty={store.items.length === 0}
            emptyText={`${s.date} ${s.from.name}到${s.to.name}暂无可订的${store.mode === 'train' ? '车次' : store.mode === 'flight' ? '航班' : '火车和航班'}`}
          >
            {store.items.map((item) => (
              <View key={item.key} className='traffic-item'>
                <Text className={`traffic-kind traffic-kind--${item.kind}`}>{item.kind === 'train' ? '火车' : '飞机'}</Text>
                {item.kind === 'train' ? (
                  <TrainCard
                    train={item.train}
                    onOpen={() => openRoute('train/detail', { trainNo: item.train.TrainNo, date: s.date, fromCode: item.train.FromStationCode, toCode: item.train.ToStationCode })}
                    onPickSeat={(seat) => openRoute('train/writeOrder', { trainNo: item.train.TrainNo, date: s.date, fromCode: item.train.FromStationCode, toCode: item.train.ToStationCode, seatCode: seat.SeatCode })}
                  />
                ) : (
                  <FlightCard flight={item.flight} onOpen={() => openFlightSearch(root, flightStart, item.flight.FlightNo)} />
                )}
              </View>
            ))}
          </StateView>
        </PullToRefresh>
        <CitySheet store={search} />
      </View>
    </PageLayout>
  )
}

export default observer(IntegratedTrafficScreen)
