import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { BUILD_TARGET, isH5Build, phoneTypeOf } from '@/core/platform/env'
import { decideRequireLogin } from '@/core/session/sessionEnd'
import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import type { ScreenProps } from '@/shell/page/createPage'
import { imageAlt } from '@/ui/a11y'
import { chooseHome } from '../home/chooseHome'
import { MISSING_KEY } from '../notFound/notFound'
import { NotFoundView } from '../notFound/NotFoundView'
import { homeContextOf } from '../home/homeContext'
import { webOrigin } from '../webview/webOrigin'
import { takeLaunchAddress } from './launchAddress'
import { START_SPLASH_MS, runStartup } from './runStartup'
import { untilPageShown } from './untilPageShown'
import './EntryScreen.scss'

export const STUCK_MESSAGE = '页面暂未开放，请稍后再试'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function startApp(root: RootStore, query: Record<string, string>): Promise<string[]> {
  const { settings, platform } = root
  return runStartup({
    query,
    href: takeLaunchAddress(),
    settings,
    loadPlatform: () =>
      platform.load({
        agentPlatId: settings.platId || undefined,
        clientType: phoneTypeOf(BUILD_TARGET),
        hostUrl: webOrigin(platform.hostUrl),
        enterpriseId: settings.MemberInfo.EnterpriseId || undefined,
      }),
    needsLogin: () => decideRequireLogin({ isLogin: settings.isLoggedIn, platId: settings.identity.PlatId }).kind === 'login',
    home: () => chooseHome(homeContextOf(root)),
    // H5: the next navigation waits for the page to be shown (untilPageShown); the mini-programs' reLaunch
    // answers once the page is open.
    reLaunch: (url) => {
      const shown = isH5Build() ? untilPageShown(url) : Promise.resolve()
      return Taro.reLaunch({ url }).then(() => shown)
    },
    navigateTo: (url) => Taro.navigateTo({ url }),
    wait: sleep,
  })
}

/**
 * The entry `/` (and, as variant 'index2', the start page `/pages/index2.0/start`, which shows the
 * brand for 1.5 s first). It only reLaunches onwards, so back never returns here. With `missing` (set by
 * the page-not-found handler) it shows 页面不存在 / 暂未开通 for that address instead of starting up.
 */
const EntryScreen = observer(function EntryScreen({ variant, query }: ScreenProps<'index2'>) {
  const root = useStores()
  const isSplash = variant === 'index2'
  const [isStuck, setStuck] = useState(false)
  const [hasLogo, setHasLogo] = useState(true)

  const missing = query[MISSING_KEY]

  useEffect(() => {
    if (missing !== undefined) return undefined
    let isCancelled = false
    const begin = isSplash ? sleep(START_SPLASH_MS) : Promise.resolve()
    void begin
      .then(() => (isCancelled ? null : startApp(root, query)))
      .then((opened) => {
        if (!isCancelled && opened && opened.length === 0) setStuck(true)
      })
    return () => {
      isCancelled = true
    }
    // Start-up runs once per visit of the entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (missing !== undefined) return <NotFoundView path={missing} />
  if (!isSplash) {
    return (
      <View className='entry'>
        <Text className='entry__hint'>{isStuck ? STUCK_MESSAGE : '启动中…'}</Text>
      </View>
    )
  }
  const brand = root.platform.brand
  return (
    <View className='entry entry--splash'>
      {hasLogo ? (
        <Image className='entry__logo' src={brand.logoUrl} mode='aspectFit' onError={() => setHasLogo(false)} {...imageAlt('')} />
      ) : null}
      <Text className='entry__name'>{brand.appName}</Text>
      {isStuck ? <Text className='entry__hint'>{STUCK_MESSAGE}</Text> : null}
    </View>
  )
})

export default EntryScreen
