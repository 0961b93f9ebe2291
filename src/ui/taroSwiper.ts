// Taro's Swiper, imported from here rather than from '@tarojs/components' (decision 0490). On the
// mini-programs it is the platform's own swiper; the H5 build uses taroSwiper.h5.ts.
export { Swiper, SwiperItem } from '@tarojs/components'
