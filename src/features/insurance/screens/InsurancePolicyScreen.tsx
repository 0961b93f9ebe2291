import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { Row } from '../components/Row'
import { useInsurance } from '../hooks'
import { PolicyStore } from '../stores/InsuranceStores'
import '../components/insurance.scss'

/** 保单详情 (order2.0/insurance/detail): the cover, the leg, the premium, its claims and 申请理赔. */
function InsurancePolicyScreen({ query }: ScreenProps) {
  const { deps } = useInsurance()
  const policyNo = query.policyNo ?? ''
  const store = useStore(() => new PolicyStore(policyNo, deps.api))
  useShown(() => store.fetch())
  const policy = store.data?.Policy
  return (
    <PageLayout title='保单详情'>
      <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={!policyNo} emptyText='缺少保单号'>
        {policy && store.data ? (
          <View className='insurance-page'>
            <View className='insurance-section'>
              <Text className='insurance-section__title'>{policy.ProductName}<Text className='insurance-status'>{policy.StatusText}</Text></Text>
              <Row label='保单号' value={policy.PolicyNo} />
              <Row label='被保险人' value={policy.InsuredName} />
              <Row label='承保行程' value={policy.LegText} />
              <Row label='保障期间' value={`${policy.StartsAt.slice(0, 16).replace('T', ' ')} 至 ${policy.EndsAt.slice(0, 16).replace('T', ' ')}`} />
              <Row label='保额' value={formatFen(policy.SumInsuredFen)} />
              <Row label='保费' value={formatFen(policy.PremiumFen)} />
              <Row label='保险公司' value={policy.Insurer} />
              <Text className='insurance-muted'>{policy.Coverage}</Text>
            </View>
            <View className='insurance-section'>
              <Text className='insurance-section__title'>理赔记录</Text>
              {store.data.Claims.length === 0 ? <Text className='insurance-muted'>暂无理赔申请</Text> : null}
              {store.data.Claims.map((c) => (
                <View key={c.ClaimNo} className='insurance-policy' onClick={() => openRoute('order2.0/insurance/process', { claimNo: c.ClaimNo })}>
                  <Text>{c.KindText} {formatFen(c.AmountFen)}</Text>
                  <Text className='insurance-status'>{c.StatusText} ›</Text>
                </View>
              ))}
            </View>
            {policy.CanClaim ? (
              <View className='insurance-section'>
                <AtButton type='primary' onClick={() => openRoute('order2.0/insurance/application', { policyNo })}>申请理赔</AtButton>
              </View>
            ) : null}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(InsurancePolicyScreen)
