import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createRailAccountApi } from '../api/railAccountApi'
import { CodeCheckForm } from '../components/CodeCheckForm'
import { CodeCheckStore } from '../stores/CodeCheckStore'
import '../components/train.scss'

/** 手机号核验 (/pages/train/phoneVerification/phoneVerification): 12306's phone check of a passenger (待核验 → 已通过). */
function Rail12306PhoneCheckScreen({ query }: ScreenProps) {
  const root = useStores()
  const accountId = query.accountId ?? ''
  const passengerId = query.passengerId ?? ''
  const store = useStore(() => {
    const api = createRailAccountApi(root.request)
    return new CodeCheckStore({ send: () => api.sendPassengerCode(accountId, passengerId), verify: (code) => api.verifyPassenger(accountId, passengerId, code), now: () => Date.now() })
  })
  const done = () => {
    root.ui.toast('手机号核验通过')
    backOr('/pages/index/index')
  }

  return (
    <PageLayout title='手机号核验'>
      <StateView state={{ status: 'ready', errorMessage: '' }} onRetry={() => undefined} isEmpty={!accountId || !passengerId} emptyText='缺少乘客信息'>
        <View className='train-page'>
          <View className='train-section train-note'>根据12306要求，乘客需核验手机号后方可购票。验证码将发送至乘客本人手机。</View>
          <CodeCheckForm store={store} hint='点击获取验证码，将发送至乘客登记的手机号' submitText='提交核验' onVerified={done} />
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(Rail12306PhoneCheckScreen)
