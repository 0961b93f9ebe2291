import { CHEN } from '@test/travellers/testData'
import {
  addableDocumentTypes, emptyPassengerForm, maskedDocumentNumber, newDocument, passengerBody, passengerDisplayName, passengerFormError, passengerFormOf,
} from './passengerForm'

const KEPT = CHEN

describe('passenger form', () => {
  it('starts with a 身份证 of 中国 and offers each other type once', () => {
    const form = emptyPassengerForm()
    expect(form.documents).toEqual([{ type: 1, number: '', expiry: '', nationality: 'CN', nationalityName: '中国' }])
    expect(addableDocumentTypes(form)).toEqual([2, 5, 6, 3, 4, 7])
    form.documents.push(newDocument(2), newDocument(5), newDocument(6), newDocument(3), newDocument(4), newDocument(7))
    expect(addableDocumentTypes(form)).toEqual([])
  })

  it('reads a kept passenger, naming the nationalities', () => {
    const form = passengerFormOf(KEPT, (code) => ({ HK: '中国香港', CN: '中国' })[code] ?? code)
    expect(form.documents.map((d) => [d.type, d.nationalityName])).toEqual([[1, '中国'], [5, '中国香港']])
    expect(passengerFormError(form, '2026-11-24')).toBeNull()
  })

  it.each<[string, Partial<ReturnType<typeof emptyPassengerForm>>, string | null]>([
    ['empty', {}, '请填写中文姓名或英文姓名'],
    ['name but no number', { name: '张伟' }, '请填写正确的身份证号码'],
    ['17 digits and x', { name: '张伟', documents: [{ ...newDocument(1), number: '11010519491231002x' }] }, null],
    ['phone of 10 digits', { name: '张伟', phone: '1380000000', documents: [{ ...newDocument(1), number: '110105194912310281' }] }, '请填写正确的手机号'],
    ['name starting with a dot', { name: '·张伟', documents: [{ ...newDocument(1), number: '110105194912310281' }] }, '中文姓名格式不正确'],
  ])('checks %s', (_title, patch, message) => {
    expect(passengerFormError({ ...emptyPassengerForm(), ...patch }, '2026-11-24')).toBe(message)
  })

  it('sends trimmed capitals, the id only when editing', () => {
    const form = { ...emptyPassengerForm(), name: ' 张伟 ', enLastName: ' zhang', enFirstName: 'wei ', phone: ' 13800000009 ', documents: [{ ...newDocument(1), number: ' 11010519491231002x ' }] }
    expect(passengerBody(form, null)).toEqual({
      Name: '张伟', EnLastName: 'ZHANG', EnFirstName: 'WEI', Phone: '13800000009',
      Documents: [{ IdentityType: 1, IdentityNo: '11010519491231002X', ExpiryDate: '', Nationality: 'CN' }],
    })
    expect(passengerBody(form, '7').PassengerId).toBe('7')
  })

  it('names and masks for the list', () => {
    expect(passengerDisplayName(KEPT)).toBe('陈家豪')
    expect(passengerDisplayName({ Name: '', EnLastName: 'SMITH', EnFirstName: 'JOHN' })).toBe('SMITH/JOHN')
    expect(maskedDocumentNumber('11010519491231002X')).toBe('1101**********002X')
    expect(maskedDocumentNumber('C12345678')).toBe('C1*****78')
    expect(maskedDocumentNumber('12345')).toBe('12345')
  })
})
