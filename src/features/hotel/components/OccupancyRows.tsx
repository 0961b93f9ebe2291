import { Text, View } from '@tarojs/components'
import { Stepper } from '@/ui/Stepper'
import { MAX_ROOMS } from '../domain/guests'
import { MAX_ADULTS_PER_ROOM } from '../stores/HotelDetailStore'

type Props = {
  roomCount: number
  adultsPerRoom: number
  /** The new occupancy, each count kept within its bounds. */
  onChange: (roomCount: number, adultsPerRoom: number) => void
}

/** 房间数 and 每间成人数 rows (the detail's 入住人数 sheet and the checkPersonCount screen). */
export function OccupancyRows({ roomCount, adultsPerRoom, onChange }: Props) {
  return (
    <>
      <View className='hotel-row'>
        <Text className='hotel-row__label'>房间数</Text>
        <Stepper label='房间数' min={1} max={MAX_ROOMS} value={roomCount} onChange={(rooms) => onChange(rooms, adultsPerRoom)} />
      </View>
      <View className='hotel-row'>
        <Text className='hotel-row__label'>每间成人数</Text>
        <Stepper label='每间成人数' min={1} max={MAX_ADULTS_PER_ROOM} value={adultsPerRoom} onChange={(adults) => onChange(roomCount, adults)} />
      </View>
    </>
  )
}
