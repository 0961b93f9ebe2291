import type { FlightCity } from '@api/flight'
import { matchedAirport, searchCities } from './citySearch'

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

describe('by pinyin, initials, English or IATA code (issue 34, decision 0721)', () => {
  const full = (code: string, name: string, pinyin: string, initials: string, en: string, airports: [string, string, string, string, string][]): FlightCity => ({
    CityCode: code, CityName: name, Pinyin: pinyin, Initials: initials, EnName: en, IsInternational: false, Country: '', Continent: '亚洲',
    Airports: airports.map(([Code, Name, Pinyin, Initials, EnName]) => ({ Code, Name, Terminals: [], Pinyin, Initials, EnName })),
  })
  const WORLD = [
    full('SHA', '上海', 'shanghai', 'sh', 'Shanghai', [['SHA', '虹桥国际机场', 'hongqiaoguojijichang', 'hqgjjc', 'Shanghai Hongqiao International Airport'], ['PVG', '浦东国际机场', 'pudongguojijichang', 'pdgjjc', 'Shanghai Pudong International Airport']]),
    full('CTU', '成都', 'chengdu', 'cd', 'Chengdu', [['CTU', '双流国际机场', 'shuangliuguojijichang', 'slgjjc', 'Chengdu Shuangliu International Airport'], ['TFU', '天府国际机场', 'tianfuguojijichang', 'tfgjjc', 'Chengdu Tianfu International Airport']]),
    full('PAR', '巴黎', 'bali', 'bl', 'Paris', [['CDG', '戴高乐机场', 'daigaolejichang', 'dgljc', 'Charles de Gaulle International Airport']]),
    full('HKG', '香港', 'xianggang', 'xg', 'Hong Kong', [['HKG', '香港国际机场', 'xianggangguojijichang', 'xggjjc', 'Chek Lap Kok International Airport']]),
    full('TYO', '东京', 'dongjing', 'dj', 'Tokyo', [['NRT', '成田国际机场', 'chengtianguojijichang', 'ctgjjc', 'Narita International Airport'], ['HND', '羽田机场', 'yutianjichang', 'ytjc', 'Tokyo Haneda International Airport']]),
  ]
  test.each([
    ['hongqiao', ['SHA']],
    ['虹桥', ['SHA']],
    ['cd', ['CTU', 'PAR']],
    ['chengdu', ['CTU']],
    ['tokyo', ['TYO']],
    ['Tokyo', ['TYO']],
    ['hk', ['HKG']],
    ['hong kong', ['HKG']],
    ['HKG', ['HKG']],
    ['pvg', ['SHA']],
    ['narita', ['TYO']],
  ])('%s', (keyword, expected) => expect(codes(searchCities(WORLD, keyword))).toEqual(expected))
  it('names the airport the text found', () => {
    expect(matchedAirport(WORLD[0], 'hongqiao')).toBe('上海虹桥国际机场')
    expect(matchedAirport(WORLD[4], 'tokyo')).toBe('')
    expect(matchedAirport(WORLD[4], '羽田')).toBe('东京羽田机场')
    expect(matchedAirport(WORLD[1], '成都')).toBe('')
  })
})
