import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HotelDetail } from '@api/hotel'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { StateView } from '@/ui/StateView'
import { imageAlt } from '@/ui/a11y'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { LoadState } from '../../shared/stores/LoadState'
import { useHotel } from '../hooks'
import '../components/hotel.scss'

class PhotosState {
  readonly load = new LoadState('图片加载失败，请重试')
  detail: HotelDetail | null = null

  constructor() {
    makeAutoObservable(this, { load: false })
  }

  setDetail(detail: HotelDetail) {
    this.detail = detail
  }
}

/** 酒店图片 (hotel/checkPhoto): every photo; tapping one opens the full-screen preview. */
function HotelPhotosScreen({ query }: ScreenProps) {
  const { flow, api } = useHotel()
  const state = useStore(() => new PhotosState())
  const fetch = () =>
    state.load.run(
      () => api.hotelDetail({ HotelId: query.hotelId ?? '', ArrivalDate: flow.form.arrivalDate, DepartureDate: flow.form.departureDate }),
      (detail) => state.setDetail(detail),
    )
  useShown(fetch)
  const urls = state.detail?.ImageUrls ?? []
  return (
    <PageLayout title='酒店图片'>
      <View className='hotel-page'>
        <StateView state={state.load} onRetry={() => void fetch()} isEmpty={urls.length === 0} emptyText='暂无图片'>
          <View className='hotel-chips'>
            {urls.map((url, index) => (
              <Image
                key={url}
                {...imageAlt(`酒店照片 ${index + 1}`)}
                src={url}
                mode='aspectFill'
                lazyLoad
                style={{ width: '33%', height: '200rpx' }}
                onClick={() => void Taro.previewImage({ current: url, urls })}
              />
            ))}
          </View>
        </StateView>
      </View>
    </PageLayout>
  )
}

export default observer(HotelPhotosScreen)
