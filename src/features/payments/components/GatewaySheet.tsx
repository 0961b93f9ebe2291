import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format'
import { BottomSheet } from '@/ui/BottomSheet'
import type { CashierStore } from '../stores/CashierStore'
import './payment.scss'

/** The simulated gateway's confirm step of personal pay (WeChat Pay's simulated JSAPI in WeChat's browser). */
export const GatewaySheet = observer(function GatewaySheet({ store, onPaid }: { store: CashierStore; onPaid: () => void }) {
  const confirm = async () => {
    if (await store.confirmGateway()) onPaid()
  }
  return (
    <BottomSheet isOpened={store.gateway !== null} title={store.isWechatGateway ? '微信支付' : '支付网关'} onClose={() => store.closeGateway()}>
      <View className='pay-result'>
        <Text className='pay-result__line'>付款金额 {formatFen(store.info?.AmountFen ?? 0)}</Text>
        <Text className='pay-result__line'>支付单号 {store.gateway?.PayNo}</Text>
        {store.payError ? <Text className='pay-footer__error'>{store.payError}</Text> : null}
        <AtButton type='primary' loading={store.isPaying} disabled={store.isPaying} onClick={() => void confirm()}>
          确认付款
        </AtButton>
      </View>
    </BottomSheet>
  )
})
