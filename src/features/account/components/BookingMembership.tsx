import type { ProgramCode } from '@api/bindings'
import { Switch, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useStores } from '@/stores/context'
import { controlLabel } from '@/ui/a11y'
import { useStore } from '../../shared/hooks/useStore'
import { createBindingsApi } from '../api/bindingsApi'
import { membershipText } from '../domain/bookingMembership'
import { BookingMembershipStore } from '../stores/BookingMembershipStore'
import './bindings.scss'

type Props = { hotelId: string; onChange: (code: ProgramCode | null) => void }

/** On a hotel order form: the member's bound card of the hotel's group, credited by default (decision 0431). */
export const BookingMembership = observer(function BookingMembership({ hotelId, onChange }: Props) {
  const root = useStores()
  const store = useStore(() => new BookingMembershipStore(createBindingsApi(root.request), onChange))
  useEffect(() => {
    void store.fetch(hotelId)
  }, [store, hotelId])
  const card = store.membership
  if (!card) return null
  return (
    <View className='booking-membership'>
      <View className='booking-membership__text'>
        <Text className='booking-membership__label'>会员卡</Text>
        <Text className='booking-membership__card'>{membershipText(card)}</Text>
        <Text className='booking-membership__hint'>入住后积分累积到此卡</Text>
      </View>
      <Switch {...controlLabel('使用会员卡')} checked={store.isUsed} color='#1369e0' onChange={(e) => store.setUsed(e.detail.value)} />
    </View>
  )
})
