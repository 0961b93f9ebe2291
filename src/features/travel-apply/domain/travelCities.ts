import type { TravelCity } from '@api/subsidy'

export type CityGroup = { initial: string; cities: TravelCity[] }

const TIER_TEXT: Record<number, string> = { 1: '一线城市', 2: '二线城市', 3: '其他城市' }
export const cityTierText = (tier: number): string => TIER_TEXT[tier] ?? '其他城市'

/** Cities whose name contains the keyword or whose pinyin starts with it (letters in any case); all when blank. */
export function matchCities(cities: readonly TravelCity[], keyword: string): TravelCity[] {
  const word = keyword.trim().toLowerCase().replace(/\s+/g, '')
  if (!word) return [...cities]
  return cities.filter((c) => c.CityName.includes(word) || c.Pinyin.startsWith(word) || c.ProvinceName.includes(word))
}

/** Cities grouped by their pinyin initial, A to Z, each group in the order given. */
export function groupByInitial(cities: readonly TravelCity[]): CityGroup[] {
  const groups = new Map<string, TravelCity[]>()
  for (const city of cities) {
    const initial = /^[A-Z]$/.test(city.Initial) ? city.Initial : '#'
    groups.set(initial, [...(groups.get(initial) ?? []), city])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([initial, list]) => ({ initial, cities: list }))
}

/** '一线城市 · 补贴¥170.00/天' when the caller has a subsidy for the tier, else the tier alone. */
export function cityNote(city: TravelCity, dailyFenByTier: Partial<Record<string, number>>, formatFen: (fen: number) => string): string {
  const fen = dailyFenByTier[String(city.Tier)]
  return fen === undefined ? cityTierText(city.Tier) : `${cityTierText(city.Tier)} · 补贴${formatFen(fen)}/天`
}
