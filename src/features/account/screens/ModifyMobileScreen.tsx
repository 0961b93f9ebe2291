import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createMobileApi } from '../api/accountExtrasApi'
import { CredentialField } from '../components/CredentialField'
import { FlowSteps } from '../components/FlowSteps'
import { PHONE_LENGTH } from '../domain/loginForm'
import { maskPhone } from '../domain/maskPhone'
import { ChangeMobileStore } from '../stores/ChangeMobileStore'
import '../components/account.scss'
import '../components/credentials.scss'
import '../components/extras.scss'

const STEPS = ['old', 'new', 'done'] as const

const CodeButton = observer(function CodeButton({ label, isWaiting, onSend }: { label: string; isWaiting: boolean; onSend: () => void }) {
  return (
    <Text className={isWaiting ? 'login__code-button login__code-button--disabled' : 'login__code-button'} onClick={onSend}>
      {label}
    </Text>
  )
})

/** 修改手机号: verify the current phone, then the new one; the account then logs in with the new phone. */
function ModifyMobileScreen(_props: ScreenProps) {
  const root = useStores()
  const current = String(root.settings.phone ?? '')
  const store = useStore(() => new ChangeMobileStore(createMobileApi(root.request), current, createReqId))
  useEffect(() => () => store.dispose(), [store])

  const finish = () => {
    root.settings.update({ phone: store.changedPhone })
    backOr(linkTo('my/index'))
  }

  return (
    <PageLayout title='修改手机号'>
      <View className='login'>
        <FlowSteps titles={['验证原手机号', '绑定新手机号', '完成']} current={STEPS.indexOf(store.step)} />
        {store.step === 'old' ? (
          <View>
            <Text className='credentials__hint'>当前手机号 {maskPhone(current)}</Text>
            <CredentialField
              kind='digits'
              maxlength={6}
              placeholder='请输入原手机号收到的验证码'
              value={store.oldCode}
              onInput={(v) => store.setOldCode(v)}
              after={<CodeButton label={store.oldCountdown.label} isWaiting={store.oldCountdown.isWaiting} onSend={() => void store.sendOldCode()} />}
            />
            {store.sentTo ? <Text className='credentials__hint'>验证码已发送至 {store.sentTo}</Text> : null}
            <Text className='login__error'>{store.errorMessage}</Text>
            <AtButton className='login__submit' type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void store.checkOld()}>
              下一步
            </AtButton>
          </View>
        ) : null}
        {store.step === 'new' ? (
          <View>
            <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入新手机号' value={store.newPhone} onInput={(v) => store.setNewPhone(v)} />
            <CredentialField
              kind='digits'
              maxlength={6}
              placeholder='请输入新手机号收到的验证码'
              value={store.newCode}
              onInput={(v) => store.setNewCode(v)}
              after={<CodeButton label={store.newCountdown.label} isWaiting={store.newCountdown.isWaiting} onSend={() => void store.sendNewCode()} />}
            />
            {store.sentTo ? <Text className='credentials__hint'>验证码已发送至 {store.sentTo}</Text> : null}
            <Text className='login__error'>{store.errorMessage}</Text>
            <AtButton className='login__submit' type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void store.submit()}>
              确认修改
            </AtButton>
          </View>
        ) : null}
        {store.step === 'done' ? (
          <View className='extras__card'>
            <Text className='extras__status extras__status--ok'>手机号修改成功</Text>
            <Text className='extras__text'>新手机号 {maskPhone(store.changedPhone)}，下次请使用新手机号登录。</Text>
            <AtButton className='login__submit' type='primary' onClick={finish}>
              完成
            </AtButton>
          </View>
        ) : null}
      </View>
    </PageLayout>
  )
}

export default observer(ModifyMobileScreen)
