import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { linkTo } from '@/routes/link'
import { createCredentialsApi } from '../api/credentialsApi'
import { CredentialField } from '../components/CredentialField'
import { NewPasswordStore } from '../stores/NewPasswordStore'
import '../components/account.scss'

/** 修改密码: old password, new one twice; the account's other sessions end. */
function ModifyPasswordScreen() {
  const root = useStores()
  const store = useStore(() => new NewPasswordStore(createCredentialsApi(root.request), null))
  const submit = async () => {
    if (!(await store.submit())) return
    void Taro.showToast({ title: '密码已修改', icon: 'success', duration: 2000 })
    backOr(linkTo('my/index'))
  }
  return (
    <PageLayout title='修改密码'>
      <View className='login'>
        <CredentialField kind='password' maxlength={64} placeholder='请输入原密码' value={store.oldPassword} onInput={(v) => store.set('oldPassword', v)} />
        <CredentialField kind='password' maxlength={20} placeholder='新密码（8-20位字母和数字）' value={store.password} onInput={(v) => store.set('password', v)} />
        <CredentialField kind='password' maxlength={20} placeholder='再次输入新密码' value={store.confirm} onInput={(v) => store.set('confirm', v)} />
        <Text className='login__error'>{store.errorMessage}</Text>
        <AtButton className='login__submit' type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={submit}>
          确认修改
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(ModifyPasswordScreen)
