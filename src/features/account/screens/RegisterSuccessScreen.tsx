import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { landingUrl } from '../stores/landing'
import '../components/account.scss'
import '../components/extras.scss'

/** 注册成功: the new member is logged in; from here into the app (or 企业未签约 when the contract ended). */
function RegisterSuccessScreen({ query }: ScreenProps) {
  const root = useStores()
  const enterprise = query.enterprise || String(root.settings.CompanyName ?? '')
  const name = root.settings.MemberInfo.MemberName
  return (
    <PageLayout title='注册成功' showsBack={false}>
      <View className='login'>
        <View className='extras__card'>
          <Text className='extras__status extras__status--ok'>注册成功</Text>
          <Text className='extras__text'>{name ? `${name}，` : ''}欢迎加入{enterprise || root.platform.brand.appName}。</Text>
          <Text className='extras__text'>您已登录，可使用手机号和密码登录{root.platform.brand.appName}。</Text>
        </View>
        <AtButton className='login__submit' type='primary' onClick={() => void Taro.reLaunch({ url: root.settings.isLoggedIn ? landingUrl(root) : linkTo('loginAndRegister/login') })}>
          {root.settings.isLoggedIn ? '开始使用' : '去登录'}
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(RegisterSuccessScreen)
