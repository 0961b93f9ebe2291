import { Text, View } from '@tarojs/components'
import { AtInputNumber } from 'taro-ui'
import '@/ui/taroUi/input-number.scss'
import { NamedInput } from '@/ui/NamedInput'
import { MAX_ROOMS } from '../domain/guests'
import { clampAdults, clampRooms, MAX_ADULTS_PER_ROOM } from '../stores/HotelDetailStore'

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
        <NamedInput label='房间数'>
          <AtInputNumber type='number' min={1} max={MAX_ROOMS} step={1} value={roomCount} onChange={(value: number) => onChange(clampRooms(Number(value)), adultsPerRoom)} />
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
            onChange={(value: number) => onChange(roomCount, clampAdults(Number(value)))}
          />
        </NamedInput>
      </View>
    </>
  )
}
