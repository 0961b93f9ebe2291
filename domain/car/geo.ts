/** Geometry of the car map (GCJ-02 lon/lat in degrees): distances, green-area polygons, layout hints. */

export type LonLat = { lon: number; lat: number }

const EARTH_RADIUS_M = 6_371_008.8
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function haversineMetres(a: LonLat, b: LonLat): number {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Length of a track in metres: the sum of its legs. */
export function trackMetres(track: readonly LonLat[]): number {
  let total = 0
  for (let i = 1; i < track.length; i += 1) total += haversineMetres(track[i - 1], track[i])
  return total
}

/** Ray casting: whether the point lies inside the ring (a closed or open list of vertices). */
export function isPointInRing(point: LonLat, ring: readonly LonLat[]): boolean {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]
    const b = ring[j]
    const crosses = a.lat > point.lat !== b.lat > point.lat
    if (crosses && point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon) inside = !inside
  }
  return inside
}

/** A regular polygon of `sides` vertices at `radiusM` metres around a centre (green areas around stations). */
export function ringAround(centre: LonLat, radiusM: number, sides = 8): LonLat[] {
  const dLat = radiusM / 111_320
  const dLon = radiusM / (111_320 * Math.cos(rad(centre.lat)))
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides
    return { lon: round6(centre.lon + dLon * Math.cos(angle)), lat: round6(centre.lat + dLat * Math.sin(angle)) }
  })
}

/** The point `metres` east and north of a point. */
export function offsetMetres(from: LonLat, eastM: number, northM: number): LonLat {
  return { lon: round6(from.lon + eastM / (111_320 * Math.cos(rad(from.lat)))), lat: round6(from.lat + northM / 111_320) }
}

export const round6 = (n: number) => Math.round(n * 1e6) / 1e6

export type LayoutHint = 'left' | 'right' | 'bottom'

/** Latitude difference under which a recommended point counts as level with the main point. */
export const LEVEL_LATITUDE = 0.0001

/**
 * Where a recommended point's label goes beside the main point (the spec's Returnvalue): level with it
 * (latitude within 0.0001) it goes left or right by longitude; otherwise below.
 */
export function layoutHint(point: LonLat, main: LonLat): LayoutHint {
  if (Math.abs(point.lat - main.lat) <= LEVEL_LATITUDE + 1e-12) return point.lon < main.lon ? 'left' : 'right'
  return 'bottom'
}
