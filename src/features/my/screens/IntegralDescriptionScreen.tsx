import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createMyPointsApi } from '../api/pointsApi'
import { ValueStore } from '../../shared/stores/ValueStore'
import '../components/my.scss'

/** 积分说明: how points are earned, used, given and when they expire (from the server). */
function IntegralDescriptionScreen(_props: ScreenProps) {
  const root = useStores()
  const api = createMyPointsApi(root.request)
  const store = useStore(() => new ValueStore(() => api.rules(), '积分说明加载失败'))
  useShown(() => store.fetch())
  return (
    <PageLayout title='积分说明'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='my-form'>
          {store.value?.Rules.map((rule) => (
            <View key={rule.Title}>
              <Text className='my-heading'>{rule.Title}</Text>
              <Text className='my-text'>{rule.Content}</Text>
            </View>
          ))}
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(IntegralDescriptionScreen)
