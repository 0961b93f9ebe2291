import { BANKS, bankName, banksByInitial } from './banks'

it('banks grouped A-Z and named by code', () => {
  const groups = banksByInitial()
  expect(groups.map((group) => group.initial)).toEqual([...groups.map((group) => group.initial)].sort())
  expect(groups.flatMap((group) => group.banks)).toHaveLength(BANKS.length)
  expect(bankName('CMB')).toBe('招商银行')
  expect(bankName('NOPE')).toBe('')
})
