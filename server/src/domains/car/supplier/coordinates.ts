import { round6, type LonLat } from '@domain/car/geo'

/**
 * WGS-84 (device GPS) to GCJ-02, the published national transform (Krasovsky ellipsoid constants). Kept here
 * until a well-kept package (e.g. `gcoord`) is installed (decision 0190).
 */
const A = 6_378_245.0
const EE = 0.006_693_421_622_965_943

function transformLat(x: number, y: number) {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3
  return r
}

function transformLon(x: number, y: number) {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3
  return r
}

export function wgs84ToGcj02(p: LonLat): LonLat {
  const dLat0 = transformLat(p.lon - 105, p.lat - 35)
  const dLon0 = transformLon(p.lon - 105, p.lat - 35)
  const radLat = (p.lat / 180) * Math.PI
  const magic = 1 - EE * Math.sin(radLat) ** 2
  const sqrtMagic = Math.sqrt(magic)
  const dLat = (dLat0 * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI)
  const dLon = (dLon0 * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lon: round6(p.lon + dLon), lat: round6(p.lat + dLat) }
}
