import { defineRoutes, screen } from '@/routes/define'
import type EntryScreen from './entry/EntryScreen'
import type NetErrorScreen from './netError/NetErrorScreen'
import type NoPermissionScreen from './noPermission/NoPermissionScreen'
import type IframeWebScreen from './webview/IframeWebScreen'

export default defineRoutes({
  name: 'shell',
  routes: {
    entry: screen<typeof EntryScreen>('./entry/EntryScreen'),
    'index2.0/start': screen<typeof EntryScreen>('./entry/EntryScreen', 'index2'),
    'components/netError': screen<typeof NetErrorScreen>('./netError/NetErrorScreen'),
    'dingding/no_permission': screen<typeof NoPermissionScreen>('./noPermission/NoPermissionScreen'),
    'index/iframeWeb': screen<typeof IframeWebScreen>('./webview/IframeWebScreen'),
    // The same allow-list: paramUrl, or url as other callers name it.
    'components/commonWebView/index': screen<typeof IframeWebScreen>('./webview/IframeWebScreen'),
    'hybrid/html/online_service': screen<never>('hybrid/html/online_service.html'),
  },
})
