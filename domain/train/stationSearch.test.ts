import { normalizeKeyword, searchStations, stationRank, type StationKeys } from './stationSearch'

const s = (name: string, city: string, pinyin: string, initials: string): StationKeys => ({ name, city, pinyin, initials })
const LIST = [
  s('西安北', '西安', 'xianbei', 'xab'),
  s('咸宁', '咸宁', 'xianning', 'xn'),
  s('西安', '西安', 'xian', 'xa'),
  s('引镇', '西安', 'yinzhen', 'yz'),
  s('成都东', '成都', 'chengdudong', 'cdd'),
  s('成都', '成都', 'chengdu', 'cd'),
  s('嘉兴南', '嘉兴', 'jiaxingnan', 'jxn'),
  s('嘉兴', '嘉兴', 'jiaxing', 'jx'),
  s('广州南', '广州', 'guangzhounan', 'gzn'),
]
const names = (keyword: string) => searchStations(LIST, keyword, (x) => x).map((x) => x.name)

describe('station search', () => {
  it.each([
    ['西安', ['西安', '西安北', '引镇']],
    ['xian', ['西安', '西安北', '咸宁']],
    ['xa', ['西安', '西安北']],
    ['成都', ['成都', '成都东']],
    ['chengdu', ['成都', '成都东']],
    ['cd', ['成都', '成都东']],
    ['嘉兴南', ['嘉兴南']],
    ['jiaxingnan', ['嘉兴南']],
    ['JXN', ['嘉兴南']],
    [" xi'an ", ['西安', '西安北', '咸宁']],
    ['南', ['嘉兴南', '广州南']],
    ['xyz', []],
  ])('%s finds %j, best first', (keyword, expected) => {
    expect(names(keyword)).toEqual(expected)
  })
  it('an empty text lists every station in order', () => {
    expect(names('  ')).toHaveLength(LIST.length)
  })
  it('ranks exact matches, then the city, then prefixes, then names containing the text', () => {
    expect(stationRank(LIST[2], '西安')).toBe(0)
    expect(stationRank(LIST[3], '西安')).toBe(1)
    expect(stationRank(LIST[0], 'xia')).toBe(2)
    expect(stationRank(LIST[6], '兴南')).toBe(3)
    expect(stationRank(LIST[6], '')).toBeNull()
    expect(normalizeKeyword(" Xi'an ")).toBe('xian')
  })
})
