import { View } from '@tarojs/components'
import { BottomSheet } from '@/ui/BottomSheet'
import { OccupancyRows } from './OccupancyRows'

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
        <OccupancyRows roomCount={roomCount} adultsPerRoom={adultsPerRoom} onChange={onChange} />
      </View>
    </BottomSheet>
  )
}
