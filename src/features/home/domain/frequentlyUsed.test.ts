import { addError, isAdded, MAX_FREQUENT, movedIds, searchError } from './frequentlyUsed'

const item = (n: number) => ({ Id: String(n), FunctionCode: `f${n}` })
const items = (count: number) => Array.from({ length: count }, (_, i) => item(i + 1))

describe('addError', () => {
  it('allows a new function under the limit', () => expect(addError({ FunctionCode: 'f99' }, items(11))).toBeNull())
  it('refuses a function already added', () => expect(addError({ FunctionCode: 'f2' }, items(3))).toBe('已在常用中'))
  it('refuses the 13th function', () => {
    expect(MAX_FREQUENT).toBe(12)
    expect(addError({ FunctionCode: 'f99' }, items(12))).toBe('最多添加12个常用功能')
  })
})

it('isAdded compares function codes', () => {
  expect(isAdded({ FunctionCode: 'f1' }, items(1))).toBe(true)
  expect(isAdded({ FunctionCode: 'f9' }, items(1))).toBe(false)
})

it('searchError asks for a keyword', () => {
  expect(searchError('  ')).toBe('请输入搜索关键词')
  expect(searchError('酒店')).toBeNull()
})

describe('movedIds', () => {
  it('swaps with the neighbour', () => {
    expect(movedIds(items(3), 1, -1)).toEqual(['2', '1', '3'])
    expect(movedIds(items(3), 1, 1)).toEqual(['1', '3', '2'])
  })
  it('cannot move past either end', () => {
    expect(movedIds(items(3), 0, -1)).toBeNull()
    expect(movedIds(items(3), 2, 1)).toBeNull()
    expect(movedIds(items(3), 5, -1)).toBeNull()
  })
})
