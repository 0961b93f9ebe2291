import { Image, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { imageAlt } from '@/ui/a11y'
import type { Banner } from '../api/homeApi'
import './home.scss'

type Props = { banners: readonly Banner[]; isPending?: boolean; onTap: (banner: Banner) => void }

/** Taro's Swiper turns every 5 s (its default interval). */
const AUTOPLAY_MS = 5000

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * H5: the home's banners as a CSS scroll-snap strip (decision 0490). Taro's H5 Swiper brings its web component
 * and the whole Swiper library (≈ 52 KB gzip) to the home, the page every user opens first; the browser's own
 * snapping does the swipe. Like the mini-programs' swiper (BannerSwiper.tsx): a box of fixed height that keeps
 * its place while the banners load, dots when there are two or more, and a turn every 5 s that goes back to
 * the first after the last (paused while a finger is on it).
 */
export function BannerSwiper({ banners, isPending = false, onTap }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const touching = useRef(false)
  const [current, setCurrent] = useState(0)
  const count = banners.length

  useEffect(() => {
    if (count < 2) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || touching.current || el.clientWidth === 0) return
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    }, AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [count])

  if (count === 0 && !isPending) return null
  const onScroll = () => {
    const el = track.current
    if (el && el.clientWidth > 0) setCurrent(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)))
  }
  return (
    <View className={count === 0 ? 'home-banners home-banners--pending' : 'home-banners'}>
      {count > 0 ? (
        <div
          ref={track}
          className='home-banners__track'
          role='region'
          aria-label='推荐活动'
          tabIndex={0}
          onScroll={onScroll}
          onTouchStart={() => { touching.current = true }}
          onTouchEnd={() => { touching.current = false }}
          onTouchCancel={() => { touching.current = false }}
        >
          {banners.map((banner) => (
            <div key={banner.Id} className='home-banners__slide'>
              <Image className='home-banners__image' src={banner.ImageUrl} mode='aspectFill' onClick={() => onTap(banner)} {...imageAlt(banner.Title)} />
            </div>
          ))}
        </div>
      ) : null}
      {count > 1 ? (
        <View className='home-banners__dots' aria-hidden>
          {banners.map((banner, index) => (
            <View key={banner.Id} className={index === current ? 'home-banners__dot home-banners__dot--active' : 'home-banners__dot'} />
          ))}
        </View>
      ) : null}
    </View>
  )
}
