import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { getContainer } from '@/core/platform/container'
import { linkTo } from '@/routes/link'
import { routeByPath } from '@/routes/registry'
import { landingUrl, signErrorUrl } from '../stores/landing'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { RETURN_KEY, loginUrlFor, returnTarget } from '@/shell/session/pageAccess'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createAccountApi } from '../api/accountApi'
import { createSsoApi } from '../api/ssoApi'
import { ssoStep, withoutCodes } from '../domain/ssoStep'
import { containerSignIn, ownAddress } from '../platform/containerSignIn'
import { SsoStore } from '../stores/SsoStore'
import { loginSessionOf } from '../stores/loginSession'
import '../components/account.scss'
import '../components/credentials.scss'

/**
 * /pages/loginAndRegister/redirectPage: signing in inside DingTalk or WeChat (decision 0272). Starts DingTalk's
 * login in its in-app browser and finishes its return (authCode, state), asks dd.getAuthCode in the DingTalk
 * mini-program, Taro.login in WeChat's, WeChat's OAuth in its in-app browser (decision 0380); then the page asked for (redirect) or the home.
 */
function RedirectPageScreen({ query }: ScreenProps) {
  const root = useStores()
  const account = createAccountApi(root.request)
  const store = useStore(() => new SsoStore(createSsoApi(root.request), loginSessionOf(root), () => account.getLoginUserInfos(), containerSignIn))
  const redirect = query[RETURN_KEY] ?? ''

  /** `isRetry`: 重新登录 after a failure starts the provider's login again instead of reusing the used code. */
  const start = async (isRetry = false) => {
    const step = ssoStep(getContainer(), isRetry ? withoutCodes(query) : query, root.settings.identity.EnterpriseId ?? '')
    const returnUri = ownAddress(linkTo('loginAndRegister/redirectPage', redirect ? { [RETURN_KEY]: redirect } : {}))
    const status = await store.run(step, returnUri)
    if (status === 'signedIn') {
      const asked = returnTarget(redirect, (path) => routeByPath(path)?.isLive ?? false)
      void Taro.reLaunch({ url: signErrorUrl(root) ?? asked ?? landingUrl(root) })
    } else if (status === 'noPermission') {
      void Taro.reLaunch({ url: linkTo('dingding/no_permission', { userStaus: '0' }) })
    } else if (status === 'needsBind') {
      void Taro.redirectTo({ url: linkTo('loginAndRegister/wechatBind', { ticket: store.bindTicket, ...(redirect ? { [RETURN_KEY]: redirect } : {}) }) })
    } else if (status === 'passwordLogin') {
      void Taro.redirectTo({ url: redirect ? loginUrlFor(redirect.split('?')[0]) : linkTo('loginAndRegister/login') })
    }
  }

  useEffect(() => {
    void start()
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <PageLayout title='登录' showsBack={false}>
      <View className='login'>
        {store.status === 'failed' ? (
          <View className='sso'>
            <Text className='login__error'>{store.message}</Text>
            <AtButton className='login__submit' type='primary' onClick={() => void start(true)}>
              重新登录
            </AtButton>
            <Text className='credentials__links' onClick={() => void Taro.redirectTo({ url: linkTo('loginAndRegister/login', redirect ? { [RETURN_KEY]: redirect } : {}) })}>
              使用手机号登录
            </Text>
          </View>
        ) : (
          <Text className='login__title'>{store.status === 'leaving' ? (store.leavingFor === 'wechat' ? '正在前往微信授权…' : '正在前往钉钉登录…') : '正在登录…'}</Text>
        )}
      </View>
    </PageLayout>
  )
}

export default observer(RedirectPageScreen)
