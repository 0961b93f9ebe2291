import { isBerthClass, isSeatPreferenceValid, seatPreferenceLabel, seatPreferenceOptions } from './seatPreference'

describe('选座 and 选铺', () => {
  it('follows the coach layouts of each class', () => {
    expect(seatPreferenceOptions('O').map((o) => o.code)).toEqual(['A', 'B', 'C', 'D', 'F'])
    expect(seatPreferenceOptions('M').map((o) => o.code)).toEqual(['A', 'C', 'D', 'F'])
    expect(seatPreferenceOptions('9').map((o) => o.code)).toEqual(['A', 'C', 'F'])
    expect(seatPreferenceOptions('3').map((o) => o.label)).toEqual(['下铺', '中铺', '上铺'])
    expect(seatPreferenceOptions('4').map((o) => o.label)).toEqual(['下铺', '上铺'])
    expect(seatPreferenceOptions('1')).toEqual([])
    expect(seatPreferenceOptions('W')).toEqual([])
    expect(isBerthClass('3') && isBerthClass('4') && !isBerthClass('O')).toBe(true)
  })

  it('accepts 不限 and the class\'s own choices only', () => {
    expect(isSeatPreferenceValid('O', '')).toBe(true)
    expect(isSeatPreferenceValid('O', 'B')).toBe(true)
    expect(isSeatPreferenceValid('M', 'B')).toBe(false)
    expect(isSeatPreferenceValid('4', 'M')).toBe(false)
    expect(isSeatPreferenceValid('W', 'A')).toBe(false)
    expect(seatPreferenceLabel('O', 'F')).toBe('F 靠窗')
    expect(seatPreferenceLabel('O', '')).toBe('')
  })
})
