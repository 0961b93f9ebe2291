import TestUtils from '@tarojs/test-utils-react'
import { initPxTransform } from '@test/shell/taro'
import { PageLoadingView } from './PageLoadingView'
import { pageLoadView } from './pageLoadingStore'

beforeAll(initPxTransform)
afterEach(() => {
  document.body.innerHTML = ''
})

test('shows nothing while idle, 页面加载中 while loading, and 页面加载失败 with 重试 that loads again', async () => {
  const t = new TestUtils()
  await t.mount(PageLoadingView)
  const text = () => document.body.textContent ?? ''
  expect(document.querySelector('.page-loading')).toBeNull()

  const view = pageLoadView()
  t.act(() => view.loading())
  expect(text()).toContain('页面加载中')

  const again = jest.fn()
  t.act(() => view.failed(again))
  expect(text()).toContain('页面加载失败')
  const retry = document.querySelector('.page-loading__retry') as HTMLElement
  t.act(() => retry.click())
  expect(again).toHaveBeenCalledTimes(1)
  expect(text()).toContain('页面加载中')

  t.act(() => view.done())
  expect(document.querySelector('.page-loading')).toBeNull()
})
