import { bookedTimeText, departureSlots, SLOT_COUNT } from './useTime'

describe('departureSlots', () => {
  it.each([
    ['2026-12-01T01:00:00Z', '2026-12-01T09:30:00+08:00', '今天 09:30'],
    ['2026-12-01T01:05:00Z', '2026-12-01T10:00:00+08:00', '今天 10:00'],
    ['2026-12-01T15:50:00Z', '2026-12-02T00:30:00+08:00', '明天 00:30'],
  ])('at %s the first slot is %s', (now, timeVal, label) => {
    const slots = departureSlots(new Date(now))
    expect(slots[0]).toEqual({ timeVal, timeValFormat: label })
    expect(slots).toHaveLength(SLOT_COUNT)
  })
  it('steps by 30 minutes', () => {
    const [a, b] = departureSlots(new Date('2026-12-01T01:00:00Z'))
    expect(Date.parse(b.timeVal) - Date.parse(a.timeVal)).toBe(30 * 60_000)
  })
})

describe('bookedTimeText', () => {
  it('says a booked pick-up in Shanghai time with its weekday', () => {
    expect(bookedTimeText('2026-12-02T09:30:00+08:00')).toBe('12月2日 周三 09:30')
    expect(bookedTimeText('2026-12-01T17:00:00Z')).toBe('12月2日 周三 01:00')
  })
})
