import { documentChoicesOf, passengerError, type PassengerForm } from './passenger'

const base: PassengerForm = { name: '张三', idType: 1, idNo: '110101199001011384', phone: '13800000001', memberId: '' }

test.each([
  ['domestic ok', {}, false, ''],
  ['no name', { name: ' ' }, false, '请填写乘机人姓名'],
  ['bad id card', { idNo: '1234' }, false, '身份证号不正确，请核对'],
  ['id card with a wrong check digit (issue 33)', { idNo: '110105194912310021' }, false, '身份证号不正确，请核对'],
  ['id card of 30 February (issue 33)', { idNo: '11010520260230001X' }, false, '身份证号不正确，请核对'],
  ['id card with X', { idNo: '11010119900101127X' }, false, ''],
  ['no id', { idNo: '' }, false, '请填写身份证号'],
  ['bad phone', { phone: '123' }, false, '乘机人手机号格式不正确'],
  ['international needs a passport', {}, true, '国际航班请使用护照'],
  ['international needs pinyin', { idType: 2, idNo: 'E12345678' }, true, '请按护照填写拼音姓名，如 ZHANG/SAN'],
  ['international ok', { idType: 2, idNo: 'E12345678', name: 'ZHANG/SAN' }, true, ''],
  ['bad passport', { idType: 2, idNo: 'E1', name: 'ZHANG/SAN' }, true, '护照号格式不正确'],
  ['domestic on a 回乡证', { idType: 3, idNo: 'H12345678', name: '陈大文' }, false, ''],
  ['domestic on a 台胞证', { idType: 4, idNo: '12345678', name: '林志明' }, false, ''],
  ['domestic on a 外国人永久居留身份证', { idType: 7, idNo: 'USA110090123456', name: 'SMITH/JOHN' }, false, ''],
  ['domestic refuses a 港澳通行证', { idType: 5, idNo: 'C12345678' }, false, '国内航班不能使用港澳通行证，请使用身份证、护照、回乡证、台胞证、外国人永久居留身份证'],
] as const)('%s', (_name, change, isInternational, message) => {
  expect(passengerError({ ...base, ...change } as PassengerForm, isInternational ? 'international' : 'domestic')).toBe(message)
})

test.each([
  ['a 香港 flight on a 港澳通行证 with the Chinese name', { idType: 5, idNo: 'C12345678' }, ''],
  ['a 香港 flight on a 身份证 only', {}, '港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'],
  ['a 香港 flight on a passport needs the pinyin name', { idType: 2, idNo: 'E12345678' }, '请按护照填写拼音姓名，如 ZHANG/SAN'],
  ['a bad 港澳通行证 number', { idType: 5, idNo: 'C123' }, '港澳通行证号格式不正确'],
] as const)('%s', (_name, change, message) => {
  expect(passengerError({ ...base, ...change } as PassengerForm, 'hkmo')).toBe(message)
})

test('the chips: the area\'s documents, and 身份证 where it is refused', () => {
  expect(documentChoicesOf('domestic')).toEqual([1, 2, 3, 4, 7])
  expect(documentChoicesOf('hkmo')).toEqual([5, 3, 2, 1])
  expect(documentChoicesOf('taiwan')).toEqual([6, 4, 2, 1])
  expect(documentChoicesOf('international')).toEqual([2, 1])
})
