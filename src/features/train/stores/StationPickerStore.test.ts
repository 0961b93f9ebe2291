import type { TrainStation } from '@api/train'
import { StationPickerStore } from './StationPickerStore'

const station = (Code: string, Name: string, CityName: string, Pinyin: string, Initials: string, IsHot = false): TrainStation => ({ Code, Name, CityName, Pinyin, Initials, IsHot })
const all = [station('VNP', '北京南', '北京', 'beijingnan', 'bjn', true), station('BXP', '北京西', '北京', 'beijingxi', 'bjx', true), station('NKH', '南京南', '南京', 'nanjingnan', 'njn')]

describe('StationPickerStore', () => {
  it.each([
    ['北京', ['VNP', 'BXP']],
    ['南京', ['NKH']],
    ['beijingx', ['BXP']],
    ['BJN', ['VNP']],
    ['njn', ['NKH']],
    ['xyz', []],
  ])('%s finds %j', async (keyword, codes) => {
    const store = new StationPickerStore({ stations: async () => ({ Stations: all }) })
    await store.fetch()
    store.setKeyword(keyword)
    expect(store.matches.map((s) => s.Code)).toEqual(codes)
  })
  it('hot cities once each', async () => {
    const store = new StationPickerStore({ stations: async () => ({ Stations: all }) })
    await store.fetch()
    expect(store.hotCities).toEqual(['北京'])
  })
})
