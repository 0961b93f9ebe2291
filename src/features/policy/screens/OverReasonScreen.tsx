import type { PolicyProduct } from '@api/policy'
import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createPolicyApi } from '../api/policyApi'
import { OVER_REASON_MAX } from '../domain/overReason'
import { overReasonSession } from '../public'
import { OverReasonStore } from '../stores/OverReasonStore'
import '../components/policy.scss'

const PRODUCTS: readonly PolicyProduct[] = ['hotel', 'train', 'flight', 'car', 'takeout']
const productOf = (value: string | undefined) => PRODUCTS.find((p) => p === value)

/**
 * 超标原因 (product3.0/overReason, components/overStandard): the enterprise's reasons for the product or one's
 * own words; the choice goes back to the form through `overReasonSession`. Imports no product.
 */
function OverReasonScreen({ query }: ScreenProps) {
  const root = useStores()
  const current = query.current ?? ''
  const store = useStore(() => new OverReasonStore(createPolicyApi(root.request), productOf(query.product), current))
  useShown(() => store.fetch())
  const choose = (listed: string) => {
    const reason = store.choose(listed)
    if (!reason) {
      root.ui.toast('请填写超标原因')
      return
    }
    overReasonSession(root).answer(reason)
    void Taro.navigateBack()
  }
  return (
    <PageLayout title='超标原因'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='policy-page'>
          {store.reasons.map((reason) => (
            <View key={reason.ReasonId} className={`policy-reason${current === reason.Text ? ' policy-reason--on' : ''}`} onClick={() => choose(reason.Text)}>
              <Text>{reason.Text}</Text>
            </View>
          ))}
          <View className='policy-other'>
            <Text className='policy-other__label'>其他原因</Text>
            <Input className='policy-other__input' value={store.other} maxlength={OVER_REASON_MAX} placeholder='请填写超标原因' onInput={(e) => store.setOther(e.detail.value)} />
          </View>
          <AtButton className='policy-confirm' type='primary' onClick={() => choose('')}>
            确定
          </AtButton>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(OverReasonScreen)
