import type { FlightCity } from '@api/flight'
import { englishInitials, normalizeKeyword, placeRank, searchPlaces, type PlaceKeys } from '@domain/places/placeSearch'

/** A city's search keys: its names, pinyin and initials, IATA codes, English name, and each airport's (decision 0721). */
export function cityKeys(c: FlightCity): PlaceKeys {
  const en = c.EnName ?? ''
  return {
    name: c.CityName,
    city: c.CityName,
    pinyin: c.Pinyin,
    initials: c.Initials ?? '',
    aliases: [
      c.CityCode, en, englishInitials(en),
      ...c.Airports.flatMap((a) => [a.Code, a.Name, a.Pinyin ?? '', a.Initials ?? '', a.EnName ?? '']),
    ].filter(Boolean),
  }
}

/**
 * Cities matching what was typed, best first, by the one place search (domain/places/placeSearch): Chinese (成都, 虹桥),
 * full pinyin (chengdu, hongqiao), initials (cd), English (tokyo, hong kong, hk) or an IATA code (PVG, TYO).
 */
export function searchCities(cities: readonly FlightCity[], keyword: string): FlightCity[] {
  if (!normalizeKeyword(keyword)) return []
  return searchPlaces(cities, keyword, cityKeys)
}

/** The airport of the city that the text found, for the line under the city ('' when the city itself matched). */
export function matchedAirport(c: FlightCity, keyword: string): string {
  const key = normalizeKeyword(keyword)
  if (!key) return ''
  const en = c.EnName ?? ''
  if (placeRank({ name: c.CityName, city: c.CityName, pinyin: c.Pinyin, initials: c.Initials ?? '', aliases: [c.CityCode, en, englishInitials(en)] }, keyword) !== null) return ''
  const hit = c.Airports.find((a) => [a.Code, a.Name, a.Pinyin ?? '', a.Initials ?? '', a.EnName ?? ''].some((k) => normalizeKeyword(k).startsWith(key) || (!/^[a-z0-9]+$/.test(key) && k.includes(key))))
  return hit ? `${c.CityName}${hit.Name}` : ''
}
