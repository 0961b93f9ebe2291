import Taro from '@tarojs/taro'
import gcoord from 'gcoord'
import type { MileagePoint } from '@api/mileage'

const LOCATE_TIMEOUT_MS = 8_000

/** The phone's position now in GCJ-02 (the GPS's WGS-84 converted by gcoord), or null when refused, unavailable or too slow. */
export async function positionNow(): Promise<MileagePoint | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LOCATE_TIMEOUT_MS))
  const located = Taro.getLocation({ type: 'wgs84', isHighAccuracy: true })
    .then((r): MileagePoint => {
      const [Lon, Lat] = gcoord.transform([r.longitude, r.latitude], gcoord.WGS84, gcoord.GCJ02)
      return { Lon: Math.round(Lon * 1e6) / 1e6, Lat: Math.round(Lat * 1e6) / 1e6, At: Date.now() }
    })
    .catch(() => null)
  return Promise.race([located, timeout])
}
