import type { GreenArea } from '@api/car'
import type { LonLat } from '@domain/car/geo'

export type MapMarkerKind = 'start' | 'end' | 'driver' | 'car' | 'point'
export type MapMarker = LonLat & { id: string; kind: MapMarkerKind; label?: string; hint?: 'left' | 'right' | 'bottom' }

/** What every platform's car map draws: the same props on H5 (SVG) and in the mini-programs (Taro Map). */
export type CarMapProps = {
  centre: LonLat
  zoom: number
  markers: readonly MapMarker[]
  greenAreas: readonly GreenArea[]
  route: readonly LonLat[] | null
  /** The fixed pick-up pin in the middle (the home screen): dragging the map moves it. */
  showCentrePin?: boolean
  pinLabel?: string
  onDragStart?: () => void
  onDragEnd?: (centre: LonLat) => void
  onMarkerTap?: (id: string) => void
}
