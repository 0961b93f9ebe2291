import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import 'taro-ui/lib/style/components/button.scss'
import { formatFen } from '@/core/format'
import { createReqId } from '@/core/http/ids'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { ConfirmPopup } from '../../shared/components/ConfirmPopup'
import { StateView } from '../../shared/components/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createPayApi } from '../api/payApi'
import { GatewaySheet } from '../components/GatewaySheet'
import { PayMethodList } from '../components/PayMethodList'
import '../components/payment.scss'
import { formatCountdown } from '../domain/cashier'
import { CashierStore } from '../stores/CashierStore'

const METHOD_NAME = { enterprise: '企业账户', personal: '个人支付' } as const

/** 收银台 (/pages/payment/pay/pay, swipe-back disabled): amount, countdown, method, one payment per order. */
function CashierScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = query.orderNo ?? query.OrderNo ?? ''
  const store = useStore(() => new CashierStore(orderNo, { api: createPayApi(root.request), createReqId: () => createReqId() }))
  useShown(() => (store.paid ? undefined : store.fetch()))

  const toSuccess = () => {
    if (!store.paid) return
    const target = { orderNo, payNo: store.paid.PayNo }
    if (isLive('payment/paySuccess')) void Taro.redirectTo({ url: linkTo('payment/paySuccess', target) })
    else root.ui.toast('支付成功')
  }
  const pay = async () => {
    if (await store.pay()) toSuccess()
  }
  const info = store.info

  return (
    <PageLayout title='收银台'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {info ? (
          <View>
            <View className='cashier-amount'>
              <Text className='cashier-amount__value'>{formatFen(info.AmountFen)}</Text>
              <Text className='cashier-amount__title'>
                {info.Title} {info.Subtitle}
              </Text>
              {info.IsPayable ? (
                <Text className='cashier-amount__countdown'>
                  {store.isExpired ? '支付已超时，订单将自动取消' : `剩余支付时间 ${formatCountdown(store.remainingMs)}`}
                </Text>
              ) : (
                <Text className='cashier-amount__countdown'>
                  {info.OrderStatus === 'Rejected' ? '审批已驳回，订单不可支付' : `订单${ORDER_STATUS_TEXT[info.OrderStatus]}，无需支付`}
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
              {!info.IsPayable && isLive('order3.0/hotel/detail') ? (
                <AtButton type='secondary' onClick={() => openRoute('order3.0/hotel/detail', { orderNo })}>
                  查看订单
                </AtButton>
              ) : null}
            </View>
            <ConfirmPopup
              isOpened={store.isConfirmOpen}
              content={`确认使用${store.method ? METHOD_NAME[store.method] : ''}支付${formatFen(info.AmountFen)}？`}
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
