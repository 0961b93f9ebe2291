import { View } from '@tarojs/components'
import { TaroMap } from '@/ui/taroMap'
import type { CarMapProps } from './CarMap/types'

const COLOURS = { start: '#19b46b', end: '#f25c3c', driver: '#2f6bff', car: '#5b6475', point: '#19b46b' } as const

/** Mini-programs: Taro's Map (GCJ-02, as the spec's coordinates are) with the props of the H5 map (CarMap.h5.tsx). */
export function CarMap(props: CarMapProps) {
  const { centre, zoom, markers, greenAreas, route, showCentrePin, pinLabel } = props
  return (
    <View className='car-map-box'>
      <TaroMap
        className='car-map'
        longitude={centre.lon}
        latitude={centre.lat}
        scale={Math.round(Math.min(18, Math.max(5, zoom)))}
        showScale
        markers={markers.map((m, index) => ({
          id: index,
          longitude: m.lon,
          latitude: m.lat,
          iconPath: '',
          width: 24,
          height: 24,
          callout: m.label ? { content: m.label, color: '#333333', fontSize: 12, borderRadius: 8, bgColor: '#ffffff', padding: 4, display: 'ALWAYS', textAlign: 'center', anchorX: 0, anchorY: 0, borderWidth: 0, borderColor: COLOURS[m.kind] } : undefined,
        }))}
        polygons={greenAreas.map((a) => ({ points: a.Path.map(([lon, lat]) => ({ longitude: lon, latitude: lat })), strokeWidth: 2, strokeColor: '#19b46bAA', fillColor: '#19b46b33', zIndex: 1 }))}
        polyline={route && route.length > 1 ? [{ points: route.map((p) => ({ longitude: p.lon, latitude: p.lat })), color: '#2f6bffDD', width: 6 }] : []}
        onRegionChange={(event) => {
          const detail = event.detail as { type?: string; centerLocation?: { longitude: number; latitude: number } }
          if (detail.type === 'begin') props.onDragStart?.()
          else if (detail.centerLocation) props.onDragEnd?.({ lon: detail.centerLocation.longitude, lat: detail.centerLocation.latitude })
        }}
        onError={() => undefined}
        onMarkerTap={(event) => {
          const marker = markers[Number((event.detail as { markerId?: number }).markerId)]
          if (marker) props.onMarkerTap?.(marker.id)
        }}
      />
      {showCentrePin ? (
        <View className='car-map__centre-pin'>
          {pinLabel ? <View className='car-map__centre-label'>{pinLabel}</View> : null}
          <View className='car-map__centre-dot' />
        </View>
      ) : null}
    </View>
  )
}
