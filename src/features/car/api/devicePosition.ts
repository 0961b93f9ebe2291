import Taro from '@tarojs/taro'
import type { LonLat } from '@domain/car/geo'

const LOCATE_TIMEOUT_MS = 4_000

/** The device position in WGS-84 (GPS), or null when it is refused, unavailable or too slow. */
export async function devicePosition(): Promise<LonLat | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCATE_TIMEOUT_MS))
  const located = Taro.getLocation({ type: 'wgs84' })
    .then((r) => ({ lon: r.longitude, lat: r.latitude }))
    .catch(() => null)
  return Promise.race([located, timeout])
}
