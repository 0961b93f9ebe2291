/**
 * Place search, one rule for railway stations (decision 0610) and for flight cities and their airports (decision
 * 0721): what the user typed against a place's Chinese name, its city, its full pinyin, its initials, and its other
 * names (aliases: an IATA code, an English name and its initials, the airports' names and pinyin). Exact matches come
 * first (西安 before 西安北 for 西安, xian or xa; 东京 for tokyo), then a city's places, then names, pinyin and aliases
 * that start with the text (hongqiao → 虹桥国际机场), then names containing it.
 */
export type PlaceKeys = { name: string; city: string; pinyin: string; initials: string; aliases?: readonly string[] }

/** The text as searched: trimmed, lower case, without spaces, apostrophes or dots (xi'an, Hong Kong, St. Louis). */
export const normalizeKeyword = (keyword: string) => keyword.trim().toLowerCase().replace(/[\s'.·-]/g, '')

/** The initials of an English name's words: Hong Kong → hk, New York → ny; '' for a single word. */
export function englishInitials(name: string): string {
  const words = name.trim().split(/[\s-]+/).filter(Boolean)
  return words.length > 1 ? words.map((w) => w[0]).join('').toLowerCase() : ''
}

const isLatin = (text: string) => /^[a-z0-9]+$/.test(text)

/** 0 (exact) to 3 (a name contains the text), or null when the place does not match. */
export function placeRank(place: PlaceKeys, keyword: string): number | null {
  const key = normalizeKeyword(keyword)
  if (!key) return null
  const aliases = (place.aliases ?? []).map(normalizeKeyword).filter(Boolean)
  if (place.name === key || place.pinyin === key || place.initials === key || aliases.includes(key)) return 0
  if (place.city === key) return 1
  if (place.name.startsWith(key) || place.pinyin.startsWith(key) || place.initials.startsWith(key) || aliases.some((a) => a.startsWith(key))) return 2
  if (place.name.includes(key) || place.city.includes(key)) return 3
  // Chinese text inside another name (虹桥 in 虹桥国际机场); Latin letters inside a word would match too much.
  if (!isLatin(key) && aliases.some((a) => a.includes(key))) return 3
  return null
}

/** The places matching the text, best first (the list's order within a rank); every place for an empty text. */
export function searchPlaces<T>(places: readonly T[], keyword: string, keys: (place: T) => PlaceKeys): T[] {
  if (!normalizeKeyword(keyword)) return [...places]
  return places
    .map((place, index) => ({ place, index, rank: placeRank(keys(place), keyword) }))
    .filter((m): m is { place: T; index: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((m) => m.place)
}
