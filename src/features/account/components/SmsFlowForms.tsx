import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PHONE_LENGTH } from '../domain/loginForm'
import { maskPhone } from '../domain/maskPhone'
import type { SmsFlowStore } from '../stores/SmsFlowStore'
import { CredentialField } from './CredentialField'
import './account.scss'
import './credentials.scss'

/** Step 1: the phone that gets the code. */
export const PhoneStep = observer(function PhoneStep({ flow, onSent }: { flow: SmsFlowStore; onSent: () => void }) {
  const send = async () => {
    if (await flow.sendCode()) onSent()
  }
  return (
    <View>
      <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入手机号' value={flow.phone} onInput={(v) => flow.setPhone(v)} />
      <Text className='login__error'>{flow.errorMessage}</Text>
      <AtButton className='login__submit' type='primary' loading={flow.isBusy} disabled={flow.isBusy} onClick={send}>
        获取验证码
      </AtButton>
    </View>
  )
})

/** Step 2: the six-digit code, with resend after the countdown. */
export const CodeStep = observer(function CodeStep({ flow, onChecked }: { flow: SmsFlowStore; onChecked: () => void }) {
  const check = async () => {
    if (await flow.checkCode()) onChecked()
  }
  return (
    <View>
      <Text className='credentials__hint'>验证码已发送至 {maskPhone(flow.phone)}</Text>
      <CredentialField
        kind='digits'
        maxlength={6}
        placeholder='请输入6位验证码'
        value={flow.code}
        onInput={(v) => flow.setCode(v)}
        after={
          <Text className={flow.canResend ? 'login__code-button' : 'login__code-button login__code-button--disabled'} onClick={() => void flow.resend()}>
            {flow.codeButtonText}
          </Text>
        }
      />
      <Text className='login__error'>{flow.errorMessage}</Text>
      <AtButton className='login__submit' type='primary' loading={flow.isBusy} disabled={flow.isBusy} onClick={check}>
        下一步
      </AtButton>
    </View>
  )
})

/** A step opened without the earlier ones (reload, shared link): start over. */
export function RestartStep({ onRestart }: { onRestart: () => void }) {
  return (
    <View>
      <Text className='credentials__hint'>请先验证手机号</Text>
      <AtButton className='login__submit' type='primary' onClick={onRestart}>
        重新开始
      </AtButton>
    </View>
  )
}
