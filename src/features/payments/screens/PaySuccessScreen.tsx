import type { SpecRouteId } from '@/routes/types'
import type { PayResult } from '@api/order'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen, formatShanghai } from '@/core/format'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DocumentStore, orderDetailRoute, productExtension } from '../../orders/public'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createPayApi } from '../api/payApi'
import '../components/payment.scss'

const METHOD_TEXT = { enterprise: '企业账户支付', personal: '个人支付', hotel: '到店付' } as const

/** 支付成功: what was paid, with links to the order and the order centre (the cashier is not in the back stack). */
function PaySuccessScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = query.orderNo ?? ''
  const payNo = query.payNo ?? ''
  // The cashier hands over the product type; its extension says what comes next and where the order opens.
  const product = productExtension(query.productType)
  const detailRoute = orderDetailRoute(query.productType, isLive)
  const store = useStore(
    () => new DocumentStore<PayResult>(() => createPayApi(root.request).payStatus({ OrderNo: orderNo, ...(payNo ? { PayNo: payNo } : {}) }), '支付结果查询失败'),
  )
  useShown(() => Promise.all([store.fetch(), root.client.refreshBadges()]))
  const go = (routeId: SpecRouteId, q?: Record<string, string>) => void Taro.redirectTo({ url: linkTo(routeId, q) })
  const result = store.data

  return (
    <PageLayout title='支付成功'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {result ? (
          <View className='pay-result'>
            <Text className='pay-result__title'>{result.Status === 'paid' ? '支付成功' : '支付处理中'}</Text>
            <Text className='pay-result__line'>{formatFen(result.PaidFen)}</Text>
            <Text className='pay-result__line'>{METHOD_TEXT[result.PayMethod]}</Text>
            {result.BalanceAfterFen !== null ? <Text className='pay-result__line'>企业账户余额 {formatFen(result.BalanceAfterFen)}</Text> : null}
            {result.PaidAt ? <Text className='pay-result__line'>{formatShanghai(result.PaidAt)}</Text> : null}
            <Text className='pay-result__line'>{product.paidNote}</Text>
            {detailRoute ? (
              <AtButton type='primary' onClick={() => go(detailRoute, { orderNo })}>
                查看订单
              </AtButton>
            ) : null}
            {isLive('order/index') ? (
              <AtButton type='secondary' onClick={() => go('order/index')}>
                订单中心
              </AtButton>
            ) : null}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(PaySuccessScreen)
