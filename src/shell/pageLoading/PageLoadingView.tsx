import { autorun } from 'mobx'
import { useEffect, useState } from 'react'
import { pageLoading, type PageLoadingStatus } from './pageLoadingStore'
import './PageLoadingView.scss'

/**
 * Over the current page while the next page's code loads (H5 only): 页面加载中 after 200 ms, the failure with
 * 重试. It lives in the app's entry, so it is plain DOM with no component library: a page's shared chunks
 * (taro-ui, Taro's component wrappers, mobx-react) stay out of the first download.
 */
export function PageLoadingView() {
  const [view, setView] = useState<{ status: PageLoadingStatus; retry?: () => void }>({ status: 'idle' })
  useEffect(() => autorun(() => setView({ status: pageLoading.status, retry: pageLoading.retry })), [])
  if (view.status === 'idle') return null
  if (view.status === 'loading') {
    return (
      <div className='page-loading' role='status' aria-live='polite'>
        <span className='page-loading__spinner' aria-hidden='true' />
        <span className='page-loading__desc'>页面加载中...</span>
      </div>
    )
  }
  return (
    <div className='page-loading page-loading--failed' role='alert'>
      <span className='page-loading__title'>页面加载失败</span>
      <span className='page-loading__desc'>请检查网络后重试</span>
      <button type='button' className='page-loading__retry' onClick={() => view.retry?.()}>
        重试
      </button>
    </div>
  )
}
