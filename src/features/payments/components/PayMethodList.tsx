import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format'
import type { CashierStore } from '../stores/CashierStore'
import './payment.scss'

const NAMES = { enterprise: '企业账户支付', personal: '个人支付', wechat: '微信支付' } as const

/** The methods with the enterprise balance; a disabled method says why. */
export const PayMethodList = observer(function PayMethodList({ store }: { store: CashierStore }) {
  const balance = store.info?.Enterprise.BalanceFen ?? 0
  return (
    <View className='pay-methods'>
      {store.methods.map((state) => (
        <View
          key={state.method}
          className={`pay-method pay-method--${state.method}${state.isEnabled ? '' : ' pay-method--disabled'}`}
          onClick={() => store.selectMethod(state.method)}
        >
          <View className='pay-method__main'>
            <Text className='pay-method__name'>{NAMES[state.method]}</Text>
            {state.method === 'enterprise' ? <Text className='pay-method__note'>可用余额 {formatFen(balance)}</Text> : null}
            {state.method === 'personal' && state.isEnabled ? <Text className='pay-method__note'>通过支付网关付款</Text> : null}
            {state.method === 'wechat' && state.isEnabled ? <Text className='pay-method__note'>使用微信零钱或银行卡付款</Text> : null}
            {state.disabledReason ? <Text className='pay-method__note pay-method__note--warn'>{state.disabledReason}</Text> : null}
          </View>
          <View className={`pay-method__check${store.method === state.method ? ' pay-method__check--on' : ''}`} />
        </View>
      ))}
    </View>
  )
})
