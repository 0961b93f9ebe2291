/**
 * Station search, shared by the server's station list and the app's station picker: what the user typed matched
 * against a station's Chinese name, its city, its full pinyin and its initials (12306's, decision 0610). Exact
 * matches come first (西安 before 西安北 for 西安, xian or xa), then a city's stations, then names and pinyin that
 * start with the text, then names containing it.
 */
export type StationKeys = { name: string; city: string; pinyin: string; initials: string }

/** The text as searched: trimmed, lower case, without spaces or apostrophes (xi'an). */
export const normalizeKeyword = (keyword: string) => keyword.trim().toLowerCase().replace(/[\s']/g, '')

/** 0 (exact) to 3 (name contains the text), or null when the station does not match. */
export function stationRank(station: StationKeys, keyword: string): number | null {
  const key = normalizeKeyword(keyword)
  if (!key) return null
  if (station.name === key || station.pinyin === key || station.initials === key) return 0
  if (station.city === key) return 1
  if (station.name.startsWith(key) || station.pinyin.startsWith(key) || station.initials.startsWith(key)) return 2
  if (station.name.includes(key) || station.city.includes(key)) return 3
  return null
}

/** The stations matching the text, best first (the list's order within a rank); every station for an empty text. */
export function searchStations<T>(stations: readonly T[], keyword: string, keys: (station: T) => StationKeys): T[] {
  if (!normalizeKeyword(keyword)) return [...stations]
  return stations
    .map((station, index) => ({ station, index, rank: stationRank(keys(station), keyword) }))
    .filter((m): m is { station: T; index: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((m) => m.station)
}
