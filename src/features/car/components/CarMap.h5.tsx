import { View } from '@tarojs/components'
import { LeafletCarMap } from './CarMap/LeafletCarMap'
import type { CarMapProps } from './CarMap/types'

/** H5: leaflet (loaded with the car package only); the mini-programs get Taro's Map from CarMap.tsx with the same props. */
export function CarMap(props: CarMapProps) {
  return (
    <View className='car-map-box'>
      <LeafletCarMap {...props} />
      {props.showCentrePin ? (
        <View className='car-map__centre-pin'>
          {props.pinLabel ? <View className='car-map__centre-label'>{props.pinLabel}</View> : null}
          <View className='car-map__centre-dot' />
        </View>
      ) : null}
    </View>
  )
}
