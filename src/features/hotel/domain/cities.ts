import type { HotelCity, HotelSearchHistoryItem } from '@api/hotel'

/** A search kept in the local history (searchCache history type 'hotel'). */
export type HotelHistoryEntry = { cityCode: string; cityName: string; cityTier: 1 | 2 | 3 | null; keyword: string }

/** Cities whose name contains the keyword or whose pinyin starts with it (case-insensitive). */
export function matchCities(cities: readonly HotelCity[], keyword: string): HotelCity[] {
  const text = keyword.trim().toLowerCase()
  if (!text) return [...cities]
  return cities.filter((city) => city.CityName.includes(keyword.trim()) || city.Pinyin.toLowerCase().startsWith(text))
}

/** Cities grouped A-Z by the first letter of their pinyin. */
export function citiesByInitial(cities: readonly HotelCity[]): { initial: string; cities: HotelCity[] }[] {
  const groups = new Map<string, HotelCity[]>()
  for (const city of cities) {
    const initial = (city.Pinyin[0] ?? '#').toUpperCase()
    groups.set(initial, [...(groups.get(initial) ?? []), city])
  }
  return [...groups.keys()].sort().map((initial) => ({ initial, cities: groups.get(initial) ?? [] }))
}

/** Local history first, then the server's suggestions, one entry per city and keyword, at most 10. */
export function mergedHistory(local: readonly unknown[], server: readonly HotelSearchHistoryItem[], cities: readonly HotelCity[]): HotelHistoryEntry[] {
  const tierOf = (code: string) => cities.find((city) => city.CityCode === code)?.Tier ?? null
  const fromServer = server.map((item) => ({ cityCode: item.CityCode, cityName: item.CityName, cityTier: tierOf(item.CityCode), keyword: item.Keyword }))
  const seen = new Set<string>()
  const merged: HotelHistoryEntry[] = []
  for (const entry of [...local.filter(isHistoryEntry), ...fromServer]) {
    const key = `${entry.cityCode}|${entry.keyword}`
    if (seen.has(key)) continue
    seen.add(key)
    merged.push(entry)
  }
  return merged.slice(0, 10)
}

export function isHistoryEntry(value: unknown): value is HotelHistoryEntry {
  const entry = value as HotelHistoryEntry
  return Boolean(entry && typeof entry === 'object' && typeof entry.cityCode === 'string' && typeof entry.cityName === 'string')
}

export function historyLabel(entry: HotelHistoryEntry): string {
  return entry.keyword ? `${entry.cityName} · ${entry.keyword}` : entry.cityName
}
