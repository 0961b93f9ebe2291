import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { formatFen, formatShanghai } from '@/core/format'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { SpecRouteId } from '@/routes/types'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { createApprovalApi } from '../../approve/public'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createOrderApi } from '../api/orderApi'
import { CancelSheet } from '../components/CancelSheet'
import { HotelOrderSections } from '../components/HotelOrderSections'
import '../components/order.scss'
import type { HotelOrderButton } from '../domain/hotelOrderActions'
import { orderNoOf } from '../domain/orderLinks'
import { earlyDepartureRoute, hotelOrderVariant, voucherRoute } from '../domain/orderRoutes'
import { HotelOrderDetailStore } from '../stores/HotelOrderDetailStore'

const BUTTON_TEXT: Record<HotelOrderButton, string> = {
  revoke: '撤回审批',
  cancel: '取消订单',
  earlyDeparture: '提前离店',
  voucher: '入住凭证',
  pay: '去支付',
}

/** 酒店订单详情 (order, order2.0 and order3.0 routes): status, the stay, money, approval, and what can be done now. */
function HotelOrderDetailScreen({ query, variant }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(
    () =>
      new HotelOrderDetailStore(orderNo, {
        orderApi: createOrderApi(root.request),
        approvalApi: createApprovalApi(root.request),
        createReqId: () => createReqId(),
      }),
  )
  const [sheet, setSheet] = useState<'none' | 'cancel' | 'revoke'>('none')
  useShown(() => store.fetch())

  const targets: Record<HotelOrderButton, SpecRouteId | 'local' | null> = {
    revoke: 'local',
    cancel: 'local',
    earlyDeparture: earlyDepartureRoute(isLive),
    voucher: voucherRoute(hotelOrderVariant(variant), isLive),
    pay: isLive('payment/pay') ? 'payment/pay' : null,
  }
  const press = (button: HotelOrderButton) => {
    const target = targets[button]
    if (button === 'cancel' || button === 'revoke') setSheet(button)
    else if (target && target !== 'local' && button === 'earlyDeparture' && store.order) {
      openRoute(target, { orderNo, arrivalDate: store.order.ArrivalDate, departureDate: store.order.DepartureDate })
    } else if (target && target !== 'local') openRoute(target, { orderNo })
  }
  const revoke = async () => {
    setSheet('none')
    if (await store.revoke()) root.ui.toast('已撤回审批')
    else if (store.actionError) root.ui.toast(store.actionError)
  }
  const cancelled = () => {
    setSheet('none')
    const result = store.lastCancel
    root.ui.toast(result && result.RefundFen > 0 ? `订单已取消，${formatFen(result.RefundFen)}${result.RefundToText || '将原路退回'}` : '订单已取消')
  }
  const order = store.order
  const buttons = store.buttons.filter((button) => targets[button] !== null)

  return (
    <PageLayout title='酒店订单详情'>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View>
            <View className='order-status-head'>
              <Text className='order-status-head__status'>{order.StatusText}</Text>
              {order.Status === 'PendingPayment' && order.PayDeadline ? (
                <Text className='order-status-head__hint'>
                  请在{formatShanghai(order.PayDeadline, 'MM-DD HH:mm')}前支付 {formatFen(order.TotalFen - order.PaidFen)}
                </Text>
              ) : null}
              {order.Status === 'Rejected' ? <Text className='order-status-head__hint'>审批未通过，订单不可支付</Text> : null}
            </View>
            <HotelOrderSections order={order} />
            <View className='order-bottom-space' />
            {buttons.length > 0 ? (
              <View className='order-actions'>
                {buttons.map((button) => (
                  <AtButton
                    key={button}
                    size='small'
                    type={button === 'pay' ? 'primary' : 'secondary'}
                    disabled={store.isActing}
                    onClick={() => press(button)}
                  >
                    {BUTTON_TEXT[button]}
                  </AtButton>
                ))}
              </View>
            ) : null}
            <CancelSheet store={store} isOpened={sheet === 'cancel'} onClose={() => setSheet('none')} onDone={cancelled} />
            <ConfirmPopup
              isOpened={sheet === 'revoke'}
              content='确定撤回审批吗？撤回后订单将取消'
              onConfirm={() => void revoke()}
              onCancel={() => setSheet('none')}
            />
          </View>
        ) : null}
      </StateView>
      <FloatingHelp />
    </PageLayout>
  )
}

export default observer(HotelOrderDetailScreen)
