import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { CodeCheckStore } from '../stores/CodeCheckStore'

type Props = { store: CodeCheckStore<unknown>; hint: string; submitText: string; onVerified: () => void }

/** 获取验证码, the 6-digit field and the check button, with the resend countdown ticking once a second. */
function CodeCheckFormView({ store, hint, submitText, onVerified }: Props) {
  useEffect(() => {
    const timer = setInterval(() => store.tick(), 1000)
    return () => clearInterval(timer)
  }, [store])
  const verify = async () => {
    if ((await store.verify()) !== null) onVerified()
  }
  return (
    <View>
      <View className='train-section'>
        <View className='train-note'>{store.phoneMasked ? `验证码已发送至${store.phoneMasked}，5分钟内有效` : hint}</View>
        <View className='train-row train-code'>
          <Input className='train-input train-code__input' type='number' maxlength={6} value={store.code} placeholder='6位验证码' onInput={(e) => store.setCode(e.detail.value)} />
          <Text className={`train-chip train-code__send${store.canSend ? ' train-chip--on' : ''}`} onClick={() => void store.send()}>
            {store.sendLabel}
          </Text>
        </View>
        {store.error ? <View className='train-error'>{store.error}</View> : null}
      </View>
      <AtButton type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void verify()}>
        {submitText}
      </AtButton>
    </View>
  )
}

export const CodeCheckForm = observer(CodeCheckFormView)
