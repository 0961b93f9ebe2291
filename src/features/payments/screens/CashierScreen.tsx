import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { getContainer, webLocation } from '@/core/platform'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { orderDetailRoute, productExtension, productStatusText } from '../../orders/public'
import { ConfirmPopup } from '@/ui/ConfirmPopup'
import { StateView } from '@/ui/StateView'
import { useInactivityTimer } from '@/shell/page/useInactivityTimer'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createPayApi } from '../api/payApi'
import { wechatPaymentFor } from '../api/wechatPayment'
import { GatewaySheet } from '../components/GatewaySheet'
import { PayMethodList } from '../components/PayMethodList'
import '../components/payment.scss'
import { formatCountdown, payConfirmText } from '../domain/cashier'
import { CashierStore } from '../stores/CashierStore'

/** 收银台 (/pages/payment/pay/pay, swipe-back disabled): amount, countdown, method, one payment per order. */
function CashierScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = query.orderNo ?? query.OrderNo ?? ''
  const store = useStore(
    () =>
      new CashierStore(orderNo, {
        api: createPayApi(root.request),
        createReqId: () => createReqId(),
        wechat: wechatPaymentFor(getContainer(), webLocation().origin, root.settings.identity.PlatId),
      }),
  )
  useShown(() => (store.paid ? undefined : store.fetch()))
  // Ten idle minutes: the amount, deadline and balance are read again before anyone pays on stale data.
  useInactivityTimer(() => void (store.paid ? undefined : store.fetch()))

  const toSuccess = () => {
    if (!store.paid) return
    const target = { orderNo, payNo: store.paid.PayNo, ...(store.info ? { productType: String(store.info.ProductType) } : {}) }
    if (isLive('payment/paySuccess')) void Taro.redirectTo({ url: linkTo('payment/paySuccess', target) })
    else root.ui.toast('支付成功')
  }
  const pay = async () => {
    if (await store.pay()) toSuccess()
  }
  const info = store.info
  const detailRoute = info ? orderDetailRoute(info.ProductType, isLive) : null

  return (
    <PageLayout title='收银台'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {info ? (
          <View>
            <View className='cashier-amount'>
              <Text className='cashier-amount__value'>{formatFen(info.AmountFen)}</Text>
              <Text className='cashier-amount__title'>
                {productExtension(info.ProductType).cashierSummary(info)}
              </Text>
              {info.IsPayable ? (
                <Text className='cashier-amount__countdown'>
                  {store.isExpired ? '支付已超时，订单将自动取消' : `剩余支付时间 ${formatCountdown(store.remainingMs)}`}
                </Text>
              ) : (
                <Text className='cashier-amount__countdown'>
                  {info.OrderStatus === 'Rejected' ? '审批已驳回，订单不可支付' : `订单${productStatusText(info.ProductType, info.OrderStatus)}，无需支付`}
                </Text>
              )}
            </View>
            {info.IsPayable ? <PayMethodList store={store} /> : null}
            <View className='pay-footer'>
              {store.payError && !store.gateway ? <Text className='pay-footer__error'>{store.payError}</Text> : null}
              {info.IsPayable ? (
                <AtButton type='primary' loading={store.isPaying} disabled={!store.canPay} onClick={() => store.openConfirm()}>
                  确认支付 {formatFen(info.AmountFen)}
                </AtButton>
              ) : null}
              {info.IsPayable && info.IsBankTransferAllowed && isLive('payment/bankTransfer') ? (
                <Text className='pay-footer__link' onClick={() => openRoute('payment/bankTransfer', { orderNo })}>
                  对公转账
                </Text>
              ) : null}
              {!info.IsPayable && detailRoute ? (
                <AtButton type='secondary' onClick={() => openRoute(detailRoute, { orderNo })}>
                  查看订单
                </AtButton>
              ) : null}
            </View>
            <ConfirmPopup
              isOpened={store.isConfirmOpen}
              content={payConfirmText(store.method, info.AmountFen)}
              confirmText='确认支付'
              onConfirm={() => void pay()}
              onCancel={() => store.closeConfirm()}
            />
            <GatewaySheet store={store} onPaid={toSuccess} />
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(CashierScreen)
