import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { PageLayout } from '@/shell/layout/PageLayout'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { ListFooter } from '@/ui/ListFooter'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import type { SearchListStore } from '../stores/SearchListStore'
import './loans.scss'

type Props<T> = { title: string; placeholder: string; empty: string; store: SearchListStore<T>; children: (item: T) => ReactNode }

/** A paged picker page with a search box, pull to refresh and reach-bottom paging. */
function SearchPickerView<T>({ title, placeholder, empty, store, children }: Props<T>) {
  useShown(() => store.fetch())
  useReachBottom(() => void store.list.loadMore())
  return (
    <PageLayout title={title}>
      <SearchBar value={store.keyword} placeholder={placeholder} onChange={(v) => store.setKeyword(v)} onSearch={() => void store.search()} onClear={() => void store.clear()} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <View className='loans'>
          <StateView state={store.list.load} onRetry={() => store.fetch()} isEmpty={store.list.isEmpty} emptyText={empty}>
            {store.list.items.map(children)}
            <ListFooter list={store.list} onLoadMore={() => void store.list.loadMore()} />
          </StateView>
        </View>
      </PullToRefresh>
    </PageLayout>
  )
}

export const SearchPicker = observer(SearchPickerView) as <T>(props: Props<T>) => JSX.Element
