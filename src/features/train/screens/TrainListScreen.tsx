import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { todayWire, weekdayOfWire } from '@/core/format'
import { lastPresaleDate } from '@domain/train/presale'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { isLive } from '@/routes/registry'
import { TravelDateStrip } from '../../shared/calendar/TravelDateStrip'
import { useShown } from '../../shared/hooks/useShown'
import { trainSearchOf } from '../stores/TrainSearchStore'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TrainCard } from '../components/TrainCard'
import { TransferPlanCard } from '../components/TransferPlanCard'
import { SORT_TEXT, type TrainSort } from '../domain/seatLabels'
import { isOver, seatVerdict } from '../domain/seatPolicy'
import { TrainListStore } from '../stores/TrainListStore'
import '../components/train.scss'

const SORTS = Object.keys(SORT_TEXT) as TrainSort[]

/** 车次列表 (/pages/train/list/list, product2.0 and 3.0 lists): sorts, 只看高铁动车, seats with price and seats left. */
function TrainListScreen({ query, variant }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const store = useStore(
    () =>
      new TrainListStore(
        { from: query.from ?? '', to: query.to ?? '', date: query.date ?? '', onlyHighSpeed: query.highSpeed === '1', fromName: query.fromName, toName: query.toName },
        createTrainApi(root.request),
        root.searchCache,
      ),
  )
  useShown(() => Promise.all([store.fetch(), store.fetchPolicy()]))
  const { from, to, date } = store.search
  const places = store.places
  const today = todayWire()
  const changeDate = (next: string) => {
    trainSearchOf(root, next).setDate(next)
    void store.changeDate(next)
  }

  return (
    <PageLayout title={`${places.from} → ${places.to}`}>
      <View className='train-page'>
        {date ? <TravelDateStrip value={date} start={today} end={lastPresaleDate(today)} title='出发日期' onChange={changeDate} /> : null}
        <View className='train-sorts'>
          <Text className='train-note'>
            {date} {date ? weekdayOfWire(date) : ''}
          </Text>
          <Text className={`train-chip train-filter-high${store.onlyHighSpeed ? ' train-chip--on' : ''}`} onClick={() => store.toggleHighSpeed()}>
            高铁/动车
          </Text>
          {SORTS.map((sort) => (
            <Text key={sort} className={`train-chip${store.sort === sort ? ' train-chip--on' : ''}`} onClick={() => store.setSort(sort)}>
              {SORT_TEXT[sort]}
            </Text>
          ))}
        </View>
        <PullToRefresh onRefresh={() => store.fetch(true)}>
          <StateView
            state={store.load}
            onRetry={() => void store.fetch()}
            isEmpty={store.shown.length === 0 && store.transfers.length === 0}
            emptyText='暂无符合条件的车次'
          >
            {store.shown.map((train) => (
              <TrainCard
                key={train.TrainNo}
                train={train}
                isOverStandard={(seat) => isOver(seatVerdict(train, seat, store.policy))}
                onGrab={isLive('train/grabbWriteOrder') ? () => openRoute('train/grabbWriteOrder', { from, to, date, trainNo: train.TrainNo, fromName: places.from, toName: places.to }) : undefined}
                onOpen={() => openRoute('train/detail', { trainNo: train.TrainNo, date, fromCode: train.FromStationCode, toCode: train.ToStationCode })}
                onPickSeat={(seat) =>
                  openRoute('train/writeOrder', {
                    trainNo: train.TrainNo,
                    date,
                    fromCode: train.FromStationCode,
                    toCode: train.ToStationCode,
                    seatCode: seat.SeatCode,
                  })
                }
              />
            ))}
            {store.transfers.length > 0 ? (
              <View className='train-section train-transfers'>
                <Text className='train-row__label'>{store.shown.length === 0 ? '暂无直达车次，为您推荐中转方案' : '直达车次已售完，为您推荐中转方案'}</Text>
              </View>
            ) : null}
            {store.transfers.map((plan) => (
              <TransferPlanCard
                key={`${plan.First.TrainNo}-${plan.Second.TrainNo}`}
                plan={plan}
                onOpen={() =>
                  openRoute(variant === 'v2' ? 'product2.0/train/detail/detailTransfer' : 'product3.0/train/detail/detailTransfer', {
                    from,
                    to,
                    date,
                    first: plan.First.TrainNo,
                    second: plan.Second.TrainNo,
                  })
                }
              />
            ))}
          </StateView>
        </PullToRefresh>
      </View>
    </PageLayout>
  )
}

export default observer(TrainListScreen)
