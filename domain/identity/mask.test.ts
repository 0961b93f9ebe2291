import { maskEmail, maskPhone } from './mask'

describe('maskPhone', () => {
  it.each([
    ['13800000001', '138****0001'],
    [' 13912345678 ', '139****5678'],
    ['1380000000', '1380000000'],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (input, expected) => expect(maskPhone(input)).toBe(expected))
})

describe('maskEmail', () => {
  it.each([
    ['lina@xinghe.cn', 'l***@xinghe.cn'],
    ['a@b.cn', 'a***@b.cn'],
    ['@b.cn', '***'],
    ['nobody', '***'],
    ['', ''],
    [undefined, ''],
  ])('%p -> %p', (input, expected) => expect(maskEmail(input)).toBe(expected))
})
