import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createPolicyApi } from '../api/policyApi'
import { MyStandardStore } from '../stores/MyStandardStore'
import '../components/policy.scss'

/** 我的差标 (my2.0/queryStandard): hotel, train, flight, car and takeout standards for the member's grade. */
function MyStandardScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new MyStandardStore(createPolicyApi(root.request)))
  useShown(() => store.fetch())
  const data = store.data
  return (
    <PageLayout title='我的差标'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          {data ? (
            <View className='policy-page'>
              <Text className='policy-grade'>职级：{data.GradeName}（以下为适用于您的差旅标准）</Text>
              {data.Products.map((product) => (
                <Section key={product.Product} title={product.ProductName}>
                  {product.Lines.map((line) => (
                    <Text key={line} className='policy-line'>
                      {line}
                    </Text>
                  ))}
                </Section>
              ))}
            </View>
          ) : null}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(MyStandardScreen)
