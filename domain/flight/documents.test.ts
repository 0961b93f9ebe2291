import { documentAreaOf, documentHintOf, documentTypeError, flightDocumentProblem, DOCUMENT_TYPES_BY_AREA } from './documents'

const ID = '110101199003077774'

describe('documentAreaOf', () => {
  test.each([
    [['中国', '中国'], 'domestic'],
    [['中国', '中国香港'], 'hkmo'],
    [['中国澳门', '中国'], 'hkmo'],
    [['中国', '中国台湾'], 'taiwan'],
    [['中国香港', '中国台湾'], 'taiwan'],
    [['中国', '新加坡'], 'international'],
    [['中国香港', '新加坡'], 'international'],
    [[], 'domestic'],
  ] as const)('%j → %s', (countries, area) => {
    expect(documentAreaOf(countries)).toBe(area)
  })
})

describe('documentTypeError', () => {
  test('domestic flights take 身份证, 护照, 回乡证, 台胞证 and 外国人永久居留身份证', () => {
    for (const type of [1, 2, 3, 4, 7]) expect(documentTypeError('domestic', type)).toBeNull()
  })
  test('domestic flights refuse the 通行证 (exit documents)', () => {
    expect(documentTypeError('domestic', 5)).toBe('国内航班不能使用港澳通行证，请使用身份证、护照、回乡证、台胞证、外国人永久居留身份证')
    expect(documentTypeError('domestic', 6)).toBe('国内航班不能使用台湾通行证，请使用身份证、护照、回乡证、台胞证、外国人永久居留身份证')
  })
  test('a 港澳 flight: 港澳通行证, 回乡证 or 护照; a 身份证 is refused with what to bring', () => {
    for (const type of [5, 3, 2]) expect(documentTypeError('hkmo', type)).toBeNull()
    expect(documentTypeError('hkmo', 1)).toBe('港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）')
    expect(documentTypeError('hkmo', 6)).toBe('港澳航班不能使用台湾通行证，请使用港澳通行证、回乡证、护照')
    expect(documentTypeError('hkmo', 7)).toBe('港澳航班不能使用外国人永久居留身份证，请使用港澳通行证、回乡证、护照')
  })
  test('a 台湾 flight: 台湾通行证, 台胞证 or 护照', () => {
    for (const type of [6, 4, 2]) expect(documentTypeError('taiwan', type)).toBeNull()
    expect(documentTypeError('taiwan', 1)).toBe('台湾航班不能使用身份证乘机，大陆居民请使用台湾通行证（台湾居民使用台胞证，外籍旅客使用护照）')
    expect(documentTypeError('taiwan', 5)).toBe('台湾航班不能使用港澳通行证，请使用台湾通行证、台胞证、护照')
  })
  test('international: a passport only; an unknown type', () => {
    expect(documentTypeError('international', 2)).toBeNull()
    expect(documentTypeError('international', 5)).toBe('国际航班请使用护照')
    expect(documentTypeError('domestic', 8)).toBe('证件类型不正确')
    expect(documentTypeError('domestic', 0)).toBe('证件类型不正确')
  })
  test('the hint lists the area\'s documents, the usual first', () => {
    expect(documentHintOf('hkmo')).toBe('港澳通行证、回乡证、护照')
    expect(DOCUMENT_TYPES_BY_AREA.taiwan[0]).toBe(6)
  })
})

describe('flightDocumentProblem', () => {
  test('a mainland traveller to 香港 on a 港澳通行证 with the Chinese name', () => {
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 5, number: 'C12345678' })).toBeNull()
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 5, number: 'c12345678' })).toBeNull()
  })
  test('the 港澳通行证 number: one letter and 8 digits', () => {
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 5, number: 'C1234567' })).toEqual({ kind: 'number', message: '港澳通行证号格式不正确' })
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 5, number: '' })).toEqual({ kind: 'missing', message: '请填写港澳通行证号' })
  })
  test('回乡证 (H/M and 8–10 digits), 台胞证 (8 or 10 digits), 台湾通行证, 外国人永久居留身份证', () => {
    expect(flightDocumentProblem('domestic', { name: '陈大文', type: 3, number: 'H12345678' })).toBeNull()
    expect(flightDocumentProblem('domestic', { name: '陈大文', type: 3, number: 'X12345678' })?.kind).toBe('number')
    expect(flightDocumentProblem('domestic', { name: '林志明', type: 4, number: '12345678' })).toBeNull()
    expect(flightDocumentProblem('domestic', { name: '林志明', type: 4, number: '123456789' })?.kind).toBe('number')
    expect(flightDocumentProblem('taiwan', { name: '张三', type: 6, number: 'L12345678' })).toBeNull()
    expect(flightDocumentProblem('domestic', { name: 'SMITH/JOHN', type: 7, number: 'USA110090123456' })).toBeNull()
  })
  test('a passport off the mainland needs the pinyin name; at home any name', () => {
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 2, number: 'E12345678' })).toEqual({ kind: 'name', message: '请按护照填写拼音姓名，如 ZHANG/SAN' })
    expect(flightDocumentProblem('international', { name: 'ZHANG/SAN', type: 2, number: 'E12345678' })).toBeNull()
    expect(flightDocumentProblem('domestic', { name: '张三', type: 2, number: 'E12345678' })).toBeNull()
  })
  test('身份证 by GB 11643 on a domestic flight, refused on a 香港 flight', () => {
    expect(flightDocumentProblem('domestic', { name: '张三', type: 1, number: ID })).toBeNull()
    expect(flightDocumentProblem('domestic', { name: '张三', type: 1, number: '110105194912310021' })).toEqual({ kind: 'number', message: '身份证号不正确，请核对' })
    expect(flightDocumentProblem('hkmo', { name: '张三', type: 1, number: ID })?.kind).toBe('type')
  })
})
