import type { SpecRouteId } from '@/routes/types'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { createReqId } from '@/core/http/ids'
import { formatFen } from '@/core/format'
import { isLive } from '@/routes/registry'
import { FloatingHelp } from '@/shell/help/FloatingHelp'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { createApprovalApi } from '../../approvals/public'
import { orderNoOf } from '../../orders/public'
import { OrderActionBar, OrderStatusHead, type OrderActionButton } from '../../orders/public/components'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { KeptNotice } from '@/ui/KeptNotice'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createHotelOrderApi } from '../api/hotelOrderApi'
import { HotelCancelSheet } from '../components/HotelCancelSheet'
import { HotelOrderSections } from '../components/HotelOrderSections'
import type { HotelOrderButton } from '../domain/hotelOrderActions'
import { earlyDepartureRoute, hotelOrderVariant, voucherRoute } from '../domain/hotelOrderRoutes'
import { hotelProduct } from '../public/product'
import { HotelOrderDetailStore } from '../stores/HotelOrderDetailStore'

const linkText = (key: string) => hotelProduct.actionLinks.find((link) => link.key === key)?.text ?? ''

const BUTTON_TEXT: Record<HotelOrderButton, string> = {
  revoke: '撤回审批',
  cancel: '取消订单',
  earlyDeparture: linkText('earlyDeparture'),
  voucher: linkText('voucher'),
  pay: '去支付',
}

/**
 * 酒店订单详情 (order, order2.0 and order3.0 routes): the order core's status head and action bar around
 * the stay, money and approval, with hotel's cancel rule and links (early departure, voucher).
 */
function HotelOrderDetailScreen({ query, variant }: ScreenProps<'v1' | 'v2' | 'v3'>) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(
    () =>
      new HotelOrderDetailStore(orderNo, {
        orderApi: createHotelOrderApi(root.request),
        approvalApi: createApprovalApi(root.request),
        createReqId: () => createReqId(),
        kept: root.offline,
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
  const buttons: OrderActionButton[] = store.buttons
    .filter((button) => targets[button] !== null)
    .map((button) => ({ key: button, text: BUTTON_TEXT[button], isPrimary: button === 'pay' }))

  return (
    <PageLayout title='酒店订单详情'>
      <KeptNotice savedAt={store.keptAt} />
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={!orderNo} emptyText='缺少订单号'>
        {order ? (
          <View>
            <OrderStatusHead order={order} />
            <HotelOrderSections order={order} />
            <View className='order-bottom-space' />
            <OrderActionBar buttons={buttons} disabled={store.isActing} onPress={(key) => press(key as HotelOrderButton)} />
            <HotelCancelSheet store={store} isOpened={sheet === 'cancel'} onClose={() => setSheet('none')} onDone={cancelled} />
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
