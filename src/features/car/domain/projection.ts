import type { LonLat } from '@domain/car/geo'

/** Web Mercator in "world pixels" of a 256-px tile at zoom z (what tile servers use). */
const TILE = 256

export type Point = { x: number; y: number }

export function project(p: LonLat, zoom: number): Point {
  const scale = TILE * 2 ** zoom
  const sin = Math.sin((p.lat * Math.PI) / 180)
  return { x: ((p.lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale }
}

export function unproject(pt: Point, zoom: number): LonLat {
  const scale = TILE * 2 ** zoom
  const lon = (pt.x / scale) * 360 - 180
  const n = Math.PI - (2 * Math.PI * pt.y) / scale
  const lat = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)))
  return { lon: Math.round(lon * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6 }
}

/** Metres one world pixel covers at a latitude and zoom. */
export const metresPerPixel = (lat: number, zoom: number) => (156_543.033_92 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom

const NICE = [20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000]

/** The scale bar: the longest round length that fits `maxPixels`, its width in pixels and its label. */
export function scaleBar(lat: number, zoom: number, maxPixels: number): { pixels: number; label: string } {
  const mpp = metresPerPixel(lat, zoom)
  const metres = [...NICE].reverse().find((m) => m / mpp <= maxPixels) ?? NICE[0]
  return { pixels: metres / mpp, label: metres >= 1_000 ? `${metres / 1_000}公里` : `${metres}米` }
}

/** The zoom (at most `maxZoom`) at which every point fits in width × height around their middle, with a margin. */
export function fitZoom(points: readonly LonLat[], width: number, height: number, maxZoom = 16): { centre: LonLat; zoom: number } {
  const lons = points.map((p) => p.lon)
  const lats = points.map((p) => p.lat)
  const centre = { lon: (Math.min(...lons) + Math.max(...lons)) / 2, lat: (Math.min(...lats) + Math.max(...lats)) / 2 }
  if (points.length < 2) return { centre, zoom: maxZoom }
  const a = project({ lon: Math.min(...lons), lat: Math.max(...lats) }, 0)
  const b = project({ lon: Math.max(...lons), lat: Math.min(...lats) }, 0)
  const zx = Math.log2((width * 0.7) / Math.max(b.x - a.x, 1e-9))
  const zy = Math.log2((height * 0.6) / Math.max(b.y - a.y, 1e-9))
  return { centre, zoom: Math.min(maxZoom, zx, zy) }
}
