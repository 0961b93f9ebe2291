import { idCardCheckDigit, isIdCard, isResidentIdCard } from './idCard'

describe('isIdCard', () => {
  it.each(['110101199003071234', '11010119900307123X', '11010119900307123x', '110101900307123'])('accepts %s', (id) =>
    expect(isIdCard(id)).toBe(true),
  )
  it.each(['11010119900307123', '1101011990030712345', '1101011990030712Y4', '11010119900307X234', '', 'abc', 110101900307123])(
    'rejects %s',
    (id) => expect(isIdCard(id)).toBe(false),
  )
})

describe('isResidentIdCard (GB 11643-1999)', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    ['110101199003074477', true],
    [' 110101199003074477 ', true],
    ['110101199003074478', false],
    // Issue 33: a wrong check digit and 30 February.
    ['110105194912310021', false],
    ['11010520260230001X', false],
    ['110105202602300018', false], // the right check digit, but no 30 February
    ['110101199002304470', false],
    ['110101189912310011', false],
    ['11010519491231002', false],
    ['1101051949123100XX', false],
    ['110101900307123', false],
    [1101011990, false],
  ])('%s is %s', (id, valid) => {
    expect(isResidentIdCard(id)).toBe(valid)
  })
  it('computes the check digit', () => {
    expect(idCardCheckDigit('11010519491231002')).toBe('X')
    expect(idCardCheckDigit('11010119900307447')).toBe('7')
  })
})
