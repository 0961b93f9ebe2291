import type { Point } from '../../domain/projection'

/**
 * Raster tiles under the map when a tile source is configured at build time: TARO_APP_CAR_MAP_TILES, a URL
 * with {x} {y} {z} and optionally {key} (TARO_APP_CAR_MAP_KEY, the spec's maps key). None: a plain background.
 */
function buildVariable(read: () => string | undefined): string {
  try {
    return read()?.trim() ?? ''
  } catch {
    return ''
  }
}

export function tileUrlsFor(origin: Point, zoom: number, width: number, height: number): { key: string; url: string; x: number; y: number; size: number }[] {
  const template = buildVariable(() => process.env.TARO_APP_CAR_MAP_TILES)
  if (!template) return []
  const key = buildVariable(() => process.env.TARO_APP_CAR_MAP_KEY)
  const z = Math.round(zoom)
  const size = 256 * 2 ** (zoom - z)
  const tiles = []
  for (let tx = Math.floor(origin.x / size); tx * size < origin.x + width; tx += 1) {
    for (let ty = Math.floor(origin.y / size); ty * size < origin.y + height; ty += 1) {
      const url = template.replace('{x}', String(tx)).replace('{y}', String(ty)).replace('{z}', String(z)).replace('{key}', key)
      tiles.push({ key: `${z}/${tx}/${ty}`, url, x: tx * size - origin.x, y: ty * size - origin.y, size })
    }
  }
  return tiles
}
