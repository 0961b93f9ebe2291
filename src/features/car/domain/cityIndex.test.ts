import { cityGroups } from './cityIndex'

const city = (CityName: string, Pinyin: string) => ({ CityCode: '0', CityName, Pinyin, Longitude: 0, Latitude: 0 })
const CITIES = [city('上海', 'shang hai'), city('北京', 'bei jing'), city('深圳', 'shen zhen'), city('广州', 'guang zhou'), city('成都', 'cheng du')]

describe('city picker index', () => {
  it('groups by the first pinyin letter in order', () => {
    expect(cityGroups(CITIES).map((g) => [g.letter, g.cities.map((c) => c.CityName)])).toEqual([
      ['B', ['北京']], ['C', ['成都']], ['G', ['广州']], ['S', ['上海', '深圳']],
    ])
  })
  it.each([['上', ['上海']], ['shen', ['深圳']], ['sh', ['上海', '深圳']], ['bj', ['北京']], ['SZ', ['深圳']], ['xx', []], ['  ', ['北京', '成都', '广州', '上海', '深圳']]])(
    'keyword %p finds %p', (word, names) => expect(cityGroups(CITIES, word).flatMap((g) => g.cities.map((c) => c.CityName))).toEqual(names))
})
