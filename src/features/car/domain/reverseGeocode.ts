import type { RecommendPoint, SearchGeocodeReGeoData } from '@api/car'
import type { ApiResult } from '@/core/http/types'
import { layoutHint, type LayoutHint } from '@domain/car/geo'

export const LOCATION_FAILED = '获取位置信息失败'
const SUCCESS = '0000'

type Failure = { Code?: string; Msg?: string; isAborted?: boolean }

/**
 * The spec's reverse-geocode error rules: a Code other than 0000 toasts Msg and rejects; success without
 * data rejects with 获取位置信息失败. An aborted call (a newer drag replaced it) rejects silently.
 */
export async function reverseGeocode(
  call: () => Promise<ApiResult<SearchGeocodeReGeoData | null>>,
  toast: (message: string) => void,
): Promise<SearchGeocodeReGeoData> {
  let result: ApiResult<SearchGeocodeReGeoData | null>
  try {
    result = await call()
  } catch (error) {
    const failure = (error ?? {}) as Failure
    if (!failure.isAborted) toast(failure.Msg || LOCATION_FAILED)
    throw error
  }
  if (result.Code !== SUCCESS) {
    toast(result.Msg || LOCATION_FAILED)
    throw Object.assign(new Error(result.Msg || LOCATION_FAILED), { Code: result.Code, Msg: result.Msg })
  }
  if (!result.Data) throw Object.assign(new Error(LOCATION_FAILED), { Msg: LOCATION_FAILED })
  return result.Data
}

export type HintedPoint = RecommendPoint & { Returnvalue: LayoutHint }

/** Each recommended point with where its label goes relative to the main point (the spec's Returnvalue). */
export function withLayoutHints(points: readonly RecommendPoint[], main: { Longitude: number; Latitude: number }): HintedPoint[] {
  const centre = { lon: main.Longitude, lat: main.Latitude }
  return points.map((p) => ({ ...p, Returnvalue: layoutHint({ lon: p.Longitude, lat: p.Latitude }, centre) }))
}
