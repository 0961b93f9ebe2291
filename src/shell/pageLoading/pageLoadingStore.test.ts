import { pageLoadView, pageLoading } from './pageLoadingStore'

test('the latest load owns the view; an older load finishing does not hide it', () => {
  const first = pageLoadView()
  const second = pageLoadView()
  first.loading()
  second.loading()
  first.done()
  expect(pageLoading.status).toBe('loading')
  second.done()
  expect(pageLoading.status).toBe('idle')
})

test('重试 from the failure view shows loading again and calls the load', () => {
  const view = pageLoadView()
  const again = jest.fn()
  view.failed(again)
  expect(pageLoading.status).toBe('failed')
  pageLoading.retry!()
  expect(pageLoading.status).toBe('loading')
  expect(again).toHaveBeenCalled()
  view.done()
  expect(pageLoading.status).toBe('idle')
  expect(pageLoading.retry).toBeUndefined()
})
