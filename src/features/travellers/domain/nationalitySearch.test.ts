import { NATIONALITY_LIST } from '@test/travellers/testData'
import { searchNationalities } from './nationalitySearch'

const LIST = NATIONALITY_LIST
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
