/**
 * H5: Taro's Map in a module of its own (decisions 0490, 0500): its web component carries hammer.js, which loads
 * only with a page that shows a map (see taroSwiper.h5.ts).
 */
export { Map as TaroMap } from './h5Components/Map'
