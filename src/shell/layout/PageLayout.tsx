import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, useMemo, type ReactNode } from 'react'
import { AtIcon } from 'taro-ui'
import '@/ui/taroUi/icon.scss'
import { brandStyleText } from '@/core/brand'
import { getContainer } from '@/core/platform/container'
import { isH5Build } from '@/core/platform/env'
import { useStores } from '@/stores/context'
import { a11y, focusable } from '@/ui/a11y'
import { chooseHome } from '../home/chooseHome'
import { homeContextOf } from '../home/homeContext'
import { LoadingOverlay } from '../loading/LoadingOverlay'
import { backButton, pageHeader, pageTitle } from './layoutRules'
import { pageStackLength } from './pageStack'
import './PageLayout.scss'

export type PageLayoutProps = {
  /** Falls back to the brand's app name. */
  title?: string
  /** Default true. Tab pages pass false. */
  showsBack?: boolean
  /** Replaces the default back (navigateBack, or home on the first page). */
  onBack?: () => void
  /** Right side of the drawn header (H5 app mode only). */
  headerRight?: ReactNode
  className?: string
  children?: ReactNode
}

function statusBarHeight(): number {
  try {
    return Number(Taro.getWindowInfo().statusBarHeight) || 0
  } catch {
    return 0
  }
}

function currentPath(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return `/${path.split('?')[0].replace(/^\/+/, '')}`
}

export const PageLayout = observer(function PageLayout({
  title,
  showsBack = true,
  onBack,
  headerRight,
  className,
  children,
}: PageLayoutProps) {
  const root = useStores()
  const shownTitle = pageTitle(title, root.platform.brand.appName)
  const homeUrl = chooseHome(homeContextOf(root))

  useEffect(() => {
    Taro.setNavigationBarTitle({ title: shownTitle }).catch(() => undefined)
  }, [shownTitle])

  const header = useMemo(() => {
    const container = getContainer()
    return pageHeader({
      hasNativeNavigationBar: !isH5Build(),
      isInAppBrowser: container === 'h5-wechat' || container === 'h5-dingtalk',
      statusBarHeight: statusBarHeight(),
    })
  }, [])

  let back = backButton(pageStackLength(), showsBack || Boolean(onBack))
  if (back === 'home' && !onBack && currentPath() === homeUrl.split('?')[0]) back = 'none'

  const goBack = () => {
    if (onBack) onBack()
    else if (back === 'back') Taro.navigateBack().catch(() => Taro.reLaunch({ url: homeUrl }))
    else Taro.reLaunch({ url: homeUrl })
  }

  const px = (value: number) => Taro.pxTransform(value)
  return (
    <View
      className={`page-layout ${className ?? ''}`.trim()}
      style={isH5Build() ? undefined : brandStyleText(root.platform.brand.colors)}
    >
      {header.isDrawn ? (
        <>
          <View className='page-layout__header' style={{ paddingTop: px(header.offset), height: px(header.height) }}>
            {back === 'none' ? null : (
              <View className='page-layout__back' onClick={goBack} {...a11y(back === 'back' ? '返回' : '首页', 'button')} {...focusable}>
                <AtIcon value={back === 'back' ? 'chevron-left' : 'home'} size={20} color='#333' />
              </View>
            )}
            <Text className='page-layout__title'>{shownTitle}</Text>
            <View className='page-layout__right'>{headerRight}</View>
          </View>
          <View style={{ height: px(header.offset + header.height) }} />
        </>
      ) : null}
      <View className='page-layout__body'>{children}</View>
      <LoadingOverlay />
    </View>
  )
})
