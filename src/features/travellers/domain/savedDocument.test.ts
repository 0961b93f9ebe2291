import type { Passenger } from '@api/travellers'
import { DOCUMENTS_FOR, isSelfEntry, savedDocumentOf, savedEntryOf } from './savedDocument'

const TODAY = '2026-11-28'
const self: Passenger = {
  PassengerId: '100', Name: '张伟', EnLastName: 'ZHANG', EnFirstName: 'WEI', Phone: '13800000001', MemberId: '10001',
  Documents: [
    { IdentityType: 2, IdentityNo: 'E12345678', ExpiryDate: '2031-01-01', Nationality: 'CN' },
    { IdentityType: 1, IdentityNo: '110101199001011384', ExpiryDate: '', Nationality: 'CN' },
  ],
}
const outsider: Passenger = {
  PassengerId: '101', Name: '王小明', EnLastName: '', EnFirstName: '', Phone: '', MemberId: '',
  Documents: [{ IdentityType: 2, IdentityNo: 'E87654321', ExpiryDate: '2026-11-27', Nationality: 'CN' }],
}
const list = [self, outsider]

describe('savedEntryOf', () => {
  it('finds a picked frequent passenger by id', () => expect(savedEntryOf(list, { memberId: '', passengerId: '101' })).toBe(outsider))
  it('finds the booker by member id (本人)', () => expect(savedEntryOf(list, { memberId: '10001', passengerId: '' })).toBe(self))
  it('answers nothing for a colleague without an entry', () => expect(savedEntryOf(list, { memberId: '10102', passengerId: '' })).toBeUndefined())
})

describe('savedDocumentOf', () => {
  it('a train takes the 身份证 even when a passport comes first', () => {
    expect(savedDocumentOf(list, { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.train, TODAY)).toEqual({ idType: 1, idNo: '110101199001011384', enName: 'ZHANG/WEI', nationality: 'CN' })
  })
  it('an international flight takes the passport with the passport name', () => {
    expect(savedDocumentOf(list, { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.flight.international, TODAY)).toEqual({ idType: 2, idNo: 'E12345678', enName: 'ZHANG/WEI', nationality: 'CN' })
  })
  it('a domestic flight takes the 身份证 first', () => {
    expect(savedDocumentOf(list, { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.flight.domestic, TODAY)?.idType).toBe(1)
  })
  it('a 港澳 or 台湾 flight takes the 通行证 on file before the passport, never the 身份证 (decision 0761)', () => {
    const withPermit: Passenger = { ...self, Documents: [...self.Documents, { IdentityType: 5, IdentityNo: 'C12345678', ExpiryDate: '2030-05-01', Nationality: 'CN' }] }
    expect(savedDocumentOf([withPermit], { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.flight.hkmo, TODAY)).toEqual({ idType: 5, idNo: 'C12345678', enName: 'ZHANG/WEI', nationality: 'CN' })
    expect(savedDocumentOf([withPermit], { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.flight.taiwan, TODAY)?.idType).toBe(2)
    expect(savedDocumentOf(list, { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.flight.hkmo, TODAY)?.idType).toBe(2)
  })
  it('skips an expired document', () => {
    expect(savedDocumentOf(list, { memberId: '', passengerId: '101' }, DOCUMENTS_FOR.flight.domestic, TODAY)).toBeNull()
    expect(savedDocumentOf(list, { memberId: '', passengerId: '101' }, DOCUMENTS_FOR.flight.domestic, '2026-11-27')?.idNo).toBe('E87654321')
  })
  it('answers null without a saved entry', () => expect(savedDocumentOf([], { memberId: '10001', passengerId: '' }, DOCUMENTS_FOR.train, TODAY)).toBeNull())
})

describe('isSelfEntry', () => {
  it('is the entry whose member is the owner', () => {
    expect(isSelfEntry(self, '10001')).toBe(true)
    expect(isSelfEntry(outsider, '10001')).toBe(false)
    expect(isSelfEntry(self, '10002')).toBe(false)
  })
})
