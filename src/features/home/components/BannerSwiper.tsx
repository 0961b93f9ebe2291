import { Image, Swiper, SwiperItem, View } from '@tarojs/components'
import type { Banner } from '../api/homeApi'
import './home.scss'

type Props = { banners: readonly Banner[]; isPending?: boolean; onTap: (banner: Banner) => void }

/** The home's banners; while they load, an empty block of their size keeps the page from jumping. */
export function BannerSwiper({ banners, isPending = false, onTap }: Props) {
  if (banners.length === 0) return isPending ? <View className='home-banners home-banners--pending' /> : null
  return (
    <Swiper className='home-banners' autoplay={banners.length > 1} circular indicatorDots={banners.length > 1}>
      {banners.map((banner) => (
        <SwiperItem key={banner.Id}>
          <Image className='home-banners__image' src={banner.ImageUrl} mode='aspectFill' onClick={() => onTap(banner)} />
        </SwiperItem>
      ))}
    </Swiper>
  )
}
