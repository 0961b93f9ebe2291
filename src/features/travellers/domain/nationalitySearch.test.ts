import type { PassengerNationality } from '@api/travellers'
import { searchNationalities } from './nationalitySearch'

const LIST: PassengerNationality[] = [
  { Code: 'CN', Name: '中国', EnName: 'China', Pinyin: 'zhongguo', Initials: 'zg' },
  { Code: 'HK', Name: '中国香港', EnName: 'Hong Kong, China', Pinyin: 'zhongguoxianggang', Initials: 'zgxg' },
  { Code: 'DE', Name: '德国', EnName: 'Germany', Pinyin: 'deguo', Initials: 'dg' },
  { Code: 'GB', Name: '英国', EnName: 'United Kingdom', Pinyin: 'yingguo', Initials: 'yg' },
  { Code: 'US', Name: '美国', EnName: 'United States of America', Pinyin: 'meiguo', Initials: 'mg' },
]
const codes = (keyword: string) => searchNationalities(LIST, keyword).map((n) => n.Code)

describe('searchNationalities', () => {
  it.each<[string, string[]]>([
    ['', ['CN', 'HK', 'DE', 'GB', 'US']],
    ['  ', ['CN', 'HK', 'DE', 'GB', 'US']],
    ['德', ['DE']],
    ['香港', ['HK']],
    ['deguo', ['DE']],
    ['DG', ['DE']],
    ['zg', ['CN', 'HK']],
    ['xianggang', ['HK']],
    ['guo', ['CN', 'HK', 'DE', 'GB', 'US']],
    ['united', ['GB', 'US']],
    ['unitedk', ['GB']],
    ['us', ['US']],
    ['hk', ['HK']],
    ['火星', []],
  ])('%s', (keyword, expected) => expect(codes(keyword)).toEqual(expected))
})
