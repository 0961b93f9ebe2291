import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { CLAIM_KIND_TEXT } from '@domain/insurance/insurance'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { MaterialPicker } from '../components/MaterialPicker'
import { InputRow, Row } from '../components/Row'
import { useInsurance } from '../hooks'
import { ClaimFormStore } from '../stores/InsuranceStores'
import '../components/insurance.scss'

/** 理赔申请 (order2.0/insurance/application): kind covered by the product, amount, what happened, materials. */
function InsuranceClaimApplyScreen({ query }: ScreenProps) {
  const { root, deps } = useInsurance()
  const policyNo = query.policyNo ?? ''
  const store = useStore(() => new ClaimFormStore(policyNo, deps))
  useShown(() => store.policy.fetch())
  const policy = store.policy.data?.Policy
  const submit = async () => {
    if (await store.submit()) {
      root.ui.toast('理赔申请已提交')
      void Taro.redirectTo({ url: linkTo('order2.0/insurance/process', { claimNo: store.claimNo }) })
    } else if (store.writer.error) root.ui.toast(store.writer.error)
  }
  return (
    <PageLayout title='理赔申请'>
      <StateView state={store.policy.load} onRetry={() => void store.policy.fetch()} isEmpty={!policyNo} emptyText='缺少保单号'>
        {policy ? (
          <View className='insurance-page'>
            <View className='insurance-section'>
              <Row label='保险' value={`${policy.ProductName} · ${policy.InsuredName}`} />
              <Row label='承保行程' value={policy.LegText} />
            </View>
            <View className='insurance-section'>
              <Text className='insurance-section__title'>出险类型</Text>
              {store.kinds.map((k) => (
                <Text key={k} className={`insurance-chip${store.kind === k ? ' insurance-chip--on' : ''}`} onClick={() => store.setKind(k)}>{CLAIM_KIND_TEXT[k]}</Text>
              ))}
              <InputRow label='申请金额' value={store.amountYuan} placeholder='元' type='digit' onInput={(v) => store.setAmount(v)} />
              <InputRow label='出险经过' value={store.description} placeholder='时间、地点、经过' onInput={(v) => store.setDescription(v)} />
            </View>
            <View className='insurance-section'>
              <Text className='insurance-section__title'>理赔材料</Text>
              <Text className='insurance-muted'>延误证明、登机牌、医疗票据等，可稍后补充</Text>
              <MaterialPicker materials={store.materials} />
            </View>
            {store.writer.error ? <Text className='insurance-error'>{store.writer.error}</Text> : null}
            <View className='insurance-section'>
              <AtButton type='primary' loading={store.writer.isBusy} disabled={store.writer.isBusy || store.materials.isUploading} onClick={() => void submit()}>提交申请</AtButton>
            </View>
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(InsuranceClaimApplyScreen)
