import { isDocumentNumber, passengerError, type PassengerInput } from './passenger'

const TODAY = '2026-11-24'
const idCard = { type: 1, number: '11010519491231002X', expiry: '', nationality: 'CN' }
const passport = { type: 2, number: 'E12345678', expiry: '2030-01-01', nationality: 'CN' }
const base: PassengerInput = { name: '张伟', enLastName: '', enFirstName: '', phone: '', documents: [idCard] }
const withPatch = (patch: Partial<PassengerInput>): PassengerInput => ({ ...base, ...patch })

describe('passengerError', () => {
  it.each<[string, PassengerInput, string | null]>([
    ['valid with 身份证', base, null],
    ['no name at all', withPatch({ name: ' ' }), '请填写中文姓名或英文姓名'],
    ['bad Chinese name', withPatch({ name: '张3' }), '中文姓名格式不正确'],
    ['middle dot name', withPatch({ name: '阿依古丽·买买提' }), null],
    ['English only with passport', withPatch({ name: '', enLastName: 'SMITH', enFirstName: 'JOHN', documents: [{ ...passport, nationality: 'US' }] }), null],
    ['English surname only', withPatch({ enLastName: 'ZHANG' }), '英文姓名只能包含字母和空格，姓和名都需填写'],
    ['English with digits', withPatch({ enLastName: 'ZHANG1', enFirstName: 'WEI' }), '英文姓名只能包含字母和空格，姓和名都需填写'],
    ['bad phone', withPatch({ phone: '2380000000' }), '请填写正确的手机号'],
    ['good phone', withPatch({ phone: '13800000009' }), null],
    ['no documents', withPatch({ documents: [] }), '请至少添加一个证件'],
    ['unknown type', withPatch({ documents: [{ ...idCard, type: 9 }] }), '证件类型不正确'],
    ['two 身份证', withPatch({ documents: [idCard, idCard] }), '身份证只能添加一个'],
    ['bad 身份证', withPatch({ documents: [{ ...idCard, number: '1101051949123100' }] }), '请填写正确的身份证号码'],
    ['passport without expiry', withPatch({ enLastName: 'ZHANG', enFirstName: 'WEI', documents: [{ ...passport, expiry: '' }] }), '请选择护照有效期'],
    ['passport expired yesterday', withPatch({ enLastName: 'ZHANG', enFirstName: 'WEI', documents: [{ ...passport, expiry: '2026-11-23' }] }), '护照已过期'],
    ['passport expires today', withPatch({ enLastName: 'ZHANG', enFirstName: 'WEI', documents: [{ ...passport, expiry: TODAY }] }), null],
    ['passport without English name', withPatch({ documents: [passport] }), '持护照出行请填写英文姓名'],
    ['no nationality', withPatch({ documents: [{ ...idCard, nationality: '' }] }), '请选择身份证的国籍'],
  ])('%s', (_title, input, message) => expect(passengerError(input, TODAY)).toBe(message))
})

describe('isDocumentNumber', () => {
  it.each<[number, string, boolean]>([
    [1, '110105194912310281', true],
    [1, '110105194912310021', false],
    [1, '11010520260230001X', false],
    [1, '11010519491231002x', true],
    [1, '110105491231002', false], // 15-digit first-generation cards stopped being valid on 2013-01-01: no ticket is issued on them
    [1, '11010519491231002', false],
    [2, 'E1234', true],
    [2, 'E123', false],
    [2, 'E12345678901234567', false],
    [3, 'H12345678', true],
    [3, 'C12345678', false],
    [4, '12345678', true],
    [4, '1234567', false],
    [5, 'C12345678', true],
    [5, 'C1234567', false],
    [6, 'L12345678', true],
    [6, '123456789', false],
    [7, 'USA123456789012', true],
    [7, '912345678901234567', true],
    [7, 'US1234567890', false],
    [99, '123', false],
  ])('type %i %s', (type, number, valid) => expect(isDocumentNumber(type, number)).toBe(valid))
})
