import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelOrderFormStore } from '../stores/HotelOrderFormStore'
import { FieldRow } from './FieldRow'

/** 入住人, room by room: each room needs one named guest; more up to the rate's occupancy. */
export const GuestRooms = observer(function GuestRooms({ store }: { store: HotelOrderFormStore }) {
  return (
    <View className='hotel-section'>
      <Text className='hotel-section__title'>入住人（每间房至少填写1人）</Text>
      {store.rooms.map((guests, roomIndex) => (
        <View key={roomIndex}>
          <Text className='hotel-card__meta'>房间{roomIndex + 1}</Text>
          {guests.map((guest, guestIndex) => (
            <View key={guestIndex}>
              <FieldRow
                label='姓名'
                value={guest.name}
                placeholder='与证件一致'
                onInput={(name) => store.updateGuest(roomIndex, guestIndex, { name, memberId: '' })}
              />
              <FieldRow
                label='手机号'
                value={guest.phone}
                placeholder='选填'
                type='number'
                maxlength={11}
                onInput={(phone) => store.updateGuest(roomIndex, guestIndex, { phone })}
              />
              {guests.length > 1 ? (
                <Text className='hotel-more' onClick={() => store.removeGuest(roomIndex, guestIndex)}>
                  删除
                </Text>
              ) : null}
            </View>
          ))}
          {guests.length < (store.selection?.plan.MaxOccupancy ?? 1) ? (
            <Text className='hotel-more' onClick={() => store.addGuest(roomIndex)}>
              + 添加同住人
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
})
