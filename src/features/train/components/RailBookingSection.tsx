import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { railPassengerBlock } from '../domain/railBooking'
import type { RailBookingStore } from '../stores/RailBookingStore'

type Props = { store: RailBookingStore; onRefused: (message: string) => void }

/** 购票方式 (decision 0393): 企业通道 or the bound 12306 account, whose checked passengers are the travellers. */
export const RailBookingSection = observer(function RailBookingSection({ store, onRefused }: Props) {
  const account = store.account
  if (!account) return null
  return (
    <View className='train-section train-booking-channel'>
      <View className='train-row'>
        <Text className='train-row__label'>购票方式</Text>
        <View className='train-chips'>
          <Text className={`train-chip${store.isRail ? '' : ' train-chip--on'}`} onClick={() => void store.setChannel('enterprise')}>
            企业通道
          </Text>
          <Text className={`train-chip train-channel-rail${store.isRail ? ' train-chip--on' : ''}`} onClick={() => void store.setChannel('rail')}>
            12306账号 {account.UserName}
          </Text>
        </View>
      </View>
      {store.isRail ? (
        <>
          <View className='train-note'>乘车人从12306账号的乘客中选择，仅已核验的乘客可以购票</View>
          {store.error ? <View className='train-error'>{store.error}</View> : null}
          {store.passengers.map((p) => {
            const block = railPassengerBlock(p)
            const on = store.picked.includes(p.PassengerId)
            return (
              <View
                key={p.PassengerId}
                className={`train-row train-ticket-pick train-rail-passenger${on ? ' train-ticket-pick--on' : ''}${block ? ' train-ticket-pick--off' : ''}`}
                role='checkbox'
                aria-checked={on}
                aria-disabled={block !== ''}
                onClick={() => {
                  const refused = store.toggle(p)
                  if (refused) onRefused(refused)
                }}
              >
                <Text className='train-ticket-pick__box'>{on ? '☑' : '☐'}</Text>
                <Text className='train-ticket-pick__name'>{p.Name}</Text>
                <Text className='train-note'>{p.IdNoMasked}</Text>
                <Text className='train-note'>{p.VerifyStatusText}</Text>
              </View>
            )
          })}
        </>
      ) : null}
    </View>
  )
})
