import { idCardCheckDigit, isValidIdCard18 } from './idCardCheck'

describe('isValidIdCard18', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110101199003074477', true],
    ['110101199003074478', false],
    ['110101199002304470', false],
    ['11010519491231002', false],
    ['1101051949123100XX', false],
  ])('%s is %s', (id, valid) => {
    expect(isValidIdCard18(id)).toBe(valid)
  })
  it('computes the check digit', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X')
    expect(idCardCheckDigit('11010119900307447')).toBe('7')
  })
})
