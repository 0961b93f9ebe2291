import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMyPointsApi } from '../api/pointsApi'
import { TransferStore } from '../stores/TransferStore'
import '../components/my.scss'

/** 积分互通: give points to a colleague of the same enterprise by phone. */
function InterflowScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new TransferStore(createMyPointsApi(root.request), (m) => root.ui.toast(m)))
  useShown(() => store.fetch())
  return (
    <PageLayout title='积分转赠'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='my-card'>
          <Text className='my-card__label'>可转赠积分</Text>
          <Text className='my-card__value'>{store.balance}</Text>
        </View>
        <View className='my-form'>
          <View className='my-field'>
            <Text className='my-field__label'>同事手机号</Text>
            <Input className='my-field__input' type='number' maxlength={11} placeholder='请输入同事的手机号' value={store.form.phone} onInput={(e) => store.set('phone', e.detail.value)} />
          </View>
          <View className='my-field'>
            <Text className='my-field__label'>转赠积分</Text>
            <Input className='my-field__input' type='number' placeholder='请输入转赠积分' value={store.form.points} onInput={(e) => store.set('points', e.detail.value)} />
          </View>
          <View className='my-field'>
            <Text className='my-field__label'>留言</Text>
            <Input className='my-field__input' maxlength={60} placeholder='选填，最多50字' value={store.form.remark} onInput={(e) => store.set('remark', e.detail.value)} />
          </View>
        </View>
        {store.error ? <Text className='my-error'>{store.error}</Text> : null}
        <AtButton className='my-submit interflow__submit' type='primary' loading={store.isSubmitting} onClick={() => void store.submit()}>
          确认转赠
        </AtButton>
        {store.rules ? (
          <Text className='my-notice'>
            每次可转赠 {store.rules.TransferMin}-{store.rules.TransferMax} 积分，仅限本企业同事，转赠后不可撤回。
          </Text>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(InterflowScreen)
