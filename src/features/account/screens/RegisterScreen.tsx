import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { landingUrl } from '../stores/landing'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createCredentialsApi } from '../api/credentialsApi'
import { CredentialField } from '../components/CredentialField'
import { FlowSteps } from '../components/FlowSteps'
import { CodeStep, PhoneStep, RestartStep } from '../components/SmsFlowForms'
import { endFlow, flowOf } from '../stores/flowOf'
import { loginSessionOf } from '../stores/loginSession'
import { RegisterProfileStore } from '../stores/RegisterProfileStore'
import '../components/account.scss'
import '../components/credentials.scss'

type Step = 'phone' | 'code' | 'profile'
const STEPS: readonly Step[] = ['phone', 'code', 'profile']
const TITLES = ['手机号', '验证码', '设置信息']

const ProfileStep = observer(function ProfileStep({ store, onDone }: { store: RegisterProfileStore; onDone: () => void }) {
  const submit = async () => {
    if (await store.submit()) onDone()
  }
  return (
    <View>
      <CredentialField placeholder='请输入真实姓名' maxlength={30} value={store.name} onInput={(v) => store.set('name', v)} />
      <CredentialField kind='password' maxlength={20} placeholder='设置密码（8-20位字母和数字）' value={store.password} onInput={(v) => store.set('password', v)} />
      <CredentialField kind='password' maxlength={20} placeholder='再次输入密码' value={store.confirm} onInput={(v) => store.set('confirm', v)} />
      <CredentialField placeholder='请输入企业邀请码' maxlength={40} value={store.invitationCode} onInput={(v) => store.set('invitationCode', v)} />
      <CredentialField placeholder='邮箱（选填）' maxlength={100} value={store.email} onInput={(v) => store.set('email', v)} />
      <Text className='login__error'>{store.errorMessage}</Text>
      <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
        {store.isSubmitting ? '注册中...' : '完成注册'}
      </AtButton>
    </View>
  )
})

/** Registration in three pages (register1-3): phone, SMS code, name, password and invitation; then logged in. */
function RegisterScreen({ variant, query }: ScreenProps<Step>) {
  const root = useStores()
  const step: Step = variant ?? 'phone'
  const flow = flowOf(root, 'register')
  const profile = useStore(() => {
    flow.carryInvitation(query.invitation ?? '')
    return new RegisterProfileStore(flow, createCredentialsApi(root.request), loginSessionOf(root), flow.invitation)
  })
  const restart = () => void Taro.redirectTo({ url: linkTo('loginAndRegister/register1') })
  const done = () => {
    endFlow(root, 'register')
    void Taro.reLaunch({ url: landingUrl(root) })
  }

  return (
    <PageLayout title='注册'>
      <View className='login'>
        <Text className='login__title'>注册{root.platform.brand.appName}</Text>
        <FlowSteps titles={TITLES} current={STEPS.indexOf(step)} />
        {step === 'phone' ? <PhoneStep flow={flow} onSent={() => openRoute('loginAndRegister/register2')} /> : null}
        {step === 'code' ? (flow.phone ? <CodeStep flow={flow} onChecked={() => openRoute('loginAndRegister/register3')} /> : <RestartStep onRestart={restart} />) : null}
        {step === 'profile' ? (flow.hasTicket ? <ProfileStep store={profile} onDone={done} /> : <RestartStep onRestart={restart} />) : null}
        {step === 'phone' ? (
          <View className='credentials__links'>
            <Text onClick={() => void Taro.redirectTo({ url: linkTo('loginAndRegister/login') })}>已有账号，去登录</Text>
          </View>
        ) : null}
      </View>
    </PageLayout>
  )
}

export default observer(RegisterScreen)
