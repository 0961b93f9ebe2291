import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useStore } from '../../shared/hooks/useStore'
import { createCredentialsApi } from '../api/credentialsApi'
import { createSignUpApi } from '../api/accountExtrasApi'
import { CredentialField } from '../components/CredentialField'
import { PHONE_LENGTH } from '../domain/loginForm'
import { ExtensionRegisterStore } from '../stores/ExtensionRegisterStore'
import { endFlow, flowOf } from '../stores/flowOf'
import { loginSessionOf } from '../stores/loginSession'
import { RegisterProfileStore } from '../stores/RegisterProfileStore'
import '../components/account.scss'
import '../components/credentials.scss'
import '../components/extras.scss'

/** 推广注册: a promotion link (`?invitation=CODE`) shows the inviting enterprise's offer and registers in one page. */
function ExtensionRegisterScreen({ query }: ScreenProps) {
  const root = useStores()
  const store = useStore(() => {
    const flow = flowOf(root, 'register')
    const invitation = (query.invitation ?? query.code ?? '').trim()
    flow.carryInvitation(invitation)
    const profile = new RegisterProfileStore(flow, createCredentialsApi(root.request), loginSessionOf(root), invitation)
    return new ExtensionRegisterStore(createSignUpApi(root.request), flow, profile)
  })
  useEffect(() => {
    void store.fetch()
  }, [store])
  const { flow, profile } = store

  const submit = async () => {
    if (!(await store.submit())) return
    const enterprise = store.benefits?.EnterpriseName ?? ''
    endFlow(root, 'register')
    void Taro.reLaunch({ url: linkTo('extension/registerSuccess', { enterprise }) })
  }

  return (
    <PageLayout title='注册'>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='login'>
          <View className='extras__card'>
            <Text className='extras__headline'>{store.benefits?.EnterpriseName} 邀请您加入</Text>
            {store.benefits?.Benefits.map((line) => (
              <Text key={line} className='extras__benefit'>
                ✓ {line}
              </Text>
            ))}
            <Text className='extras__text'>邀请有效期至 {store.benefits?.ValidUntil}</Text>
          </View>
          <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入手机号' value={flow.phone} onInput={(v) => flow.setPhone(v)} />
          <CredentialField
            kind='digits'
            maxlength={6}
            placeholder='请输入6位验证码'
            value={flow.code}
            onInput={(v) => flow.setCode(v)}
            after={
              <Text className={flow.canResend ? 'login__code-button' : 'login__code-button login__code-button--disabled'} onClick={() => void store.sendCode()}>
                {flow.codeButtonText}
              </Text>
            }
          />
          <CredentialField placeholder='请输入真实姓名' maxlength={30} value={profile.name} onInput={(v) => profile.set('name', v)} />
          <CredentialField kind='password' maxlength={20} placeholder='设置密码（8-20位字母和数字）' value={profile.password} onInput={(v) => profile.set('password', v)} />
          <CredentialField kind='password' maxlength={20} placeholder='再次输入密码' value={profile.confirm} onInput={(v) => profile.set('confirm', v)} />
          <Text className='login__error'>{store.errorMessage}</Text>
          <AtButton className='login__submit' type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void submit()}>
            立即注册
          </AtButton>
          <View className='credentials__links'>
            <Text onClick={() => void Taro.redirectTo({ url: linkTo('loginAndRegister/login') })}>已有账号，去登录</Text>
          </View>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(ExtensionRegisterScreen)
