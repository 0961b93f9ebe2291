import { observer } from 'mobx-react'
import { AtLoadMore } from 'taro-ui'
import { listFooterState } from './domain/listFooter'
import './taroUi/activity-indicator.scss'
import './taroUi/button.scss'
import './taroUi/load-more.scss'
import './ListFooter.scss'

type Props = {
  list: { isEmpty: boolean; hasMore: boolean; isLoadingMore: boolean; loadMoreError: string }
  onLoadMore: () => void
}

/** Under a paged list (taro-ui's load-more): loading more, a failed page with retry, a tap to load more, or the end. */
export const ListFooter = observer(function ListFooter({ list, onLoadMore }: Props) {
  const state = listFooterState(list)
  if (!state) return null
  return (
    <AtLoadMore
      className='list-footer'
      status={state.status}
      loadingText='加载中...'
      moreText={state.moreText}
      noMoreText='没有更多了'
      onClick={onLoadMore}
    />
  )
})
