import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { CHANGE_RULES } from '@domain/train/changeMoney'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { InfoRow } from '@/ui/InfoRow'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { TicketSummary } from '../components/TicketSummary'
import { parsePickQuery } from '../domain/ticketPick'
import { TrainChangeStore } from '../stores/TrainChangeStore'
import '../components/train.scss'

/** 改签信息 (/pages/order3.0/train/modifyInfo): the old and the new ticket, the fare difference or refund, 确认改签. */
function TrainChangeInfoScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new TrainChangeStore(orderNo, { api: createTrainApi(root.request), createReqId: () => createReqId(), now: () => Date.now() }, query.date ?? '', parsePickQuery(query.passengerIds)))
  useShown(() => (store.order ? store.refreshOrder() : store.fetch().then((ok) => ok && store.chooseBy(query.trainNo ?? '', query.seatCode ?? ''))))
  const mustCheck = store.needsPhoneCheck && isLive('train/modifyVerification')
  const submit = async () => {
    if (mustCheck) return openRoute('train/modifyVerification', { orderNo })
    const done = await store.submit()
    if (!done) return root.ui.toast(store.error)
    const url = done.PayAmountFen > 0 ? linkTo('payment/pay', { orderNo: done.OrderNo }) : linkTo('order3.0/train/detail', { orderNo: done.OrderNo })
    void Taro.redirectTo({ url })
  }
  const { order, choice, money } = store

  return (
    <PageLayout title='改签信息'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View className='train-page'>
            <TicketSummary
              title='原车票'
              trainNo={order.TrainNo}
              date={order.Date}
              departTime={order.DepartTime}
              arriveTime={order.ArriveTime}
              from={order.FromStationName}
              to={order.ToStationName}
              durationMinutes={order.DurationMinutes}
              seatName={order.SeatName}
              note={`实付${formatFen(order.PaidFen - order.RefundedFen)} · 改签：${order.Passengers.filter((p) => store.picked.includes(p.PassengerId)).map((p) => p.Name).join('、')}`}
            />
            {choice && money ? (
              <>
                <TicketSummary
                  title='新车票'
                  trainNo={choice.train.TrainNo}
                  date={store.date}
                  departTime={choice.train.DepartTime}
                  arriveTime={choice.train.ArriveTime}
                  from={choice.train.FromStationName}
                  to={choice.train.ToStationName}
                  durationMinutes={choice.train.DurationMinutes}
                  seatName={choice.seat.SeatName}
                  note={`${formatFen(choice.seat.PriceFen)} × ${store.picked.length}张`}
                />
                <View className='train-section'>
                  {money.payFen > 0 ? <InfoRow label='需补差价' value={formatFen(money.payFen)} emphasis /> : null}
                  {money.payFen === 0 && money.refundFen === 0 && money.feeFen === 0 ? <InfoRow label='票价差额' value='¥0.00' /> : null}
                  {money.refundFen > 0 || money.feeFen > 0 ? <InfoRow label='退还差价' value={formatFen(money.refundFen)} emphasis /> : null}
                  {money.feeFen > 0 ? <InfoRow label='差额退票费' value={formatFen(money.feeFen)} /> : null}
                </View>
              </>
            ) : (
              <View className='train-section train-error'>{store.error || '正在读取新车次...'}</View>
            )}
            {mustCheck ? <View className='train-section train-note train-change-check'>根据12306要求，改签至其他日期需先验证联系人手机号{order.ContactPhoneMasked}</View> : null}
            <View className='train-section'>
              {CHANGE_RULES.map((rule) => (
                <View key={rule} className='train-note'>
                  {rule}
                </View>
              ))}
            </View>
            <AtButton type='primary' className='train-change-confirm' disabled={!choice || store.isActing} loading={store.isActing} onClick={() => void submit()}>
              {mustCheck ? '验证手机号后改签' : money && money.payFen > 0 ? `确认改签并支付${formatFen(money.payFen)}` : '确认改签'}
            </AtButton>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainChangeInfoScreen)
