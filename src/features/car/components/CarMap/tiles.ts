/**
 * The H5 map's tile source, from configuration at build time: TARO_APP_CAR_MAP_TILES, a URL template with
 * {x} {y} {z} and optionally {key} (TARO_APP_CAR_MAP_KEY, the spec's maps key). None: no tiles, a plain background.
 */
function buildVariable(read: () => string | undefined): string {
  try {
    return read()?.trim() ?? ''
  } catch {
    return ''
  }
}

export type TileSource = { template: string; key: string }

export function tileSource(): TileSource | null {
  const template = buildVariable(() => process.env.TARO_APP_CAR_MAP_TILES)
  if (!template) return null
  return { template, key: buildVariable(() => process.env.TARO_APP_CAR_MAP_KEY) }
}

/** Leaflet's zoom for a props zoom: CarMapProps' zoom is for a 750-px-wide map (the design width), the box may be narrower. */
export const leafletZoom = (zoom: number, boxWidth: number) => zoom + Math.log2(Math.max(boxWidth, 1) / 750)

/** Leaflet's scale text in Chinese: "500 m" → 500米, "2 km" → 2公里. */
export const scaleText = (text: string) => text.replace(/\s*km$/, '公里').replace(/\s*m$/, '米')
