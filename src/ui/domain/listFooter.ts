export type ListFooterInput = { isEmpty: boolean; hasMore: boolean; isLoadingMore: boolean; loadMoreError: string }

/** taro-ui load-more's status and the text of its tap-to-load button. */
export type ListFooterState = { status: 'loading' | 'more' | 'noMore'; moreText: string }

/** What shows under a paged list; null under an empty one (the empty state says it all). */
export function listFooterState(list: ListFooterInput): ListFooterState | null {
  if (list.isEmpty) return null
  if (list.isLoadingMore) return { status: 'loading', moreText: '' }
  if (list.loadMoreError) return { status: 'more', moreText: `${list.loadMoreError}，点击重试` }
  if (list.hasMore) return { status: 'more', moreText: '加载更多' }
  return { status: 'noMore', moreText: '' }
}
