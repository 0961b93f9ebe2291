import { CHANGE_CHECK_MINUTES, changeCheckUntil, changeNeedsPhoneCheck, isChangeCheckValid } from './changeCheck'

describe('改签验证', () => {
  it('is asked only when the travel date changes', () => {
    expect(changeNeedsPhoneCheck('2026-12-01', '2026-12-01')).toBe(false)
    expect(changeNeedsPhoneCheck('2026-12-01', '2026-12-02')).toBe(true)
  })

  it('a passed check stands for 30 minutes', () => {
    const at = new Date('2026-12-01T08:00:00Z')
    expect(isChangeCheckValid(null, at)).toBe(false)
    expect(isChangeCheckValid(at, at)).toBe(true)
    expect(isChangeCheckValid(at, new Date(at.getTime() + CHANGE_CHECK_MINUTES * 60_000 - 1))).toBe(true)
    expect(isChangeCheckValid(at, new Date(at.getTime() + CHANGE_CHECK_MINUTES * 60_000))).toBe(false)
    expect(isChangeCheckValid(at, new Date(at.getTime() - 1000))).toBe(false)
    expect(changeCheckUntil(at).toISOString()).toBe('2026-12-01T08:30:00.000Z')
  })
})
