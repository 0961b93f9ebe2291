import { maskPhone } from './maskPhone'

it('masks the middle four digits of an 11-digit phone', () => {
  expect(maskPhone('13800000001')).toBe('138****0001')
  expect(maskPhone(' 13912345678 ')).toBe('139****5678')
})

it('leaves other values as they are', () => {
  expect(maskPhone('')).toBe('')
  expect(maskPhone(undefined)).toBe('')
  expect(maskPhone('12345')).toBe('12345')
})
