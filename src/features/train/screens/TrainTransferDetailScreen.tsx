import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { waitText } from '@domain/train/transfer'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TrainCard } from '../components/TrainCard'
import { TransferDetailStore } from '../stores/TransferDetailStore'
import '../components/train.scss'

/** 中转详情 (product2.0/3.0 detail/detailTransfer): both trains of a plan, the change, and a seat to book on each. */
function TrainTransferDetailScreen({ query }: ScreenProps<'v2' | 'v3'>) {
  const root = useStores()
  const store = useStore(
    () =>
      new TransferDetailStore(
        { from: query.from ?? '', to: query.to ?? '', date: query.date ?? '', first: query.first ?? '', second: query.second ?? '' },
        createTrainApi(root.request),
      ),
  )
  useShown(() => store.fetch())
  const plan = store.plan
  const book = (leg: 'First' | 'Second', seatCode: string) => {
    if (!plan) return
    const train = plan[leg]
    openRoute('train/writeOrder', { trainNo: train.TrainNo, date: store.key.date, fromCode: train.FromStationCode, toCode: train.ToStationCode, seatCode })
  }

  return (
    <PageLayout title='中转详情'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!plan} emptyText='该中转方案已失效，请返回重新查询'>
        {plan ? (
          <View className='train-page'>
            <View className='train-section train-note'>第一程：选择席别预订</View>
            <TrainCard train={plan.First} onPickSeat={(seat) => book('First', seat.SeatCode)} />
            <View className='train-section'>
              <Text>
                {plan.TransferCity}中转 · {plan.IsSameStation ? `同站换乘（${plan.First.ToStationName}）` : `${plan.First.ToStationName}换乘至${plan.Second.FromStationName}`} ·
                停留{waitText(plan.WaitMinutes)}
              </Text>
            </View>
            <View className='train-section train-note'>第二程：选择席别预订</View>
            <TrainCard train={plan.Second} onPickSeat={(seat) => book('Second', seat.SeatCode)} />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainTransferDetailScreen)
