import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createRailAccountApi } from '../api/railAccountApi'
import { Rail12306LoginStore } from '../stores/Rail12306LoginStore'
import '../components/train.scss'

/** 12306账号登录 (/pages/train/login12306/login12306 and /pages/product2.0/train/login12306): sign in, then the check; bound accounts. */
function Rail12306LoginScreen(_props: ScreenProps<'v1' | 'v2'>) {
  const root = useStores()
  const store = useStore(() => new Rail12306LoginStore(createRailAccountApi(root.request)))
  useShown(() => store.fetch())
  const login = async () => {
    const account = await store.login()
    if (!account) return
    if (account.Status === 'Bound') openRoute('train/passenger12306', { accountId: account.AccountId })
    else openRoute('product2.0/train/valid_login12306', { accountId: account.AccountId })
  }
  const remove = async (accountId: string) => {
    if (await store.remove(accountId)) root.ui.toast('已解绑12306账号')
    else root.ui.toast(store.error)
  }

  return (
    <PageLayout title='12306账号登录'>
      <View className='train-page'>
        <View className='train-section'>
          <View className='train-note'>登录12306账号后，可使用本人账号购票并管理12306常用乘客。密码仅用于向12306登录，本应用不保存。</View>
          <View className='train-row'>
            <Text className='train-row__label'>账号</Text>
            <Input className='train-input' value={store.userName} placeholder='用户名/邮箱/手机号' maxlength={50} onInput={(e) => store.setField('userName', e.detail.value)} />
          </View>
          <View className='train-row'>
            <Text className='train-row__label'>密码</Text>
            <Input className='train-input' password value={store.password} placeholder='12306密码' maxlength={64} onInput={(e) => store.setField('password', e.detail.value)} />
          </View>
          <View className='train-agree'>
            <Text className={`train-agree__box${store.agreed ? ' train-agree__box--on' : ''}`} onClick={() => store.toggleAgreed()}>
              {store.agreed ? '☑' : '☐'} 我已阅读并同意
            </Text>
            <Text className='train-link' onClick={() => openRoute('train/agreement/index')}>
              《12306账号授权服务协议》
            </Text>
          </View>
          {store.error ? <View className='train-error'>{store.error}</View> : null}
        </View>
        <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void login()}>
          登录12306
        </AtButton>
        <View className='train-section train-accounts'>
          <Text className='train-row__label'>已绑定的12306账号</Text>
          <StateView state={store.load} onRetry={() => void store.fetch()} isEmpty={store.accounts.length === 0} emptyText='暂未绑定12306账号'>
            {store.accounts.map((account) => (
              <View key={account.AccountId} className='train-row'>
                <View
                  onClick={() =>
                    account.Status === 'Bound'
                      ? openRoute('train/passenger12306', { accountId: account.AccountId })
                      : openRoute('product2.0/train/valid_login12306', { accountId: account.AccountId })
                  }
                >
                  <View>{account.UserName}</View>
                  <View className='train-note'>
                    {account.PhoneMasked} · {account.StatusText}
                  </View>
                </View>
                <Text className='train-chip' onClick={() => void remove(account.AccountId)}>
                  解绑
                </Text>
              </View>
            ))}
          </StateView>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(Rail12306LoginScreen)
