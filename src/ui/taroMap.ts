// Taro's Map, imported from here rather than from '@tarojs/components' (decision 0490). On the
// mini-programs it is the platform's own map; the H5 build uses taroMap.h5.ts.
export { Map as TaroMap } from '@tarojs/components'
