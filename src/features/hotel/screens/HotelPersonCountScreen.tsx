import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton, AtInputNumber } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import '@/ui/taroUi/input-number.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { NamedInput } from '@/ui/NamedInput'
import { backOr } from '../../shared/navigation'
import { MAX_ROOMS } from '../domain/guests'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { clampAdults, clampRooms, MAX_ADULTS_PER_ROOM } from '../stores/HotelDetailStore'
import '../components/hotel.scss'

/** 入住人数 (hotel/detail/checkPersonCount): rooms and adults per room; the detail asks rooms again on return. */
function HotelPersonCountScreen(_props: ScreenProps) {
  const { flow } = useHotel()
  const { roomCount, adultsPerRoom } = flow.occupancy
  return (
    <PageLayout title='入住人数'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          <View className='hotel-row'>
            <Text className='hotel-row__label'>房间数</Text>
            <NamedInput label='房间数'>
              <AtInputNumber type='number' min={1} max={MAX_ROOMS} step={1} value={roomCount} onChange={(value: number) => flow.setOccupancy(clampRooms(value), adultsPerRoom)} />
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
                onChange={(value: number) => flow.setOccupancy(roomCount, clampAdults(value))}
              />
            </NamedInput>
          </View>
          <AtButton type='primary' onClick={() => backOr(linkTo(hotelRoute('detail')))}>
            确定
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(HotelPersonCountScreen)
