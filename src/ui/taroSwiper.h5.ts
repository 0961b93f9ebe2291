/**
 * H5: Taro's Swiper in a module of its own (decision 0490), now the generated per-component modules every H5
 * import of '@tarojs/components' resolves to (decision 0500). The swiper web component and the Swiper library
 * (≈ 45 KB gzip) load only with the pages that show a swiper.
 */
export { Swiper } from './h5Components/Swiper'
export { SwiperItem } from './h5Components/SwiperItem'
