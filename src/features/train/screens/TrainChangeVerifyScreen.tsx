import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { linkTo } from '@/routes/link'
import { StateView } from '@/ui/StateView'
import { orderNoOf } from '../../orders/public'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'

import { createTrainApi } from '../api/trainApi'
import { CodeCheckForm } from '../components/CodeCheckForm'
import { CodeCheckStore } from '../stores/CodeCheckStore'
import '../components/train.scss'

/**
 * 改签验证 (/pages/train/modifyVerification/modifyVerification): 12306 asks the contact phone's code before a ticket
 * moves to another date (decision 0340); once passed, back to 改签信息 to confirm (the check stands 30 minutes).
 */
function TrainChangeVerifyScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = orderNoOf(query)
  const store = useStore(() => {
    const api = createTrainApi(root.request)
    return new CodeCheckStore({ send: () => api.sendChangeCode(orderNo), verify: (code) => api.verifyChangeCode(orderNo, code), now: () => Date.now() })
  })
  const done = () => {
    root.ui.toast('手机号验证通过，请确认改签')
    backOr(linkTo('order3.0/train/detail', { orderNo }))
  }

  return (
    <PageLayout title='改签验证'>
      <StateView state={{ status: 'ready', errorMessage: '' }} onRetry={() => undefined} isEmpty={!orderNo} emptyText='缺少订单号'>
        <View className='train-page'>
          <View className='train-section train-note'>根据12306要求，改签至其他日期前需验证订单联系人的手机号。验证通过后30分钟内可办理改签。</View>
          <CodeCheckForm store={store} hint='点击获取验证码，将发送至订单联系人手机' submitText='验证并继续改签' onVerified={done} />
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(TrainChangeVerifyScreen)
