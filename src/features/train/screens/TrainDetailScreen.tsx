import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TrainCard } from '../components/TrainCard'
import { TrainDetailStore } from '../stores/TrainDetailStore'
import '../components/train.scss'

/** 车次详情 (/pages/train/detail/detail and the product2.0/3.0 details): seat classes to book and the stop list. */
function TrainDetailScreen({ query }: ScreenProps<'v1' | 'v2' | 'v3' | 'v3index'>) {
  const root = useStores()
  const store = useStore(
    () =>
      new TrainDetailStore(
        { trainNo: query.trainNo ?? '', date: query.date ?? '', fromCode: query.fromCode ?? '', toCode: query.toCode ?? '' },
        createTrainApi(root.request),
      ),
  )
  useShown(() => store.fetch())
  const { train } = store

  return (
    <PageLayout title={store.key.trainNo ? `${store.key.trainNo} 车次详情` : '车次详情'}>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!train} emptyText='该车次当日不经停所选车站'>
        {train ? (
          <View className='train-page'>
            <TrainCard
              train={train}
              onPickSeat={(seat) => openRoute('train/writeOrder', { ...store.key, fromCode: train.FromStationCode, toCode: train.ToStationCode, seatCode: seat.SeatCode })}
            />
            <View className='train-section train-stops'>
              <View className='train-row'>
                <Text className='train-row__label'>经停站</Text>
                <Text className='train-note'>到达 / 出发 / 停留</Text>
              </View>
              {store.stops.map((stop) => (
                <View key={stop.Index} className={`train-row${store.isOnSegment(stop) ? '' : ' train-seat--none'}`}>
                  <Text>
                    {stop.Index + 1}. {stop.StationName}
                  </Text>
                  <Text className='train-note'>
                    {stop.ArriveTime} / {stop.DepartTime} / {stop.StopMinutes > 0 ? `${stop.StopMinutes}分` : '--'}
                    {stop.DayOffset > 0 ? ` +${stop.DayOffset}天` : ''}
                  </Text>
                </View>
              ))}
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainDetailScreen)
