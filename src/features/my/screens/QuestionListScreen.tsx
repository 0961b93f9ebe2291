import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createServiceApi } from '../api/serviceApi'
import { FaqRows } from '../components/FaqRows'
import { FaqListStore } from '../stores/FaqListStore'
import '../components/my.scss'

/** 常见问题: search, categories, and their questions. Query categoryId opens one category. */
function QuestionListScreen({ query }: ScreenProps) {
  const root = useStores()
  const initial = Number(query.categoryId) || undefined
  const store = useStore(() => new FaqListStore(createServiceApi(root.request), initial))
  useShown(() => store.fetch())
  return (
    <PageLayout title='常见问题'>
      <SearchBar value={store.keyword} placeholder='搜索问题' onChange={(v) => store.setKeyword(v)} onSearch={() => void store.fetch()} onClear={() => void store.clearKeyword()} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <View className='faq-categories'>
            <Text className={`faq-category${store.categoryId === undefined ? ' faq-category--on' : ''}`} onClick={() => void store.choose(undefined)}>
              热门
            </Text>
            {store.categories.map((c) => (
              <Text key={c.CategoryId} className={`faq-category${store.categoryId === c.CategoryId ? ' faq-category--on' : ''}`} onClick={() => void store.choose(c.CategoryId)}>
                {c.Name}
              </Text>
            ))}
          </View>
          <Text className='my-heading'>{store.title}</Text>
          {store.items.length > 0 ? <FaqRows items={store.items} /> : <Text className='my-notice'>没有找到相关问题，可以联系在线客服</Text>}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(QuestionListScreen)
