import { Image, View } from '@tarojs/components'
import { Swiper, SwiperItem } from '@/ui/taroSwiper'
import type { Banner } from '../api/homeApi'
import './home.scss'
import { imageAlt } from '@/ui/a11y'

type Props = { banners: readonly Banner[]; isPending?: boolean; onTap: (banner: Banner) => void }

/**
 * The home's banners in a box of fixed height: it keeps their place while they load and while the H5
 * swiper component is still being defined (until then it has no height of its own), so nothing below
 * jumps when they arrive.
 */
export function BannerSwiper({ banners, isPending = false, onTap }: Props) {
  if (banners.length === 0 && !isPending) return null
  return (
    <View className={banners.length === 0 ? 'home-banners home-banners--pending' : 'home-banners'}>
      {banners.length > 0 ? (
        <Swiper className='home-banners__swiper' autoplay={banners.length > 1} circular indicatorDots={banners.length > 1}>
          {banners.map((banner) => (
            <SwiperItem key={banner.Id}>
              <Image className='home-banners__image' src={banner.ImageUrl} mode='aspectFill' onClick={() => onTap(banner)} {...imageAlt(banner.Title)} />
            </SwiperItem>
          ))}
        </Swiper>
      ) : null}
    </View>
  )
}
