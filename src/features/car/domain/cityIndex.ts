import type { CarCity } from '@api/car'

/** Cities grouped by the first letter of their pinyin (A–Z), each group in pinyin order; a keyword matches name, pinyin or its initials. */
export function cityGroups(cities: readonly CarCity[], keyword = ''): { letter: string; cities: CarCity[] }[] {
  const word = keyword.trim().toLowerCase()
  const initials = (pinyin: string) => pinyin.split(/\s+/).map((s) => s[0] ?? '').join('')
  const matches = (c: CarCity) => !word || c.CityName.includes(word) || c.Pinyin.replace(/\s+/g, '').toLowerCase().startsWith(word) || initials(c.Pinyin.toLowerCase()).startsWith(word)
  const groups = new Map<string, CarCity[]>()
  for (const city of [...cities].filter(matches).sort((a, b) => a.Pinyin.localeCompare(b.Pinyin))) {
    const letter = (city.Pinyin[0] ?? '#').toUpperCase()
    groups.set(letter, [...(groups.get(letter) ?? []), city])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([letter, list]) => ({ letter, cities: list }))
}
