import type { SpecRouteId } from '@/routes/types'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect, type ReactNode } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { getContainer } from '@/core/platform/container'
import { isLive, routeById } from '@/routes/registry'
import { useStores } from '@/stores/context'
import { containerLoginUrlFor, loginUrlFor, pageAccess } from './pageAccess'
import './SessionGate.scss'

export const SIGNED_OUT_TITLE = '您已退出登录'

type Props = { routeId: SpecRouteId; query: Record<string, string>; children: ReactNode }

/**
 * The session guard of every page (mounted by createPage): a page that needs a member shows its screen
 * only with a session. Logged out on plain H5 it goes to login and comes back after; inside WeChat or
 * DingTalk (no redirect there) it says so and offers 重新登录.
 */
export const SessionGate = observer(function SessionGate({ routeId, query, children }: Props) {
  const { settings, ui } = useStores()
  const access = pageAccess({ routeId, isLogin: settings.isLoggedIn, container: getContainer(), platId: settings.identity.PlatId })
  const loginUrl = () => loginUrlFor(routeById(routeId).path, query)

  useEffect(() => {
    if (access.kind === 'login') void Taro.redirectTo({ url: loginUrl() })
    // The address is read when the redirect is due, not on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind])

  if (access.kind === 'ok') return <>{children}</>
  if (access.kind === 'login') {
    return (
      <View className='session-gate'>
        <Text className='session-gate__text'>请先登录，正在前往登录页…</Text>
      </View>
    )
  }
  return (
    <View className='session-gate'>
      {/* The server's reason (您的账号已在其他设备登录…) is the message itself; 您已退出登录 only without one. */}
      <Text className='session-gate__title'>{ui.sessionEndReason || SIGNED_OUT_TITLE}</Text>
      <Text className='session-gate__text'>登录后可继续使用当前页面</Text>
      <AtButton
        className='session-gate__login'
        type='primary'
        circle
        onClick={() => {
          // Inside WeChat or DingTalk their own sign-in where it is built (decision 0272), else the login page.
          const path = routeById(routeId).path
          const url = isLive('loginAndRegister/redirectPage') ? containerLoginUrlFor(getContainer(), path, query) : null
          void Taro.navigateTo({ url: url ?? loginUrl() })
        }}
      >
        重新登录
      </AtButton>
    </View>
  )
})
