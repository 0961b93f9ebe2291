import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { linkTo } from '@/routes/link'
import { backOr } from '../../shared/navigation'
import { hotelRoute } from '../domain/hotelRoutes'
import { useHotel } from '../hooks'
import { OccupancyRows } from '../components/OccupancyRows'
import '../components/hotel.scss'

/** 入住人数 (hotel/detail/checkPersonCount): rooms and adults per room; the detail asks rooms again on return. */
function HotelPersonCountScreen(_props: ScreenProps) {
  const { flow } = useHotel()
  const { roomCount, adultsPerRoom } = flow.occupancy
  return (
    <PageLayout title='入住人数'>
      <View className='hotel-page'>
        <View className='hotel-section'>
          <OccupancyRows roomCount={roomCount} adultsPerRoom={adultsPerRoom} onChange={(rooms, adults) => flow.setOccupancy(rooms, adults)} />
          <AtButton type='primary' onClick={() => backOr(linkTo(hotelRoute('detail')))}>
            确定
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}

export default observer(HotelPersonCountScreen)
