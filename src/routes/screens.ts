import type { ScreenBinding } from './types'

const pullDown = { enablePullDownRefresh: true }

/**
 * Route id -> the screen that shows it. A route is live (its page file is emitted) only when it is listed
 * here. Several routes may share one screen; `variant` says how the versions really differ.
 */
export const screens: Record<string, ScreenBinding> = {
  entry: { screen: 'shell/entry/EntryScreen' },
  'index2.0/start': { screen: 'shell/entry/EntryScreen', variant: 'index2' },
  index: { screen: 'features/home/screens/HomeScreen', variant: 'index', options: pullDown },
  'index2.0/index': { screen: 'features/home/screens/HomeScreen', variant: 'index2', options: pullDown },
  'index3.0/index': { screen: 'features/home/screens/HomeScreen', variant: 'index3', options: pullDown },
  'index3.0/dossen/index': { screen: 'features/home/screens/HomeScreen', variant: 'dossen', options: pullDown },
  'index3.0/offenUsed/index': { screen: 'features/home/screens/FrequentlyUsedScreen' },
  'index3.0/introduction': { screen: 'features/home/screens/IntroductionScreen' },
  'loginAndRegister/login': { screen: 'features/account/screens/LoginScreen' },
  'my/index': { screen: 'features/account/screens/MyScreen', variant: 'default' },
  'my2.0/index/integral': { screen: 'features/account/screens/MyScreen', variant: 'integral' },
  'order3.0/triplist': { screen: 'features/trips/screens/TripListScreen', options: pullDown },
  'index3.0/dossen/changeEnterprise': { screen: 'features/enterprise/screens/ChangeEnterpriseScreen' },
  'components/netError': { screen: 'shell/netError/NetErrorScreen' },
  'dingding/no_permission': { screen: 'shell/noPermission/NoPermissionScreen' },
  'index/iframeWeb': { screen: 'shell/webview/IframeWebScreen' },
  'hybrid/html/online_service': { screen: 'hybrid/html/online_service.html' },
  'my2.0/feedback/edit': { screen: 'features/feedback/screens/FeedbackEditScreen' },
}
