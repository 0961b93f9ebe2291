import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { isH5Build } from '@/core/platform'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { HotelMap } from '../components/HotelMap'
import '../components/hotel.scss'

/** 酒店地址 (hotel/detail/addressDetail): a map in the mini-programs; on H5 an address card with 复制. */
export default function HotelAddressScreen({ query }: ScreenProps) {
  const lat = Number(query.lat)
  const lon = Number(query.lon)
  const hasPoint = Number.isFinite(lat) && Number.isFinite(lon) && (lat !== 0 || lon !== 0)
  const copy = () => void Taro.setClipboardData({ data: query.address ?? '' })
  return (
    <PageLayout title='酒店位置'>
      <View className='hotel-page'>
        {!isH5Build() && hasPoint ? (
          <HotelMap lat={lat} lon={lon} name={query.name ?? ''} />
        ) : null}
        <View className='hotel-section'>
          <Text className='hotel-section__title'>{query.name ?? ''}</Text>
          <Text className='hotel-card__meta'>{query.address || '暂无地址信息'}</Text>
          <AtButton size='small' onClick={copy} disabled={!query.address}>
            复制地址
          </AtButton>
        </View>
      </View>
    </PageLayout>
  )
}
