import type { HotelSort, HotelStarLevel, SearchHotelListRequest } from '@api/hotel'

export type PriceRange = { minFen: number | null; maxFen: number | null }

export type HotelFilters = {
  sort: HotelSort
  brandIds: string[]
  businessDistrictId: string | null
  businessDistrictName: string
  starLevels: HotelStarLevel[]
  price: PriceRange
}

export const EMPTY_FILTERS: HotelFilters = {
  sort: 'recommend',
  brandIds: [],
  businessDistrictId: null,
  businessDistrictName: '',
  starLevels: [],
  price: { minFen: null, maxFen: null },
}

export const SORT_OPTIONS: readonly { value: HotelSort; label: string }[] = [
  { value: 'recommend', label: '推荐排序' },
  { value: 'price-asc', label: '价格从低到高' },
  { value: 'price-desc', label: '价格从高到低' },
  { value: 'distance', label: '距离从近到远' },
  { value: 'star', label: '星级从高到低' },
]

export const STAR_OPTIONS: readonly { value: HotelStarLevel; label: string }[] = [
  { value: 2, label: '经济型' },
  { value: 3, label: '三星/舒适' },
  { value: 4, label: '四星/高档' },
  { value: 5, label: '五星/豪华' },
]

export const PRICE_OPTIONS: readonly { label: string; range: PriceRange }[] = [
  { label: '不限', range: { minFen: null, maxFen: null } },
  { label: '¥150以下', range: { minFen: null, maxFen: 15000 } },
  { label: '¥150-300', range: { minFen: 15000, maxFen: 30000 } },
  { label: '¥300-450', range: { minFen: 30000, maxFen: 45000 } },
  { label: '¥450-600', range: { minFen: 45000, maxFen: 60000 } },
  { label: '¥600以上', range: { minFen: 60000, maxFen: null } },
]

export function sortLabel(sort: HotelSort): string {
  return SORT_OPTIONS.find((option) => option.value === sort)?.label ?? '推荐排序'
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

export function isSamePrice(a: PriceRange, b: PriceRange): boolean {
  return a.minFen === b.minFen && a.maxFen === b.maxFen
}

/** A price range where min > max is swapped rather than rejected. */
export function normalizedPrice(range: PriceRange): PriceRange {
  if (range.minFen !== null && range.maxFen !== null && range.minFen > range.maxFen) {
    return { minFen: range.maxFen, maxFen: range.minFen }
  }
  return range
}

/** Label of the price-star bar: '价格/星级' when nothing is chosen. */
export function priceStarLabel(filters: HotelFilters): string {
  const parts: string[] = []
  const price = PRICE_OPTIONS.find((option) => isSamePrice(option.range, filters.price))
  if (filters.price.minFen !== null || filters.price.maxFen !== null) parts.push(price?.label ?? '自定义价格')
  if (filters.starLevels.length) parts.push(`${filters.starLevels.length}个星级`)
  return parts.length ? parts.join('/') : '价格/星级'
}

/** How many filters besides sort are on (for the badge on the filter bar). */
export function activeFilterCount(filters: HotelFilters): number {
  return (
    filters.brandIds.length +
    (filters.businessDistrictId ? 1 : 0) +
    filters.starLevels.length +
    (filters.price.minFen !== null || filters.price.maxFen !== null ? 1 : 0)
  )
}

export function filtersToRequest(filters: HotelFilters): Partial<SearchHotelListRequest> {
  const body: Partial<SearchHotelListRequest> = { Sort: filters.sort }
  if (filters.brandIds.length) body.BrandIds = [...filters.brandIds]
  if (filters.businessDistrictId) body.BusinessDistrictId = filters.businessDistrictId
  if (filters.starLevels.length) body.StarLevels = [...filters.starLevels].sort()
  const price = normalizedPrice(filters.price)
  if (price.minFen !== null) body.MinPriceFen = price.minFen
  if (price.maxFen !== null) body.MaxPriceFen = price.maxFen
  return body
}
