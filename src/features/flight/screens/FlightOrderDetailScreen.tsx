import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { KeptNotice } from '@/ui/KeptNotice'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { ApprovalSteps, OrderActionBar, OrderStatusHead, type OrderActionButton } from '../../orders/public/components'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { FlightOrderSections } from '../components/FlightOrderSections'
import { LinkRow } from '../components/Rows'
import { flightRoute } from '../domain/flightRoutes'
import { useFlight } from '../hooks'
import { flightProduct } from '../public/product'
import { FlightOrderStore } from '../stores/FlightOrderStore'
import '../components/flight.scss'

type Button = 'pay' | 'cancel' | 'refund' | 'change'

/** 机票订单详情 (order/flightOrderDetail, order2.0 and order3.0 flight detail): status, segments, tickets, pay, cancel, 退票. */
function FlightOrderDetailScreen({ query }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const { root, api } = useFlight()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new FlightOrderStore(orderNo, { api, createReqId: () => createReqId(), kept: root.offline }))
  const [isCancelling, setCancelling] = useState(false)
  useShown(() => store.fetch())
  const order = store.order
  const statusText = order ? (order.Rebook ? order.StatusText : (flightProduct.extraStatusTexts[order.Status] ?? order.StatusText)) : ''
  const pending = order?.PendingRebook ?? null
  const buttons: OrderActionButton[] = order && store.keptAt === null
    ? [
      ...(order.Actions.CanCancel ? [{ key: 'cancel', text: '取消订单', isPrimary: false }] : []),
      ...(order.Actions.CanRefund ? [{ key: 'refund', text: '退票', isPrimary: false }] : []),
      ...(order.Actions.CanChange ? [{ key: 'change', text: '改签', isPrimary: false }] : []),
      ...(order.Actions.CanPay ? [{ key: 'pay', text: '去支付', isPrimary: true }] : []),
    ]
    : []
  const press = (key: Button) => {
    if (key === 'pay') openRoute(flightRoute('pay'), { orderNo })
    else if (key === 'refund') openRoute(flightRoute('refund'), { orderNo })
    else if (key === 'change') openRoute(flightRoute('rebook'), { orderNo })
    else setCancelling(true)
  }
  const cancel = async () => {
    setCancelling(false)
    if (await store.cancel()) root.ui.toast('订单已取消')
    else if (store.actionError) root.ui.toast(store.actionError)
  }

  return (
    <PageLayout title='机票订单详情'>
      <KeptNotice savedAt={store.keptAt} />
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View className='flight-page'>
            <OrderStatusHead order={{ ...order, StatusText: statusText }} />
            {order.Segments.some((s) => s.ChangeNotice && s.SegmentStatus !== 'Refunded') ? (
              <LinkRow label='航变通知' value='您的航班有变动，查看并处理 ›' onClick={() => openRoute(flightRoute('changeInform'), { orderNo })} />
            ) : null}
            {order.Rebook ? (
              <View className='flight-section'>
                <LinkRow label='改签补款' value={`原订单 ${order.Rebook.OfOrderNo} ›`} onClick={() => openRoute(flightRoute('orderDetail'), { orderNo: order.Rebook?.OfOrderNo ?? '' })} />
                <View><Text className='flight-muted'>{order.Rebook.FromText} 改签至 {order.Rebook.ToText}</Text></View>
              </View>
            ) : null}
            {pending ? (
              <View className='flight-section'>
                <LinkRow label='改签待支付' value={`${formatFen(pending.TotalFen)} 去支付 ›`} onClick={() => openRoute(flightRoute('pay'), { orderNo: pending.PayOrderNo })} />
                <View><Text className='flight-muted'>改签至 {pending.ToText}，支付成功后完成改签</Text></View>
              </View>
            ) : null}
            {order.RejectReason ? (
              <View className='flight-section'>
                <Text className='flight-over'>驳回原因：{order.RejectReason}</Text>
              </View>
            ) : null}
            <FlightOrderSections order={order} />
            {order.Approval ? <ApprovalSteps progress={order.Approval} /> : null}
            <View className='flight-section'>
              <LinkRow label='退改签规则' value='查看 ›' onClick={() => openRoute(flightRoute('rules'), { orderNo })} />
              <LinkRow label='温馨提示' value='值机与乘机须知 ›' onClick={() => openRoute(flightRoute('tip'), { orderNo })} />
              {isLive('order/insuranceDetail') ? <LinkRow label='保险' value='航空意外险、延误险 ›' onClick={() => openRoute('order/insuranceDetail', { orderNo })} /> : null}
            </View>
            <View className='order-bottom-space' />
            <OrderActionBar buttons={buttons} disabled={store.isActing} onPress={(key) => press(key as Button)} />
            <ConfirmPopup isOpened={isCancelling} content='确定取消该订单吗？' onConfirm={() => void cancel()} onCancel={() => setCancelling(false)} />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(FlightOrderDetailScreen)
