import type { FlightCity } from '@api/flight'
import { searchCities } from './citySearch'

const city = (code: string, name: string, pinyin: string, airports: [string, string][]): FlightCity => ({
  CityCode: code, CityName: name, Pinyin: pinyin, IsInternational: false, Country: '中国', Continent: '亚洲',
  Airports: airports.map(([Code, Name]) => ({ Code, Name, Terminals: [] })),
})
const CITIES = [city('BJS', '北京', 'beijing', [['PEK', '首都国际机场'], ['PKX', '大兴国际机场']]), city('SHA', '上海', 'shanghai', [['PVG', '浦东国际机场']])]
const codes = (list: FlightCity[]) => list.map((c) => c.CityCode)

test.each([
  ['', []],
  ['北', ['BJS']],
  ['bei', ['BJS']],
  ['SHANG', ['SHA']],
  ['pkx', ['BJS']],
  ['sha', ['SHA']],
  ['浦东', ['SHA']],
  ['国际机场', ['BJS', 'SHA']],
  ['xyz', []],
])('%s', (keyword, expected) => expect(codes(searchCities(CITIES, keyword))).toEqual(expected))
