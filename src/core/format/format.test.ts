import {
  addDaysWire, diffDaysWire, formatFen, formatShanghai, formatYuanShort, isWireDate, parseWireDate,
  parseYuanToFen, toWireDate, todayWire, weekdayOfWire,
} from '.'

describe('money', () => {
  it('fen -> display and yuan strings', () => {
    expect(formatFen(123450)).toBe('¥1,234.50')
    expect(formatFen(0)).toBe('¥0.00')
    expect(formatFen(5)).toBe('¥0.05')
    expect(formatFen(-123450)).toBe('-¥1,234.50')
    expect(formatFen(123456789)).toBe('¥1,234,567.89')
    expect(formatFen(123450, { grouping: false })).toBe('¥1234.50')
    expect(formatYuanShort(123400)).toBe('1234')
    expect(formatYuanShort(123450)).toBe('1234.5')
  })

  it('yuan input -> fen without float error', () => {
    expect(parseYuanToFen('1,234.5')).toBe(123450)
    expect(parseYuanToFen('¥12')).toBe(1200)
    expect(parseYuanToFen('0.07')).toBe(7)
    expect(parseYuanToFen('19.99')).toBe(1999)
    expect(parseYuanToFen('-3.1')).toBe(-310)
    expect(parseYuanToFen('12.')).toBe(1200)
    expect(parseYuanToFen(0.1 + 0.2)).toBe(30)
    expect(parseYuanToFen(19.99)).toBe(1999)
  })

  it.each(['', 'abc', '1.234', '1..2', '.5', '1e3', '12,3a'])('rejects %p', (input) => expect(parseYuanToFen(input)).toBeNull())

  it('rejects non-finite numbers', () => {
    expect(parseYuanToFen(Number.NaN)).toBeNull()
    expect(parseYuanToFen(Infinity)).toBeNull()
  })
})

describe('dates in Asia/Shanghai', () => {
  it('an instant late on a UTC day is already the next day in Shanghai', () => {
    expect(toWireDate('2026-05-01T16:30:00Z')).toBe('2026-05-02')
    expect(toWireDate('2026-05-01T15:59:59Z')).toBe('2026-05-01')
    expect(formatShanghai('2026-05-01T16:30:00Z')).toBe('2026-05-02 00:30')
    expect(todayWire(Date.parse('2026-12-31T17:00:00Z'))).toBe('2027-01-01')
  })

  it('wire dates: validity, Shanghai midnight, arithmetic', () => {
    expect(isWireDate('2026-02-28')).toBe(true)
    expect(isWireDate('2026-02-29')).toBe(false)
    expect(isWireDate('2028-02-29')).toBe(true)
    expect(isWireDate('2026-5-1')).toBe(false)
    expect(parseWireDate('2026-05-01')?.toISOString()).toBe('2026-04-30T16:00:00.000Z')
    expect(parseWireDate('nope')).toBeNull()
    expect(addDaysWire('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDaysWire('2026-03-01', -1)).toBe('2026-02-28')
    expect(diffDaysWire('2026-05-04', '2026-05-01')).toBe(3)
    expect(weekdayOfWire('2026-05-01')).toBe('周五')
  })
})
