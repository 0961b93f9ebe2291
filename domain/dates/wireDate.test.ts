import { addWireDays, isRealWireDate, shanghaiWireDate, wireDaysBetween } from './wireDate'

describe('wire dates', () => {
  it('validity', () => {
    expect(isRealWireDate('2028-02-29')).toBe(true)
    expect(isRealWireDate('2026-02-29')).toBe(false)
    expect(isRealWireDate('2026-2-01')).toBe(false)
    expect(isRealWireDate('1899-12-31')).toBe(false)
    expect(isRealWireDate(20260101)).toBe(false)
  })
  it('arithmetic across months and years', () => {
    expect(addWireDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addWireDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(wireDaysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(wireDaysBetween('2027-01-02', '2026-12-30')).toBe(-3)
  })
})

describe('the Asia/Shanghai date of an instant', () => {
  it('turns at 16:00 UTC', () => {
    expect(shanghaiWireDate(new Date('2026-12-01T15:59:59Z'))).toBe('2026-12-01')
    expect(shanghaiWireDate(new Date('2026-12-01T16:00:00Z'))).toBe('2026-12-02')
  })
})

describe('addWireDays on no date', () => {
  // A page opened without its date (the accessibility check opens every route bare) crashed on a RangeError.
  it('answers an empty date instead of throwing', () => {
    expect(addWireDays('', 1)).toBe('')
    expect(addWireDays('undefined', 2)).toBe('')
    expect(addWireDays('2026-02-28', 1)).toBe('2026-03-01')
  })
})
