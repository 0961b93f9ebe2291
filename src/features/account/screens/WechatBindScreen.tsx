import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { routeByPath } from '@/routes/registry'
import { landingUrl, signErrorUrl } from '../stores/landing'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { RETURN_KEY, returnTarget } from '@/shell/session/pageAccess'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createAccountApi } from '../api/accountApi'
import { createSsoApi } from '../api/ssoApi'
import { CredentialField } from '../components/CredentialField'
import { PHONE_LENGTH } from '../domain/loginForm'
import { WechatBindStore } from '../stores/WechatBindStore'
import { loginSessionOf } from '../stores/loginSession'
import '../components/account.scss'
import '../components/credentials.scss'

/** /pages/loginAndRegister/wechatBind: binds this WeChat to an account (phone and password), then signs in. */
function WechatBindScreen({ query }: ScreenProps) {
  const root = useStores()
  const account = createAccountApi(root.request)
  const store = useStore(() => new WechatBindStore(createSsoApi(root.request), loginSessionOf(root), () => account.getLoginUserInfos(), query.ticket ?? ''))

  const submit = async () => {
    if (!(await store.submit())) return
    const asked = returnTarget(query[RETURN_KEY], (path) => routeByPath(path)?.isLive ?? false)
    void Taro.reLaunch({ url: signErrorUrl(root) ?? asked ?? landingUrl(root) })
  }

  return (
    <PageLayout title='绑定账号'>
      <View className='login'>
        <Text className='login__title'>绑定差旅账号</Text>
        <Text className='credentials__hint'>绑定后，在微信中打开即可直接登录</Text>
        <View className='login__form'>
          <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入手机号' value={store.phone} onInput={(v) => store.setPhone(v)} />
          <CredentialField kind='password' placeholder='请输入密码' value={store.password} onInput={(v) => store.setPassword(v)} />
        </View>
        <Text className='login__error'>{store.errorMessage}</Text>
        <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
          {store.isSubmitting ? '绑定中...' : '绑定并登录'}
        </AtButton>
        <View className='credentials__links'>
          <Text onClick={() => void Taro.redirectTo({ url: linkTo('loginAndRegister/redirectPage') })}>重新进入</Text>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(WechatBindScreen)
