import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { valueAddSummary } from '../domain/valueAdd'
import { useInsurance } from '../hooks'
import { OrderPoliciesStore } from '../stores/InsuranceStores'
import '../components/insurance.scss'

const TITLES = { flight: '保险详情', train: '火车票保险', v3: '保险详情', services: '增值服务' } as const

/**
 * 保险详情 of a flight (order/insuranceDetail, order3.0/insurance/detail) or train order (order/trainInsuranceDetail):
 * policies and 投保; 增值服务 (order3.0/common/valueAddServices) adds what was paid, refunded and what it cost.
 */
function InsuranceOrderScreen({ query, variant = 'v3' }: ScreenProps<'flight' | 'train' | 'v3' | 'services'>) {
  const { root, deps } = useInsurance()
  const orderNo = orderNoOf(query)
  const store = useStore(() => new OrderPoliciesStore(orderNo, deps))
  useShown(() => store.fetch())
  const data = store.data
  const buy = async (code: Parameters<OrderPoliciesStore['buy']>[0], name: string) => {
    if (await store.buy(code)) root.ui.toast(`${name}投保成功`)
    else if (store.writer.error) root.ui.toast(store.writer.error)
  }
  return (
    <PageLayout title={TITLES[variant]}>
      {!orderNo ? (
        <Text className='insurance-muted insurance-missing'>缺少订单号</Text>
      ) : (
        <StateView state={store.load} onRetry={() => void store.fetch()}>
          {data ? (
            <View className='insurance-page'>
              <View className='insurance-section'>
                <Text className='insurance-section__title'>{data.OrderTitle}</Text>
                <Text className='insurance-muted'>订单号 {data.OrderNo}</Text>
              </View>
              {variant === 'services' ? <ServicesSummary policies={data.Policies} /> : null}
              <View className='insurance-section'>
                <Text className='insurance-section__title'>{variant === 'services' ? '已购服务' : '已购保险'}</Text>
                {data.Policies.length === 0 ? <Text className='insurance-muted'>暂未购买保险</Text> : null}
                {data.Policies.map((p) => (
                  <View key={p.PolicyNo} className='insurance-policy' onClick={() => openRoute('order2.0/insurance/detail', { policyNo: p.PolicyNo })}>
                    <Text>{p.ProductName} · {p.InsuredName}</Text>
                    <Text className='insurance-status'>{p.StatusText} ›</Text>
                    <Text className='insurance-muted'>
                      {p.LegText} · 保费{formatFen(p.PremiumFen)}{p.Status === 'Refunded' ? ` · 已退${formatFen(p.PremiumFen)}` : ''}
                    </Text>
                  </View>
                ))}
              </View>
              {data.Products.length > 0 ? (
                <View className='insurance-section'>
                  <Text className='insurance-section__title'>可购保险</Text>
                  {!data.CanBuy ? <Text className='insurance-muted'>{data.BuyNote}</Text> : null}
                  {data.Products.map((p) => (
                    <View key={p.Code} className='insurance-policy'>
                      <Text>{p.Name} {formatFen(p.PremiumFen)}/人/程</Text>
                      <Text className='insurance-muted'>{p.Coverage}（{p.Insurer}）</Text>
                      {data.CanBuy ? (
                        <AtButton size='small' type='primary' disabled={store.writer.isBusy} onClick={() => void buy(p.Code, p.Name)}>投保</AtButton>
                      ) : null}
                    </View>
                  ))}
                </View>
              ) : null}
            </View>
          ) : null}
        </StateView>
      )}
    </PageLayout>
  )
}

function ServicesSummary({ policies }: { policies: Parameters<typeof valueAddSummary>[0] }) {
  const sum = valueAddSummary(policies)
  return (
    <View className='insurance-section value-add-summary'>
      <Text className='insurance-section__title'>费用</Text>
      <Text>已购{sum.count}项 · 支付{formatFen(sum.paidFen)}</Text>
      {sum.refundedCount > 0 ? <Text className='insurance-muted'>{sum.refundedCount}项已随退票退保 · 退回{formatFen(sum.refundedFen)}</Text> : null}
      <Text className='insurance-muted'>实际费用 {formatFen(sum.netFen)}（由企业账户支付）</Text>
    </View>
  )
}

export default observer(InsuranceOrderScreen)
