import type { Swiper as TaroSwiper, SwiperItem as TaroSwiperItem } from '@tarojs/components'
import { defineCustomElement as defineSwiper } from '@tarojs/components/dist/components/taro-swiper-core'
import { defineCustomElement as defineSwiperItem } from '@tarojs/components/dist/components/taro-swiper-item-core'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/**
 * H5: Taro's Swiper built the way '@tarojs/components' builds it, but in a module of its own (decision 0490).
 * Taro's React wrappers are one module: once any page imported Swiper from it, the swiper web component and
 * the whole Swiper library (≈ 45 KB gzip) went into the chunk every page loads. From here they load only
 * with the pages that show a swiper.
 */
export const Swiper = createReactComponent('taro-swiper-core', undefined, manipulatePropsFunction, defineSwiper) as unknown as typeof TaroSwiper
export const SwiperItem = createReactComponent('taro-swiper-item-core', undefined, manipulatePropsFunction, defineSwiperItem) as unknown as typeof TaroSwiperItem
