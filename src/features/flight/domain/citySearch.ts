import type { FlightCity } from '@api/flight'

/** Cities whose Chinese name, pinyin, city code or an airport's code or name matches the keyword (case-insensitive). */
export function searchCities(cities: readonly FlightCity[], keyword: string): FlightCity[] {
  const key = keyword.trim().toLowerCase()
  if (!key) return []
  return cities.filter(
    (c) =>
      c.CityName.includes(key) ||
      c.Pinyin.startsWith(key) ||
      c.CityCode.toLowerCase() === key ||
      c.Airports.some((a) => a.Code.toLowerCase() === key || a.Name.includes(key)),
  )
}
