import { periodMonths, shiftMonth } from './reportPeriod'

test('shiftMonth crosses years both ways', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  expect(shiftMonth('2026-12', 1)).toBe('2027-01')
  expect(shiftMonth('2026-03', -11)).toBe('2025-04')
})

test('each period is the months it names, ending this month (or last month)', () => {
  expect(periodMonths('thisMonth', '2026-01-15')).toEqual({ FromMonth: '2026-01', ToMonth: '2026-01' })
  expect(periodMonths('lastMonth', '2026-01-15')).toEqual({ FromMonth: '2025-12', ToMonth: '2025-12' })
  expect(periodMonths('last3', '2026-02-28')).toEqual({ FromMonth: '2025-12', ToMonth: '2026-02' })
  expect(periodMonths('last12', '2026-11-28')).toEqual({ FromMonth: '2025-12', ToMonth: '2026-11' })
})
