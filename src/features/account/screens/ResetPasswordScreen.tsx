import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
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
import { NewPasswordStore } from '../stores/NewPasswordStore'
import '../components/account.scss'
import '../components/credentials.scss'

type Step = 'phone' | 'code' | 'password'
const STEPS: readonly Step[] = ['phone', 'code', 'password']
const TITLES = ['手机号', '验证码', '新密码']

const PasswordStep = observer(function PasswordStep({ store, onDone }: { store: NewPasswordStore; onDone: () => void }) {
  const submit = async () => {
    if (await store.submit()) onDone()
  }
  return (
    <View>
      <CredentialField kind='password' maxlength={20} placeholder='新密码（8-20位字母和数字）' value={store.password} onInput={(v) => store.set('password', v)} />
      <CredentialField kind='password' maxlength={20} placeholder='再次输入新密码' value={store.confirm} onInput={(v) => store.set('confirm', v)} />
      <Text className='login__error'>{store.errorMessage}</Text>
      <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
        确认重置
      </AtButton>
    </View>
  )
})

/** Password reset in three pages (resetPassword1-3); every session of the account ends, then login. */
function ResetPasswordScreen({ variant }: ScreenProps<Step>) {
  const root = useStores()
  const step: Step = variant ?? 'phone'
  const flow = flowOf(root, 'resetPassword')
  const store = useStore(() => new NewPasswordStore(createCredentialsApi(root.request), flow))
  const restart = () => void Taro.redirectTo({ url: linkTo('loginAndRegister/resetPassword1') })
  const done = () => {
    endFlow(root, 'resetPassword')
    void Taro.showToast({ title: '密码已重置，请重新登录', icon: 'none', duration: 2000 })
    void Taro.reLaunch({ url: linkTo('loginAndRegister/login', { isindex: 1 }) })
  }

  return (
    <PageLayout title='找回密码'>
      <View className='login'>
        <Text className='login__title'>找回密码</Text>
        <FlowSteps titles={TITLES} current={STEPS.indexOf(step)} />
        {step === 'phone' ? <PhoneStep flow={flow} onSent={() => openRoute('loginAndRegister/resetPassword2')} /> : null}
        {step === 'code' ? (flow.phone ? <CodeStep flow={flow} onChecked={() => openRoute('loginAndRegister/resetPassword3')} /> : <RestartStep onRestart={restart} />) : null}
        {step === 'password' ? (flow.hasTicket ? <PasswordStep store={store} onDone={done} /> : <RestartStep onRestart={restart} />) : null}
      </View>
    </PageLayout>
  )
}

export default observer(ResetPasswordScreen)
