import '@/core/platform/mobx-globals'
// Captures a legacy '/#/...' address before Taro's H5 router replaces it with the entry page.
import '@/shell/entry/launchAddress'
import Taro from '@tarojs/taro'
import { createElement, Fragment, type PropsWithChildren } from 'react'
import { isH5Build } from '@/core/platform/env'
import { registerProducts } from '@/products'
import { activateControlsByKeyboard } from '@/shell/a11y/keyboardActivation'
import { announceToasts } from '@/shell/a11y/liveToasts'
import { announceTaroUiButtons } from '@/shell/a11y/taroUiButtons'
import { removeBootSkeletonOnFirstPage } from '@/shell/entry/bootSkeleton'
import { builtPagePath } from '@/routes/miniPagePath'
import { missingAddress, notFoundUrl, renamedAddress } from '@/shell/notFound/notFound'
import { registerServiceWorker } from '@/shell/offline/serviceWorker'
import { exposePageLoading } from '@/shell/pageLoading/exposePageLoading'
import { PageLoadingView } from '@/shell/pageLoading/PageLoadingView'
import { watchNetwork } from '@/shell/offline/watchNetwork'
import { createAppRoot } from '@/stores/appRoot'
import { StoresProvider } from '@/stores/context'
import './app.scss'

registerProducts()
const { root, reporter } = createAppRoot()
if (isH5Build() && typeof document !== 'undefined') {
  announceToasts()
  activateControlsByKeyboard()
  announceTaroUiButtons()
  removeBootSkeletonOnFirstPage(document, Taro.eventCenter)
}
watchNetwork(root, isH5Build() && typeof window !== 'undefined' ? window : undefined)
if (isH5Build() && typeof window !== 'undefined') exposePageLoading(window)
if (isH5Build() && typeof navigator !== 'undefined') registerServiceWorker(navigator, process.env.NODE_ENV === 'production')

// An address the app does not have (old bookmarks, mistyped links, spec routes not built yet): reported,
// then shown as 页面不存在 / 暂未开通 with the address and a way home (the entry with `missing`).
Taro.onPageNotFound?.((res) => {
  const path = missingAddress(res)
  // A spec address whose page the mini-programs build under another name (a file name with a dot).
  const renamed = renamedAddress(path, (p) => builtPagePath(p))
  if (renamed) {
    void Taro.reLaunch({ url: renamed })
    return
  }
  reporter.report('page not found', { path })
  void Taro.reLaunch({ url: notFoundUrl(path) })
})

function App({ children }: PropsWithChildren) {
  const app = createElement(StoresProvider, { root }, children)
  return isH5Build() ? createElement(Fragment, null, app, createElement(PageLoadingView)) : app
}

export default App
