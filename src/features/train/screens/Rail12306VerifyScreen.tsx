import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createRailAccountApi } from '../api/railAccountApi'
import { CodeCheckForm } from '../components/CodeCheckForm'
import { CodeCheckStore } from '../stores/CodeCheckStore'
import '../components/train.scss'

const READY = { status: 'ready', errorMessage: '' } as const

/** 12306账号核验 (/pages/product2.0/train/valid_login12306): 12306's SMS check of a new sign-in, or the face check instead. */
function Rail12306VerifyScreen({ query }: ScreenProps) {
  const root = useStores()
  const accountId = query.accountId ?? ''
  const store = useStore(() => {
    const api = createRailAccountApi(root.request)
    return new CodeCheckStore({ send: () => api.sendCode(accountId), verify: (code) => api.verifyCode(accountId, code), now: () => Date.now() })
  })
  const done = () => {
    root.ui.toast('12306账号核验成功')
    void Taro.redirectTo({ url: linkTo('train/passenger12306', { accountId }) })
  }

  return (
    <PageLayout title='12306账号核验'>
      <StateView state={READY} onRetry={() => undefined} isEmpty={!accountId} emptyText='缺少12306账号，请重新登录'>
        <View className='train-page'>
          <View className='train-section train-note'>为保障账号安全，12306要求新登录的设备完成身份核验。请获取短信验证码完成核验。</View>
          <CodeCheckForm store={store} hint='验证码将发送至12306账号绑定的手机号' submitText='完成核验' onVerified={done} />
          {isLive('product2.0/train/faceID') ? (
            <View className='train-section train-face-entry' onClick={() => openRoute('product2.0/train/faceID', { accountId })}>
              <Text className='train-link'>收不到短信？使用人脸核验 ›</Text>
            </View>
          ) : null}
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(Rail12306VerifyScreen)
