import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { ListFooter } from '@/ui/ListFooter'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import type { PickedCostItem } from '../domain/picked'
import type { CostItemsStore } from '../stores/CostItemsStore'
import './costs.scss'

type Props = {
  store: CostItemsStore
  searchPlaceholder: string
  emptyText: string
  onPick: (item: PickedCostItem) => void
  footer?: ReactNode
}

/** A searchable list to pick one item from: pull down to refresh, more on reaching the bottom. */
export const CostItemPicker = observer(function CostItemPicker({ store, searchPlaceholder, emptyText, onPick, footer }: Props) {
  useReachBottom(() => void store.loadMore())
  return (
    <View className='cost-picker'>
      <SearchBar value={store.keyword} placeholder={searchPlaceholder} onChange={(value) => store.setKeyword(value)} onSearch={() => void store.fetch()} onClear={() => void store.clearSearch()} />
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.isEmpty} emptyText={emptyText}>
          {store.items.map((item) => (
            <View key={item.id} className={`cost-row${item.id === store.selectedId ? ' cost-row--on' : ''}`} onClick={() => onPick(item)}>
              <Text className='cost-row__name'>{item.name}</Text>
              <Text className='cost-row__code'>{item.code}</Text>
            </View>
          ))}
          <ListFooter
            list={{ isEmpty: store.isEmpty, hasMore: store.hasMore, isLoadingMore: store.isLoadingMore, loadMoreError: store.loadMoreError }}
            onLoadMore={() => void store.loadMore()}
          />
        </StateView>
      </PullToRefresh>
      {footer}
    </View>
  )
})
