import { Text, View } from '@tarojs/components'
import { AtInputNumber } from 'taro-ui'
import '@/ui/taroUi/input-number.scss'
import { BottomSheet } from '@/ui/BottomSheet'
import { NamedInput } from '@/ui/NamedInput'
import { MAX_ROOMS } from '../domain/guests'
import { MAX_ADULTS_PER_ROOM } from '../stores/HotelDetailStore'

type Props = {
  isOpened: boolean
  roomCount: number
  adultsPerRoom: number
  onChange: (roomCount: number, adultsPerRoom: number) => void
  onClose: () => void
}

/** 房间数 and 每间入住人数. */
export function OccupancySheet({ isOpened, roomCount, adultsPerRoom, onChange, onClose }: Props) {
  return (
    <BottomSheet isOpened={isOpened} title='入住人数' onClose={onClose}>
      <View className='hotel-section'>
        <View className='hotel-row'>
          <Text className='hotel-row__label'>房间数</Text>
          <NamedInput label='房间数'>
            <AtInputNumber type='number' min={1} max={MAX_ROOMS} step={1} value={roomCount} onChange={(value: number) => onChange(Number(value), adultsPerRoom)} />
          </NamedInput>
        </View>
        <View className='hotel-row'>
          <Text className='hotel-row__label'>每间成人数</Text>
          <NamedInput label='每间成人数'>
            <AtInputNumber
              type='number'
              min={1}
              max={MAX_ADULTS_PER_ROOM}
              step={1}
              value={adultsPerRoom}
              onChange={(value: number) => onChange(roomCount, Number(value))}
            />
          </NamedInput>
        </View>
      </View>
    </BottomSheet>
  )
}
