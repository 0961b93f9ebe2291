import { canChangeEnterprise, enterpriseRows } from './enterpriseRows'

const A = { EnterpriseId: '1', EnterpriseName: '甲公司' }
const B = { EnterpriseId: '2', EnterpriseName: '乙公司' }

it('marks the current enterprise, comparing ids as text', () => {
  expect(enterpriseRows([A, B], 2).map((r) => r.isCurrent)).toEqual([false, true])
  expect(enterpriseRows([A, B], '1').map((r) => r.isCurrent)).toEqual([true, false])
})

it('falls back to the server IsCurrent when the current id is unknown', () => {
  expect(enterpriseRows([A, B], undefined).some((r) => r.isCurrent)).toBe(false)
  expect(enterpriseRows([A, { ...B, IsCurrent: true }], '').map((r) => r.isCurrent)).toEqual([false, true])
})

it('trusts the session over a stale IsCurrent', () => {
  expect(enterpriseRows([{ ...A, IsCurrent: true }, B], '2').map((r) => r.isCurrent)).toEqual([false, true])
})

it('offers switching only with more than one enterprise', () => {
  expect(canChangeEnterprise([A])).toBe(false)
  expect(canChangeEnterprise([])).toBe(false)
  expect(canChangeEnterprise([A, B])).toBe(true)
})
