import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { createEnterpriseApi } from '../../enterprise/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createAccountApi } from '../api/accountApi'
import { createEnterpriseInfoApi } from '../api/accountExtrasApi'
import { chooseHomeOf } from '../stores/landing'
import { SignErrorStore } from '../stores/SignErrorStore'
import '../components/account.scss'
import '../components/extras.scss'

/** 企业未签约: shown after sign-in when the server reads the enterprise's contract as ended (IsExpiredContract). */
function SignErrorScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => {
    const api = { ...createEnterpriseInfoApi(root.request), ...createEnterpriseApi(root.request), loginOut: createAccountApi(root.request).loginOut }
    return new SignErrorStore(api, () => root.clearSession())
  })
  useShown(() => store.fetch())

  const logout = async () => {
    await store.logout()
    void Taro.reLaunch({ url: linkTo('loginAndRegister/login', { isindex: 1 }) })
  }
  const phone = store.info?.ServicePhone ?? ''

  return (
    <PageLayout title='企业未签约' showsBack={false}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='login'>
          <View className='extras__card'>
            <Text className={store.isSigned ? 'extras__status extras__status--ok' : 'extras__status extras__status--bad'}>{store.text?.title}</Text>
            <Text className='extras__text'>{store.text?.detail}</Text>
            {phone ? <Text className='extras__text'>客服电话：{phone}</Text> : null}
          </View>
          {store.isSigned ? (
            <AtButton className='login__submit' type='primary' onClick={() => void Taro.reLaunch({ url: chooseHomeOf(root) })}>
              进入首页
            </AtButton>
          ) : null}
          {phone ? (
            <AtButton className='login__submit' type={store.isSigned ? 'secondary' : 'primary'} onClick={() => void Taro.makePhoneCall({ phoneNumber: phone })}>
              联系客服
            </AtButton>
          ) : null}
          {store.canChangeEnterprise && isLive('index3.0/dossen/changeEnterprise') ? (
            <AtButton className='login__submit extras__secondary' onClick={() => openRoute('index3.0/dossen/changeEnterprise', { changeEnterprise: '1' })}>
              切换企业
            </AtButton>
          ) : null}
          <AtButton className='login__submit extras__secondary' loading={store.isLoggingOut} onClick={() => void logout()}>
            退出登录
          </AtButton>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(SignErrorScreen)
