import gcoord from 'gcoord'
import { round6, type LonLat } from '@domain/car/geo'

/** WGS-84 (device GPS) to GCJ-02, the coordinates on the wire, by the well-kept `gcoord` (decision 0423). */
export function wgs84ToGcj02(p: LonLat): LonLat {
  const [lon, lat] = gcoord.transform([p.lon, p.lat], gcoord.WGS84, gcoord.GCJ02)
  return { lon: round6(lon), lat: round6(lat) }
}
