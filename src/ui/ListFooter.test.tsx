import TestUtils from '@tarojs/test-utils-react'
import { observable, runInAction } from 'mobx'
import { bodyText, clickText, flush } from '@test/shared/render'
import { ListFooter } from './ListFooter'

afterEach(() => {
  document.body.innerHTML = ''
})

function mount(initial: Partial<{ isEmpty: boolean; hasMore: boolean; isLoadingMore: boolean; loadMoreError: string }>) {
  const list = observable({ isEmpty: false, hasMore: false, isLoadingMore: false, loadMoreError: '', ...initial })
  const onLoadMore = jest.fn()
  return new TestUtils().mount(() => <ListFooter list={list} onLoadMore={onLoadMore} />).then(() => ({ list, onLoadMore }))
}

describe('ListFooter', () => {
  it("is taro-ui's load-more: a tap loads more, then it follows the list", async () => {
    const { list, onLoadMore } = await mount({ hasMore: true })
    expect(document.querySelector('.list-footer.at-load-more')).not.toBeNull()
    await clickText('加载更多')
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    runInAction(() => {
      list.isLoadingMore = true
    })
    await flush()
    expect(bodyText()).toContain('加载中...')
    runInAction(() => {
      list.isLoadingMore = false
      list.hasMore = false
    })
    await flush()
    expect(bodyText()).toContain('没有更多了')
  })

  it('a failed page offers a retry', async () => {
    const { onLoadMore } = await mount({ hasMore: true, loadMoreError: '网络不给力' })
    await clickText('网络不给力，点击重试')
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('shows nothing under an empty list', async () => {
    await mount({ isEmpty: true })
    expect(document.querySelector('.list-footer')).toBeNull()
  })
})
