import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { createReqId } from '@/core/http/ids'
import { formatFen } from '@/core/format'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { InfoRow } from '@/ui/InfoRow'
import { KeptNotice } from '@/ui/KeptNotice'
import { StateView } from '@/ui/StateView'
import { berthRefundText } from '@domain/train/berthFare'
import { orderNoOf, productStatusText } from '../../orders/public'
import { OrderActionBar, OrderStatusHead, type OrderActionButton } from '../../orders/public/components'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createTrainApi } from '../api/trainApi'
import { durationText } from '../domain/seatLabels'
import { TrainOrderDetailStore } from '../stores/TrainOrderDetailStore'
import { StationChangeStore } from '../stores/StationChangeStore'
import StationChangeSheet from '../components/StationChangeSheet'
import '../components/train.scss'

type Sheet = 'none' | 'refund' | 'cancel'

/** 火车票订单详情 (order, order2.0 and order3.0 routes): the order core's status head and action bar, the trip, passengers and the refund rule. */
function TrainOrderDetailScreen({ query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new TrainOrderDetailStore(orderNo, { api: createTrainApi(root.request), createReqId: () => createReqId(), kept: root.offline }))
  const stationChange = useStore(() => new StationChangeStore({ api: createTrainApi(root.request), createReqId: () => createReqId(), now: () => Date.now() }))
  const [sheet, setSheet] = useState<Sheet>('none')
  useShown(() => store.fetch())
  const order = store.order

  const press = async (key: string) => {
    if (key === 'pay') return openRoute('payment/pay', { orderNo })
    if (key === 'cancel') return setSheet('cancel')
    if (key === 'change') return openRoute('order3.0/train/modifyDate', { orderNo })
    if (key === 'changeStation' && order) return stationChange.open(order)
    if (key === 'refund' && isLive('order3.0/train/returnTicket/index')) return openRoute('order3.0/train/returnTicket/index', { orderNo })
    if (key === 'refund' && (await store.loadQuote())) setSheet('refund')
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  /** 变更到站 made: a dearer one goes to the cashier for the difference, a cheaper one is issued at once. */
  const changeStation = async () => {
    if (!order) return
    const done = await stationChange.submit(order)
    if (!done) return
    if (done.PayAmountFen > 0 && isLive('payment/pay')) return openRoute('payment/pay', { orderNo: done.OrderNo })
    root.ui.toast(done.RefundFen > 0 ? `已变更到站，退还差价${formatFen(done.RefundFen)}` : '已变更到站')
    openRoute('order3.0/train/detail', { orderNo: done.OrderNo })
  }
  const confirm = async () => {
    const kind = sheet
    setSheet('none')
    const done = kind === 'refund' ? await store.refund('行程变更') : await store.cancel('行程变更')
    root.ui.toast(done ? (kind === 'refund' ? '退票成功，退款将原路退回' : '订单已取消') : store.actionError)
  }
  const buttons: OrderActionButton[] = order && store.keptAt === null
    ? [
        ...(order.Actions.CanCancel ? [{ key: 'cancel', text: '取消订单' }] : []),
        ...(order.Actions.CanRefund ? [{ key: 'refund', text: '退票' }] : []),
        ...(order.Actions.CanChange && isLive('order3.0/train/modifyDate') ? [{ key: 'change', text: '改签' }] : []),
        ...(order.Actions.CanChangeStation ? [{ key: 'changeStation', text: '变更到站' }] : []),
        ...(order.Actions.CanPay && isLive('payment/pay') ? [{ key: 'pay', text: '去支付', isPrimary: true }] : []),
      ]
    : []
  const quote = store.quote

  return (
    <PageLayout title='火车票订单详情'>
      <KeptNotice savedAt={store.keptAt} />
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View className='train-page'>
            <OrderStatusHead order={{ ...order, StatusText: order.ChangedToOrderNo ? '已改签' : order.StatusText || productStatusText(6, order.Status) }} />
            <View className='train-section'>
              <View className='train-card__times'>
                <View>
                  <Text className='train-card__time'>{order.DepartTime}</Text>
                  <View className='train-card__station'>{order.FromStationName}</View>
                </View>
                <View className='train-card__middle'>
                  <View>{order.TrainNo}</View>
                  <View>{durationText(order.DurationMinutes)}</View>
                </View>
                <View style={{ textAlign: 'right' }}>
                  <Text className='train-card__time'>{order.ArriveTime}</Text>
                  <View className='train-card__station'>{order.ToStationName}</View>
                </View>
              </View>
              <InfoRow label='出发日期' value={order.Date} />
              <InfoRow label='席别' value={order.SeatName} />
              {order.TicketNo ? <InfoRow label='取票号' value={order.TicketNo} /> : null}
            </View>
            <View className='train-section'>
              {order.Passengers.map((p) => (
                <View key={p.PassengerId ?? p.IdNoMasked} className='train-ticket'>
                  <InfoRow label={p.Name} value={`${p.IdNoMasked} ${p.SeatNo || ''} ${formatFen(p.PriceFen)}`} />
                  {p.TicketStatusText && p.TicketStatusText !== order.StatusText ? (
                    <View className='train-note train-ticket-status'>
                      {p.TicketStatusText}
                      {p.TicketStatus === 'Refunded' ? `，退票费${formatFen(p.FeeFen)}，退款${formatFen(p.RefundFen)}` : ''}
                      {p.ChangedToOrderNo ? (
                        <Text className='train-link' onClick={() => openRoute('order3.0/train/detail', { orderNo: p.ChangedToOrderNo })}>
                          {' '}新车票 {p.ChangedToOrderNo} ›
                        </Text>
                      ) : null}
                    </View>
                  ) : null}
                  {p.BerthRefundFen ? <View className='train-note train-berth-refund'>{berthRefundText(p.BerthRefundFen)}</View> : null}
                  {p.SeatPreferenceText ? <View className='train-note train-seat-wish-text'>选座偏好：{p.SeatPreferenceText}</View> : null}
                </View>
              ))}
              <InfoRow label='联系人' value={`${order.ContactName} ${order.ContactPhoneMasked}`} />
            </View>
            <View className='train-section'>
              <InfoRow label='订单号' value={order.OrderNo} />
              {order.ChangedFromOrderNo ? (
                <View className='train-change-link' onClick={() => isLive('train/modifyDetail') && openRoute('train/modifyDetail', { orderNo: order.OrderNo })}>
                  <InfoRow label={order.IsStationChange ? '变更到站自' : '改签自'} value={`${order.ChangedFromOrderNo}${isLive('train/modifyDetail') ? ' 改签详情 ›' : ''}`} />
                </View>
              ) : null}
              {order.ChangedToOrderNo ? (
                <View onClick={() => openRoute('order3.0/train/detail', { orderNo: order.ChangedToOrderNo })}>
                  <InfoRow label='改签后订单' value={order.ChangedToOrderNo} />
                </View>
              ) : null}
              <InfoRow label='订单金额' value={formatFen(order.TotalFen)} />
              {order.RefundedFen > 0 ? <InfoRow label='已退款' value={formatFen(order.RefundedFen)} /> : null}
              {order.Policy.Rule ? <InfoRow label={order.Policy.IsOverStandard ? '超出差标' : '差标'} value={order.Policy.Rule} /> : null}
              {order.Policy.Reason ? <InfoRow label='超标原因' value={order.Policy.Reason} /> : null}
              <View className='train-note'>{order.RefundRule}</View>
            </View>
            <View className='order-bottom-space' />
            <OrderActionBar buttons={buttons} disabled={store.isActing} onPress={(key) => void press(key)} />
            {stationChange.isOpen ? <StationChangeSheet store={stationChange} order={order} onSubmit={() => void changeStation()} /> : null}
            <ConfirmPopup
              isOpened={sheet !== 'none'}
              content={
                sheet === 'refund' && quote
                  ? `${quote.RateText}。退票费${formatFen(quote.FeeFen)}，预计退款${formatFen(quote.RefundFen)}，确定退票吗？`
                  : '确定取消订单吗？'
              }
              onConfirm={() => void confirm()}
              onCancel={() => setSheet('none')}
            />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainOrderDetailScreen)
