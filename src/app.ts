import '@/core/platform/mobx-globals'
// Captures a legacy '/#/...' address before Taro's H5 router replaces it with the entry page.
import '@/shell/entry/launchAddress'
import Taro from '@tarojs/taro'
import { createElement, useEffect, type PropsWithChildren } from 'react'
import { isH5Build } from '@/core/platform/env'
import { keepBrandOnDocument } from '@/shell/theme/documentBrand'
import { createAppRoot } from '@/stores/appRoot'
import { StoresProvider } from '@/stores/context'
import './app.scss'

const { root } = createAppRoot()

// An address the app does not know (old bookmarks, mistyped links) goes to the entry, which picks the home.
Taro.onPageNotFound?.(() => {
  void Taro.reLaunch({ url: '/pages/entry/index' })
})

function App({ children }: PropsWithChildren) {
  // H5: the brand's colours on the document root (mini-programs: PageLayout, per page).
  useEffect(() => (isH5Build() ? keepBrandOnDocument(() => root.platform.brand.colors) : undefined), [])
  return createElement(StoresProvider, { root }, children)
}

export default App
