import { listFooterState } from './listFooter'

const list = { isEmpty: false, hasMore: false, isLoadingMore: false, loadMoreError: '' }

describe('list footer state', () => {
  it('nothing under an empty list', () => {
    expect(listFooterState({ ...list, isEmpty: true, hasMore: true })).toBeNull()
  })

  it('loading wins over an old error and more pages', () => {
    expect(listFooterState({ ...list, isLoadingMore: true, loadMoreError: '网络错误', hasMore: true })?.status).toBe('loading')
  })

  it('a failed page offers a retry', () => {
    expect(listFooterState({ ...list, loadMoreError: '网络错误', hasMore: true })).toEqual({ status: 'more', moreText: '网络错误，点击重试' })
  })

  it('more pages, then the end', () => {
    expect(listFooterState({ ...list, hasMore: true })).toEqual({ status: 'more', moreText: '加载更多' })
    expect(listFooterState(list)).toEqual({ status: 'noMore', moreText: '' })
  })
})
