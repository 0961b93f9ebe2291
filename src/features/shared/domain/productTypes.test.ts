import { productTypeCode, productTypeInfo } from './productTypes'

it.each([
  [1, 'hotel', '酒店'],
  [5, 'flight', '机票'],
  [6, 'train', '火车票'],
  [7, 'car', '用车'],
])('code %p is %s', (code, key, name) => {
  expect(productTypeInfo(code)).toMatchObject({ key, name })
  expect(productTypeInfo(String(code))).toMatchObject({ key })
})

it('reads codes from query strings and refuses others', () => {
  expect(productTypeCode('5')).toBe(5)
  expect(productTypeCode('2')).toBeUndefined()
  expect(productTypeCode(undefined)).toBeUndefined()
  expect(productTypeInfo(3)).toMatchObject({ key: 'other', name: '其他' })
})
