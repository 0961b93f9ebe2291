import { isIdCard } from './idCard'

describe('isIdCard', () => {
  it.each(['110101199003071234', '11010119900307123X', '11010119900307123x', '110101900307123'])('accepts %s', (id) =>
    expect(isIdCard(id)).toBe(true),
  )
  it.each(['11010119900307123', '1101011990030712345', '1101011990030712Y4', '11010119900307X234', '', 'abc', 110101900307123])(
    'rejects %s',
    (id) => expect(isIdCard(id)).toBe(false),
  )
})
