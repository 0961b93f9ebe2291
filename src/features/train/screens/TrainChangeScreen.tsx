import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen, todayWire, weekdayOfWire } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { TravelDatePicker } from '../../shared/calendar/TravelDatePicker'
import { StateView } from '@/ui/StateView'
import { isLive } from '@/routes/registry'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TrainCard } from '../components/TrainCard'
import { lastPresaleDate } from '@domain/train/presale'
import { TicketPicker } from '../components/TicketPicker'
import { pickQuery } from '../domain/ticketPick'
import { TrainChangeStore } from '../stores/TrainChangeStore'
import '../components/train.scss'

/** 改签 (/pages/order3.0/train/modifyDate): a new date and train between the same stations, the fare difference, confirm. */
function TrainChangeScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new TrainChangeStore(orderNo, { api: createTrainApi(root.request), createReqId: () => createReqId(), now: () => Date.now() }))
  useShown(() => (store.order ? undefined : store.fetch()))
  const today = todayWire()
  const money = store.money
  const prompt = !money
    ? ''
    : money.payFen > 0
      ? `改签至${store.choice?.train.TrainNo}，需补差价${formatFen(money.payFen)}，确定改签吗？`
      : `改签至${store.choice?.train.TrainNo}，退还差价${formatFen(money.refundFen)}${money.feeFen > 0 ? `（差价退票费${formatFen(money.feeFen)}）` : ''}，确定改签吗？`
  const confirm = async () => {
    const done = await store.submit()
    store.clearChoice()
    if (!done) return root.ui.toast(store.error)
    if (done.PayAmountFen > 0) openRoute('payment/pay', { orderNo: done.OrderNo })
    else openRoute('order3.0/train/detail', { orderNo: done.OrderNo })
  }

  return (
    <PageLayout title='改签'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {store.order ? (
          <View className='train-page'>
            <View className='train-section'>
              <Text className='train-note'>
                原车票：{store.order.TrainNo} {store.order.Date} {store.order.DepartTime} {store.order.FromStationName} → {store.order.ToStationName} {store.order.SeatName}
              </Text>
              <TravelDatePicker value={store.date} start={store.window?.firstDate ?? today} end={store.window?.lastDate ?? lastPresaleDate(today)} title='改签日期' onChange={(value) => void store.setDate(String(value))}>
                <View className='train-row'>
                  <Text className='train-row__label'>改签日期</Text>
                  <Text>
                    {store.date} {store.date ? weekdayOfWire(store.date) : ''}
                  </Text>
                </View>
              </TravelDatePicker>
              {store.windowNotice ? <Text className='train-note train-change-window'>{store.windowNotice}</Text> : null}
              {isLive('train/modifyList/changerule') ? (
                <Text className='train-note train-change-rules' onClick={() => openRoute('train/modifyList/changerule')}>
                  查看改签规则
                </Text>
              ) : null}
            </View>
            {store.order.Passengers.length > 1 ? (
              <TicketPicker passengers={store.order.Passengers} picked={store.picked} title='选择改签乘车人' onToggle={(id) => store.toggleTicket(id)} />
            ) : null}
            {store.trains.length === 0 ? <View className='train-section train-note'>当日暂无可改签的车次，请选择其他日期</View> : null}
            {store.trains.map((train) => (
              <TrainCard
                key={train.TrainNo}
                train={train}
                onPickSeat={(seat) => {
                  if (store.picked.length === 0) return root.ui.toast('请选择改签乘车人')
                  if (!isLive('order3.0/train/modifyInfo')) return store.choose(train, seat)
                  openRoute('order3.0/train/modifyInfo', { orderNo, trainNo: train.TrainNo, date: store.date, seatCode: seat.SeatCode, passengerIds: pickQuery(store.picked) })
                }}
              />
            ))}
            <ConfirmPopup isOpened={store.choice !== null && !store.isActing} content={prompt} onConfirm={() => void confirm()} onCancel={() => store.clearChoice()} />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainChangeScreen)
