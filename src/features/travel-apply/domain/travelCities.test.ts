import type { TravelCity } from '@api/subsidy'
import { cityNote, groupByInitial, matchCities } from './travelCities'
import { fenToPrice } from '@domain/money/money'

const city = (CityName: string, Pinyin: string, Tier: 1 | 2 | 3, ProvinceName = ''): TravelCity => ({ CityName, Pinyin, Initial: Pinyin.charAt(0).toUpperCase(), Tier, ProvinceName, IsHot: false })
const cities = [city('北京', 'beijing', 1, '北京市'), city('保定', 'baoding', 3, '河北省'), city('上海', 'shanghai', 1, '上海市'), city('石家庄', 'shijiazhuang', 3, '河北省')]

describe('matchCities', () => {
  it('by name, pinyin prefix (any case) or province', () => {
    expect(matchCities(cities, '上').map((c) => c.CityName)).toEqual(['上海'])
    expect(matchCities(cities, ' SH ').map((c) => c.CityName)).toEqual(['上海', '石家庄'])
    expect(matchCities(cities, '河北').map((c) => c.CityName)).toEqual(['保定', '石家庄'])
    expect(matchCities(cities, '')).toHaveLength(4)
    expect(matchCities(cities, 'xyz')).toEqual([])
  })
})

describe('groupByInitial', () => {
  it('A to Z, unknown initials last', () => {
    const groups = groupByInitial([...cities, { ...city('香港', 'xianggang', 1), Initial: '' }])
    expect(groups.map((g) => g.initial)).toEqual(['B', 'S', '#'])
    expect(groups[0].cities.map((c) => c.CityName)).toEqual(['北京', '保定'])
  })
})

describe('cityNote', () => {
  const fen = fenToPrice
  it('shows the subsidy of the tier when the member has one', () => {
    expect(cityNote(cities[0], { 1: 17000 }, fen)).toBe('一线城市 · 补贴¥170.00/天')
    expect(cityNote(cities[1], { 1: 17000 }, fen)).toBe('其他城市')
  })
})
