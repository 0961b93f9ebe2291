import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import './order.scss'

type Props = {
  list: { isEmpty: boolean; hasMore: boolean; isLoadingMore: boolean; loadMoreError: string }
  onLoadMore: () => void
}

/** Under a paged list: loading more, a failed page with retry, a tap to load more, or the end. */
export const ListFooter = observer(function ListFooter({ list, onLoadMore }: Props) {
  if (list.isEmpty) return null
  if (list.isLoadingMore) return <View className='list-footer'>加载中...</View>
  if (list.loadMoreError) {
    return (
      <View className='list-footer' onClick={onLoadMore}>
        <Text>{list.loadMoreError}，点击重试</Text>
      </View>
    )
  }
  if (list.hasMore) {
    return (
      <View className='list-footer' onClick={onLoadMore}>
        加载更多
      </View>
    )
  }
  return <View className='list-footer'>没有更多了</View>
})
