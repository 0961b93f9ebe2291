import type { ComponentType } from 'react'
import { defineRoutes, screen } from './define'
import type { ScreenProps } from './types'

/**
 * The shell's own pages (entry, network error, no permission, web view), declared here in the registry and not in
 * src/shell: the shell imports the registry (tab bar, createPage), so the registry must not import the shell
 * (decision 0850). Paths stay relative to src/shell; the screens are typed by their variants, not imported.
 */
type Screen<V extends string = never> = ComponentType<ScreenProps<V>>

export default defineRoutes({
  name: 'shell',
  routes: {
    entry: screen<Screen<'index2'>>('./entry/EntryScreen'),
    'index2.0/start': screen<Screen<'index2'>>('./entry/EntryScreen', 'index2'),
    'components/netError': screen<Screen>('./netError/NetErrorScreen'),
    'dingding/no_permission': screen<Screen>('./noPermission/NoPermissionScreen'),
    'index/iframeWeb': screen<Screen>('./webview/IframeWebScreen'),
    // The same allow-list: paramUrl, or url as other callers name it.
    'components/commonWebView/index': screen<Screen>('./webview/IframeWebScreen'),
    'hybrid/html/online_service': screen<never>('hybrid/html/online_service.html'),
  },
})
