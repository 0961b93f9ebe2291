import type { PassengerNationality } from '@api/travellers'

/**
 * The nationalities a keyword finds: by Chinese name, full pinyin, pinyin initials, English name or ISO code
 * (case-insensitive, spaces ignored); those whose name or pinyin starts with it come first, else list order.
 */
export function searchNationalities(list: readonly PassengerNationality[], keyword: string): PassengerNationality[] {
  const key = keyword.replace(/\s+/g, '').toLowerCase()
  if (!key) return [...list]
  const scored: { item: PassengerNationality; rank: number; index: number }[] = []
  list.forEach((item, index) => {
    const english = item.EnName.replace(/\s+/g, '').toLowerCase()
    const keys = [item.Name, item.Pinyin, item.Initials, english]
    if (item.Code.toLowerCase() === key) scored.push({ item, rank: 0, index })
    else if (keys.some((k) => k.startsWith(key))) scored.push({ item, rank: 1, index })
    else if (keys.some((k) => k.includes(key))) scored.push({ item, rank: 2, index })
  })
  return scored.sort((a, b) => a.rank - b.rank || a.index - b.index).map((s) => s.item)
}
