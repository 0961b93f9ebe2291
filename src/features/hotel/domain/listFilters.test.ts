import { activeFilterCount, EMPTY_FILTERS, filtersToRequest, normalizedPrice, priceStarLabel, sortLabel, toggle } from './listFilters'

describe('list filters', () => {
  it('empty filters send only the sort', () => {
    expect(filtersToRequest(EMPTY_FILTERS)).toEqual({ Sort: 'recommend' })
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0)
    expect(priceStarLabel(EMPTY_FILTERS)).toBe('价格/星级')
  })
  it('maps every filter, stars sorted, price in fen with min/max swapped', () => {
    const filters = {
      sort: 'price-asc' as const,
      brandIds: ['b2', 'b1'],
      businessDistrictId: 'd9',
      businessDistrictName: '天河',
      starLevels: [5, 3] as (3 | 5)[],
      price: { minFen: 45000, maxFen: 30000 },
    }
    expect(filtersToRequest(filters)).toEqual({
      Sort: 'price-asc',
      BrandIds: ['b2', 'b1'],
      BusinessDistrictId: 'd9',
      StarLevels: [3, 5],
      MinPriceFen: 30000,
      MaxPriceFen: 45000,
    })
    expect(activeFilterCount(filters)).toBe(6)
    expect(priceStarLabel(filters)).toBe('自定义价格/2个星级')
    expect(priceStarLabel({ ...filters, price: { minFen: 15000, maxFen: 30000 }, starLevels: [] })).toBe('¥150-300')
  })
  it('helpers', () => {
    expect(toggle([1, 2], 2)).toEqual([1])
    expect(toggle([1], 2)).toEqual([1, 2])
    expect(normalizedPrice({ minFen: null, maxFen: 100 })).toEqual({ minFen: null, maxFen: 100 })
    expect(sortLabel('distance')).toBe('距离从近到远')
  })
})
