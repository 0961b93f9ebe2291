import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { TravellerList } from '../../travellers/public'
import type { HotelOrderFormStore } from '../stores/HotelOrderFormStore'

/** 入住人: chosen in the travellers picker (self, colleagues, frequent passengers), spread over the rooms. */
export const GuestRooms = observer(function GuestRooms({ store, onPick }: { store: HotelOrderFormStore; onPick: () => void }) {
  return (
    <View className='hotel-section'>
      <TravellerList
        title='入住人'
        travellers={store.travellers}
        onAdd={onPick}
        addText={`+ 选择入住人（最多${store.maxTravellers}人）`}
        onRemove={(traveller) => store.removeTraveller(traveller)}
      />
      {store.roomCount > 1
        ? store.rooms.map((guests, roomIndex) => (
            <Text key={roomIndex} className='hotel-card__meta'>
              房间{roomIndex + 1}：{guests.map((guest) => guest.name).filter(Boolean).join('、') || '待选择'}
            </Text>
          ))
        : null}
    </View>
  )
})
