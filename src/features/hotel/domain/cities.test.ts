import type { HotelCity } from '@api/hotel'
import { citiesByInitial, historyLabel, isHistoryEntry, matchCities, mergedHistory } from './cities'

const city = (CityCode: string, CityName: string, Pinyin: string, Tier: 1 | 2 | 3 = 2): HotelCity => ({ CityCode, CityName, Pinyin, Tier, Lat: 0, Lon: 0 })
const cities = [city('BJ', '北京', 'beijing', 1), city('GZ', '广州', 'guangzhou', 1), city('GY', '贵阳', 'guiyang', 3)]

describe('cities', () => {
  it('match by name or pinyin prefix', () => {
    expect(matchCities(cities, '广').map((c) => c.CityCode)).toEqual(['GZ'])
    expect(matchCities(cities, 'GU').map((c) => c.CityCode)).toEqual(['GZ', 'GY'])
    expect(matchCities(cities, ' ')).toHaveLength(3)
    expect(matchCities(cities, 'zhou')).toEqual([])
  })
  it('A-Z groups', () => {
    expect(citiesByInitial(cities).map((g) => [g.initial, g.cities.length])).toEqual([['B', 1], ['G', 2]])
  })
  it('history: local first, deduped with the server, tier looked up, max 10', () => {
    const local = [{ cityCode: 'GZ', cityName: '广州', cityTier: 1, keyword: '' }, 'junk']
    const server = [
      { CityCode: 'GZ', CityName: '广州', Keyword: '', ArrivalDate: '', DepartureDate: '', SearchedAt: '' },
      { CityCode: 'BJ', CityName: '北京', Keyword: '国贸', ArrivalDate: '', DepartureDate: '', SearchedAt: '' },
    ]
    expect(mergedHistory(local, server, cities)).toEqual([
      { cityCode: 'GZ', cityName: '广州', cityTier: 1, keyword: '' },
      { cityCode: 'BJ', cityName: '北京', cityTier: 1, keyword: '国贸' },
    ])
    const many = Array.from({ length: 12 }, (_, i) => ({ cityCode: `C${i}`, cityName: 'x', cityTier: null, keyword: '' }))
    expect(mergedHistory(many, [], [])).toHaveLength(10)
    expect(isHistoryEntry(null)).toBe(false)
    expect(historyLabel({ cityCode: 'BJ', cityName: '北京', cityTier: 1, keyword: '国贸' })).toBe('北京 · 国贸')
  })
})
