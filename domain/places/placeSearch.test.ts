import { englishInitials, normalizeKeyword, placeRank, searchPlaces } from './placeSearch'

const shanghai = { name: '上海', city: '上海', pinyin: 'shanghai', initials: 'sh', aliases: ['SHA', 'Shanghai', '虹桥国际机场', 'hongqiaoguojijichang'] }
const hongKong = { name: '香港', city: '香港', pinyin: 'xianggang', initials: 'xg', aliases: ['HKG', 'Hong Kong', englishInitials('Hong Kong')] }

test('englishInitials: the words\' first letters, none for one word', () => {
  expect(englishInitials('Hong Kong')).toBe('hk')
  expect(englishInitials('New York')).toBe('ny')
  expect(englishInitials('Tokyo')).toBe('')
})

test('normalizeKeyword drops spaces, apostrophes, dots and hyphens', () => {
  expect(normalizeKeyword(" Xi'an ")).toBe('xian')
  expect(normalizeKeyword('Hong Kong')).toBe('hongkong')
  expect(normalizeKeyword('St. Louis')).toBe('stlouis')
})

test.each([
  ['hk', hongKong, 0],
  ['hong kong', hongKong, 0],
  ['hkg', hongKong, 0],
  ['hong', hongKong, 2],
  ['hongqiao', shanghai, 2],
  ['虹桥', shanghai, 2],
  ['国际机场', shanghai, 3],
  ['kong', hongKong, null],
  ['qiao', shanghai, null],
])('%s', (keyword, place, rank) => expect(placeRank(place, keyword)).toBe(rank))

test('exact before prefix: sh finds 上海 before a place whose pinyin starts with sh', () => {
  const shenzhen = { name: '深圳', city: '深圳', pinyin: 'shenzhen', initials: 'sz' }
  expect(searchPlaces([shenzhen, shanghai], 'sh', (p) => p).map((p) => p.name)).toEqual(['上海', '深圳'])
})
