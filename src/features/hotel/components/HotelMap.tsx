import { TaroMap } from '@/ui/taroMap'

type Props = { lat: number; lon: number; name: string }

/** Mini-programs: the hotel on the platform's map. H5 shows the address card only (HotelMap.h5.tsx). */
export function HotelMap({ lat, lon, name }: Props) {
  return (
    <TaroMap
      style={{ width: '100%', height: '70vh' }}
      latitude={lat}
      longitude={lon}
      scale={16}
      onError={() => undefined}
      markers={[{ id: 1, latitude: lat, longitude: lon, title: name, iconPath: '', width: 30, height: 40 }]}
    />
  )
}
