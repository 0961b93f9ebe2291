import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton, AtSegmentedControl } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import '@/ui/taroUi/segmented-control.scss'
import { chooseHome } from '@/shell/home/chooseHome'
import { signErrorUrl } from '../stores/landing'
import { homeContextOf } from '@/shell/home/homeContext'
import { PageLayout } from '@/shell/layout/PageLayout'
import { RETURN_KEY, returnTarget } from '@/shell/session/pageAccess'
import { isLive, routeByPath } from '@/routes/registry'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { createAccountApi } from '../api/accountApi'
import { LoginForm } from '../components/LoginForm'
import type { LoginMode } from '../domain/loginForm'
import { LoginStore } from '../stores/LoginStore'
import { loginSessionOf } from '../stores/loginSession'
import '../components/account.scss'
import '../components/credentials.scss'

const MODES: readonly LoginMode[] = ['password', 'code']

/** Login by password or SMS code; from the tab bar (isindex=1) it has no back and reopens the home. */
function LoginScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new LoginStore(createAccountApi(root.request), loginSessionOf(root)))
  // Sent here by the session guard: no page behind to go back to.
  const isFromTabBar = query.isindex === '1' || Boolean(query[RETURN_KEY])

  const submit = async () => {
    if (!(await store.submit())) return
    root.ui.keepSessionEndReason('')
    const signError = signErrorUrl(root)
    if (signError) {
      void Taro.reLaunch({ url: signError })
      return
    }
    const asked = returnTarget(query[RETURN_KEY], (path) => routeByPath(path)?.isLive ?? false)
    if (asked) {
      void Taro.reLaunch({ url: asked })
      return
    }
    const home = chooseHome(homeContextOf(root))
    if (isFromTabBar) void Taro.reLaunch({ url: home })
    else backOr(home)
  }

  return (
    <PageLayout title='登录' showsBack={!isFromTabBar}>
      <View className='login'>
        <Text className='login__title'>欢迎登录{root.platform.brand.appName}</Text>
        {root.ui.sessionEndReason ? <Text className='login__session-end'>{root.ui.sessionEndReason}</Text> : null}
        <AtSegmentedControl
          values={['密码登录', '验证码登录']}
          current={MODES.indexOf(store.mode)}
          onClick={(index: number) => store.setMode(MODES[index])}
        />
        <LoginForm store={store} />
        <Text className='login__error'>{store.errorMessage}</Text>
        <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
          {store.isSubmitting ? '登录中...' : '登录'}
        </AtButton>
        <View className='credentials__links'>
          {isLive('loginAndRegister/register1') ? <Text onClick={() => openRoute('loginAndRegister/register1')}>注册新账号</Text> : null}
          {isLive('loginAndRegister/resetPassword1') ? <Text onClick={() => openRoute('loginAndRegister/resetPassword1')}>忘记密码</Text> : null}
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(LoginScreen)
