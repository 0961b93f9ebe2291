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
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createSignUpApi } from '../api/accountExtrasApi'
import { CredentialField } from '../components/CredentialField'
import { STAFF_SCALES, STAFF_SCALE_LABELS } from '../domain/accountExtrasForms'
import { PHONE_LENGTH } from '../domain/loginForm'
import { EnterpriseRegisterStore } from '../stores/EnterpriseRegisterStore'
import { chooseHomeOf } from '../stores/landing'
import '../components/account.scss'
import '../components/extras.scss'

const Submitted = observer(function Submitted({ store, onDone }: { store: EnterpriseRegisterStore; onDone: () => void }) {
  const answer = store.submitted
  if (!answer) return null
  return (
    <View className='extras__card'>
      <Text className='extras__status extras__status--ok'>申请已提交</Text>
      <Text className='extras__text'>申请编号：{answer.ApplicationNo}</Text>
      <Text className='extras__text'>客户经理将在1个工作日内联系{store.form.contactName}（{store.form.phone}），完成企业签约与开通。</Text>
      {answer.ServicePhone ? <Text className='extras__text'>如有疑问请致电 {answer.ServicePhone}</Text> : null}
      <AtButton className='login__submit' type='primary' onClick={onDone}>
        完成
      </AtButton>
    </View>
  )
})

/** 企业注册 (partner page): an enterprise applies to sign up; the contact phone is checked with a code. */
function EnterpriseRegisterScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new EnterpriseRegisterStore(createSignUpApi(root.request)))
  useEffect(() => () => store.dispose(), [store])
  const f = store.form
  const done = () => (root.settings.isLoggedIn ? backOr(chooseHomeOf(root)) : void Taro.reLaunch({ url: linkTo('loginAndRegister/login') }))

  return (
    <PageLayout title='企业注册'>
      <View className='login'>
        {store.submitted ? (
          <Submitted store={store} onDone={done} />
        ) : (
          <View>
            <Text className='credentials__hint'>填写企业信息，开通企业差旅服务</Text>
            <CredentialField placeholder='请输入企业名称（与营业执照一致）' maxlength={60} value={f.enterpriseName} onInput={(v) => store.set('enterpriseName', v)} />
            <CredentialField placeholder='请输入联系人姓名' maxlength={30} value={f.contactName} onInput={(v) => store.set('contactName', v)} />
            <CredentialField kind='phone' maxlength={PHONE_LENGTH} placeholder='请输入联系人手机号' value={f.phone} onInput={(v) => store.set('phone', v)} />
            <CredentialField
              kind='digits'
              maxlength={6}
              placeholder='请输入6位验证码'
              value={f.code}
              onInput={(v) => store.set('code', v)}
              after={
                <Text className={store.countdown.isWaiting ? 'login__code-button login__code-button--disabled' : 'login__code-button'} onClick={() => void store.sendCode()}>
                  {store.countdown.label}
                </Text>
              }
            />
            <CredentialField placeholder='请输入所在城市' maxlength={30} value={f.cityName} onInput={(v) => store.set('cityName', v)} />
            <Text className='credentials__hint'>企业规模</Text>
            <View className='extras__choices'>
              {STAFF_SCALES.map((scale) => (
                <Text key={scale} className={f.staffScale === scale ? 'extras__choice extras__choice--on' : 'extras__choice'} onClick={() => store.setScale(scale)}>
                  {STAFF_SCALE_LABELS[scale]}
                </Text>
              ))}
            </View>
            <CredentialField placeholder='邮箱（选填）' maxlength={100} value={f.email} onInput={(v) => store.set('email', v)} />
            <Text className='login__error'>{store.errorMessage}</Text>
            <AtButton className='login__submit' type='primary' loading={store.isBusy} disabled={store.isBusy} onClick={() => void store.submit()}>
              提交申请
            </AtButton>
          </View>
        )}
      </View>
    </PageLayout>
  )
}

export default observer(EnterpriseRegisterScreen)
