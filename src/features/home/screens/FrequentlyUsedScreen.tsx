import type { FrequentItem } from '@api/index'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { useConfirm } from '@/ui/useConfirm'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createFrequentlyUsedApi } from '../api/frequentlyUsedApi'
import { FunctionCatalogue } from '../components/FunctionCatalogue'
import { MyFrequentItems } from '../components/MyFrequentItems'
import { MAX_FREQUENT } from '../domain/frequentlyUsed'
import { FrequentlyUsedStore } from '../stores/FrequentlyUsedStore'
import '../components/frequentlyUsed.scss'

/** 常用: the member's frequently used functions, and the catalogue to add from (pull-down refresh). */
function FrequentlyUsedScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new FrequentlyUsedStore(createFrequentlyUsedApi(root.request), (m) => root.ui.toast(m)))
  const removal = useConfirm((item: FrequentItem) => void store.remove(item), (item) => `确定从常用中删除“${item.Name}”吗？`, '删除')
  useShown(() => store.fetch())

  return (
    <PageLayout title='常用'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()}>
          <View className='frequent-page'>
            <Text className='frequent-title'>
              我的常用（{store.items.length}/{MAX_FREQUENT}）
            </Text>
            <MyFrequentItems
              items={store.items}
              busyKey={store.busyKey}
              onMove={(index, delta) => void store.move(index, delta)}
              onDelete={removal.ask}
            />
            <Text className='frequent-title'>添加常用</Text>
            <SearchBar
              value={store.keyword}
              placeholder='搜索功能'
              onChange={(value) => store.setKeyword(value)}
              onSearch={() => void store.search()}
              onClear={() => store.clearSearch()}
            />
            <FunctionCatalogue store={store} />
          </View>
        </StateView>
      </PullToRefresh>
      {removal.popup}
    </PageLayout>
  )
}

export default observer(FrequentlyUsedScreen)
