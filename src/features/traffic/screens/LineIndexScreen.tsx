import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { FrequentLine } from '@api/traffic'
import { todayWire } from '@/core/format'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { openFlightSearch } from '../../flight/public/traffic'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrafficApi } from '../api/trafficApi'
import { CitySheet } from '../components/CitySheet'
import { SearchCard } from '../components/SearchCard'
import { flightNote, searchError, searchToQuery, trainDateNote } from '../domain/trafficSearch'
import { LineIndexStore } from '../stores/LineIndexStore'
import { trafficSearchOf } from '../stores/TrafficSearchStore'
import '../components/traffic.scss'

type Kind = 'train' | 'flight' | 'all'

/** 交通首页 (/pages/product2.0/lineIndex): one search for trains or flights, and the member's 常用线路 to search again. */
function LineIndexScreen() {
  const root = useStores()
  const today = todayWire()
  const search = trafficSearchOf(root, today)
  const store = useStore(() => new LineIndexStore(createTrafficApi(root.request)))
  useShown(() => Promise.all([store.fetch(), search.fetchCities()]))
  const canIntegrate = isLive('product3.0/integratedTraffic/index')

  const go = (kind: Kind) => {
    const s = search.search
    const problem = searchError(s, today) || (kind === 'train' ? trainDateNote(s.date, today) : kind === 'flight' ? flightNote(s) : '')
    if (problem) return root.ui.toast(problem)
    if (kind === 'all') return openRoute('product3.0/integratedTraffic/index', searchToQuery(s))
    if (kind === 'train') return openRoute(isLive('product2.0/train/list') ? 'product2.0/train/list' : 'train/list', { from: s.from.name, to: s.to.name, date: s.date, highSpeed: '0' })
    openFlightSearch(root, { from: { code: s.from.flightCode, name: s.from.name }, to: { code: s.to.flightCode, name: s.to.name }, date: s.date, line: 'v2' })
  }
  const fromLine = (line: FrequentLine, kind: Kind) => {
    search.useLine(line)
    go(kind)
  }

  return (
    <PageLayout title='交通首页'>
      <View className='traffic-page'>
        <SearchCard store={search}>
          <AtButton type='primary' className='traffic-go-train' onClick={() => go('train')}>查火车票</AtButton>
          <AtButton type='primary' className='traffic-go-flight' onClick={() => go('flight')}>查机票</AtButton>
          {canIntegrate ? <AtButton className='traffic-go-all' onClick={() => go('all')}>综合查询</AtButton> : null}
        </SearchCard>
        <View className='traffic-card'>
          <Text className='traffic-title'>常用线路</Text>
          <PullToRefresh onRefresh={() => store.fetch()}>
            <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.lines.length === 0} emptyText='暂无常用线路，预订火车票或机票后将显示在这里'>
              {store.lines.map((line) => (
                <View key={`${line.FromCity}-${line.ToCity}`} className='traffic-line'>
                  <Text className='traffic-line__name'>{line.FromCity} → {line.ToCity}</Text>
                  <Text className='traffic-line__meta'>
                    近一年出行{line.Trips}次（火车{line.TrainTrips}次 · 飞机{line.FlightTrips}次）{line.LastDate ? ` · 最近 ${line.LastDate}` : ''}
                  </Text>
                  {line.HasTrain ? <Text className='traffic-line__go' onClick={() => fromLine(line, 'train')}>查火车票</Text> : null}
                  {line.FromFlightCode && line.ToFlightCode ? <Text className='traffic-line__go' onClick={() => fromLine(line, 'flight')}>查机票</Text> : null}
                  {canIntegrate ? <Text className='traffic-line__go' onClick={() => fromLine(line, 'all')}>综合查询</Text> : null}
                </View>
              ))}
            </StateView>
          </PullToRefresh>
        </View>
        <CitySheet store={search} />
      </View>
    </PageLayout>
  )
}

export default observer(LineIndexScreen)
