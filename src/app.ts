import '@/core/platform/mobx-globals'
// Captures a legacy '/#/...' address before Taro's H5 router replaces it with the entry page.
import '@/shell/entry/launchAddress'
import Taro from '@tarojs/taro'
import { createElement, type PropsWithChildren } from 'react'
import { registerProducts } from '@/products'
import { createAppRoot } from '@/stores/appRoot'
import { StoresProvider } from '@/stores/context'
import './app.scss'

registerProducts()
const { root } = createAppRoot()

// An address the app does not know (old bookmarks, mistyped links) goes to the entry, which picks the home.
Taro.onPageNotFound?.(() => {
  void Taro.reLaunch({ url: '/pages/entry/index' })
})

function App({ children }: PropsWithChildren) {
  return createElement(StoresProvider, { root }, children)
}

export default App
