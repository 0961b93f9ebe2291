import type { GreenArea, Poi, RecommendChoice, RecommendPoint, Regeocode, SearchGeocodeReGeoData } from '../../../../../types/api/car'
import { haversineMetres, isPointInRing, offsetMetres, ringAround, type LonLat } from '@domain/car/geo'
import { CAR_CITIES, GREEN_AREA_RADIUS_M, PICKUP_POINTS, type CarCitySeed, type CarPoiSeed } from './places'

/** Farthest a coordinate may be from a served city's centre, metres. */
const CITY_REACH_M = 80_000
/** Green areas drawn around a coordinate: those within this distance, metres. */
const GREEN_AREA_DRAW_M = 5_000
const ROADSIDE = [
  { label: '东侧路边', east: 35, north: 0 },
  { label: '西侧路边', east: -35, north: 0 },
  { label: '南侧路口', east: 0, north: -40 },
]

const lonLat = (poi: { lon: number; lat: number }): LonLat => ({ lon: poi.lon, lat: poi.lat })
const hasGreenArea = (poi: CarPoiSeed) => poi.kind === 'station' || poi.kind === 'airport'
const aoiType = (poi: CarPoiSeed): 0 | 1 | 2 => (poi.kind === 'station' ? 1 : poi.kind === 'airport' ? 2 : 0)

export function cityAt(point: LonLat): CarCitySeed | null {
  let best: { city: CarCitySeed; d: number } | null = null
  for (const city of CAR_CITIES) {
    const d = Math.min(haversineMetres(point, city), ...city.pois.map((poi) => haversineMetres(point, poi)))
    if (!best || d < best.d) best = { city, d }
  }
  return best && best.d <= CITY_REACH_M ? best.city : null
}

export const cityByCode = (code: string) => CAR_CITIES.find((c) => c.code === code) ?? null

export const greenAreaOf = (poi: CarPoiSeed): GreenArea => ({
  Name: poi.name,
  Type: 5,
  Path: ringAround(lonLat(poi), GREEN_AREA_RADIUS_M).map((v): [number, number] => [v.lon, v.lat]),
})

const ringOf = (area: GreenArea) => area.Path.map(([lon, lat]) => ({ lon, lat }))

type Hidden = (name: string) => boolean

function recommendPoint(city: CarCitySeed, name: string, address: string, at: LonLat, from: LonLat): RecommendPoint {
  return { Name: name, Address: address, IsAdsorb: 0, CityName: city.name, CityCode: city.code, Longitude: at.lon, Latitude: at.lat, Distance: Math.round(haversineMetres(from, at)), Type: 4 }
}

/**
 * Reverse geocoding of the simulated map provider: the place at a coordinate, the pick-up points to
 * recommend, the green areas near it; inside a station's or airport's green area the pin is adsorbed to the
 * nearest marked pick-up point when asked (IsProcessAdsorb 1). Null outside every served city.
 */
export function reverseGeocode(point: LonLat, options: { recommend: boolean; adsorb: boolean; isHidden: Hidden }): SearchGeocodeReGeoData | null {
  const city = cityAt(point)
  if (!city) return null
  const byDistance = [...city.pois].sort((a, b) => haversineMetres(point, a) - haversineMetres(point, b))
  const greenAreas = city.pois.filter((poi) => hasGreenArea(poi) && haversineMetres(point, poi) <= GREEN_AREA_DRAW_M).map(greenAreaOf)
  const inside = city.pois.find((poi) => hasGreenArea(poi) && isPointInRing(point, ringOf(greenAreaOf(poi))))
  const nearest = byDistance[0]
  const base: Regeocode = {
    Type: 1, Name: '', Address: '', IsAdsorb: 0, CityName: city.name, BelongCityName: city.name, CityCode: city.code,
    Longitude: point.lon, Latitude: point.lat, BelongToAOIType: 0,
  }
  let recommended: RecommendPoint[]
  let choices: RecommendChoice[] = []
  let regeocode: Regeocode
  if (inside) {
    recommended = PICKUP_POINTS.map((pick) => recommendPoint(city, `${inside.name}${pick.suffix}`, inside.address, offsetMetres(lonLat(inside), pick.east, pick.north), point))
    choices = [{ Name: inside.name, SubItemList: PICKUP_POINTS.map((pick, index) => ({ SubName: pick.suffix, TopLabel: index === 0 ? '推荐' : '', IsGreenArea: 1, Index: index })) }]
    regeocode = { ...base, Name: inside.name, Address: inside.address, BelongToAOIType: aoiType(inside) }
  } else {
    const near = haversineMetres(point, nearest) <= 150
    const label = near ? nearest.name : `${nearest.name}附近`
    recommended = ROADSIDE.map((side) => recommendPoint(city, `${label}(${side.label})`, nearest.address, offsetMetres(point, side.east, side.north), point))
    regeocode = { ...base, Name: label, Address: nearest.address }
  }
  recommended = recommended.filter((r) => !options.isHidden(r.Name)).sort((a, b) => a.Distance - b.Distance)
  if (options.adsorb && recommended.length > 0 && (inside || recommended[0].Distance <= 50)) {
    const target = recommended[0]
    recommended = recommended.map((r, i) => (i === 0 ? { ...r, IsAdsorb: 1 } : r))
    regeocode = { ...regeocode, Name: target.Name, Longitude: target.Longitude, Latitude: target.Latitude, IsAdsorb: 1 }
  }
  const extra = byDistance
    .slice(inside ? 0 : 1, 3)
    .filter((poi) => poi !== inside && !options.isHidden(poi.name))
    .map((poi) => recommendPoint(city, poi.name, poi.address, lonLat(poi), point))
  return {
    Regeocode: regeocode,
    RecommendPointList: options.recommend ? recommended : [],
    ExtraRecommendPointList: options.recommend ? extra : [],
    RecommendChoiceList: choices,
    GreenAreaCoordinateList: greenAreas,
    IsGreenArea: inside ? 1 : 0,
  }
}

/** Place search in a city: name or address containing the keyword, nearest first when a location is given. */
export function searchPlaces(cityCode: string, keyword: string, from: LonLat | null): Poi[] | null {
  const city = cityByCode(cityCode)
  if (!city) return null
  const key = keyword.trim().toLowerCase()
  return city.pois
    .filter((poi) => poi.name.toLowerCase().includes(key) || poi.address.toLowerCase().includes(key))
    .map((poi) => ({
      Name: poi.name, Address: poi.address, CityCode: city.code, CityName: city.name, Longitude: poi.lon, Latitude: poi.lat,
      Category: { station: '火车站', airport: '机场', landmark: '景点', business: '商圈' }[poi.kind],
      Distance: from ? Math.round(haversineMetres(from, poi)) : null,
    }))
    .sort((a, b) => (a.Distance ?? 0) - (b.Distance ?? 0))
}
