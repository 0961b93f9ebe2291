import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createServiceApi } from '../api/serviceApi'
import { FaqRows } from '../components/FaqRows'
import { ValueStore } from '../../shared/stores/ValueStore'
import '../components/my.scss'

/** 问题详情: one question's answer, and others of its category. Query faqId. */
function QuestionDetailScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createServiceApi(root.request)
  const faqId = Number(query.faqId)
  const store = useStore(() => new ValueStore(() => (faqId > 0 ? api.faqDetail(faqId) : Promise.reject(new Error('问题编号无效'))), '问题加载失败'))
  useShown(() => store.fetch())
  const detail = store.value
  return (
    <PageLayout title='问题详情'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {detail ? (
          <View>
            <View className='my-form'>
              <Text className='my-heading'>{detail.CategoryName}</Text>
              <Text className='faq-question'>{detail.Question}</Text>
              <Text className='my-text'>{detail.Answer}</Text>
            </View>
            {detail.Related.length > 0 ? (
              <View>
                <Text className='my-heading'>相关问题</Text>
                <FaqRows items={detail.Related} />
              </View>
            ) : null}
          </View>
        ) : null}
      </StateView>
    </PageLayout>
  )
}

export default observer(QuestionDetailScreen)
