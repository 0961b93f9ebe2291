import { View } from '@tarojs/components'
import { SvgCarMap } from './CarMap/SvgCarMap'
import type { CarMapProps } from './CarMap/types'

/** H5: the SVG map (the mini-programs get Taro's Map from CarMap.tsx with the same props). */
export function CarMap(props: CarMapProps) {
  return (
    <View className='car-map-box'>
      <SvgCarMap {...props} />
    </View>
  )
}
