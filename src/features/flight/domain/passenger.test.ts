import { passengerError, type PassengerForm } from './passenger'

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
] as const)('%s', (_name, change, isInternational, message) => {
  expect(passengerError({ ...base, ...change } as PassengerForm, isInternational)).toBe(message)
})
