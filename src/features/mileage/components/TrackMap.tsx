import type { MileagePoint } from '@api/mileage'
import { CarMap, fitZoom, type MapMarker } from '../../car/public/map'

const SHANGHAI = { lon: 121.4737, lat: 31.2304 }

/** A trip's track on the map: the line driven, the start and (when finished) the end. */
export function TrackMap({ track, isFinished, height }: { track: readonly MileagePoint[]; isFinished: boolean; height: number }) {
  const points = track.map((p) => ({ lon: p.Lon, lat: p.Lat }))
  const view = points.length ? fitZoom(points, 750, height) : { centre: SHANGHAI, zoom: 12 }
  const first = points[0]
  const last = points[points.length - 1]
  const markers: MapMarker[] = []
  if (first) markers.push({ id: 'start', kind: 'start', ...first, label: '起点', hint: 'bottom' })
  if (last && points.length > 1) markers.push({ id: 'end', kind: isFinished ? 'end' : 'driver', ...last, label: isFinished ? '终点' : '当前位置', hint: 'bottom' })
  return <CarMap centre={view.centre} zoom={view.zoom} markers={markers} greenAreas={[]} route={points.length > 1 ? points : null} />
}
