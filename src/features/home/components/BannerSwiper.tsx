import { Image, Swiper, SwiperItem } from '@tarojs/components'
import type { Banner } from '../api/homeApi'
import './home.scss'

type Props = { banners: readonly Banner[]; onTap: (banner: Banner) => void }

export function BannerSwiper({ banners, onTap }: Props) {
  if (banners.length === 0) return null
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
