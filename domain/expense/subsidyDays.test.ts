import { halvesOf, rateFor, subsidyDays, type SubsidyTrip } from './subsidyDays'

const trip = (id: string, depart: string, back: string, rateFen = 10000, cityName = '上海'): SubsidyTrip => ({ id, depart, back, rateFen, cityName })
const cut = { departAfter: '12:00', returnBefore: '12:00' }

describe('cutoff boundaries', () => {
  // A two-day trip: 20th to 21st; the departure and return times decide the half days.
  test.each([
    ['11:59', '12:01', 2, 'departs before the cutoff, returns after: two full days'],
    ['12:00', '12:01', 1.5, 'departs at the cutoff: morning of the 20th not paid'],
    ['12:01', '12:01', 1.5, 'departs after the cutoff'],
    ['11:59', '12:00', 1.5, 'returns at the cutoff: afternoon of the 21st not paid'],
    ['11:59', '11:59', 1.5, 'returns before the cutoff'],
    ['12:00', '12:00', 1, 'both halves'],
    ['00:00', '23:59', 2, 'the whole two days'],
  ])('depart %s, back %s: %d days (%s)', (departAt, backAt, days) => {
    const r = subsidyDays([trip('a', `2026-11-20 ${departAt}`, `2026-11-21 ${backAt}`)], cut)
    expect(r.dayCount).toBe(days)
    expect(r.amountFen).toBe(days * 10000)
  })

  test.each([
    ['08:00', '20:00', 1],
    ['08:00', '12:00', 0.5],
    ['12:00', '20:00', 0.5],
    ['12:00', '12:00', 0],
    ['13:00', '13:30', 0.5],
    ['09:00', '11:00', 0.5],
  ])('same-day trip %s to %s: %d days', (departAt, backAt, days) => {
    expect(subsidyDays([trip('a', `2026-11-20 ${departAt}`, `2026-11-20 ${backAt}`)], cut).dayCount).toBe(days)
  })

  test('cutoffs are configurable per enterprise', () => {
    const late = { departAfter: '18:00', returnBefore: '09:00' }
    expect(subsidyDays([trip('a', '2026-11-20 17:59', '2026-11-22 09:01')], late).dayCount).toBe(3)
    expect(subsidyDays([trip('a', '2026-11-20 18:00', '2026-11-22 09:00')], late).dayCount).toBe(2)
  })

  test('a return before the departure, or a malformed time, pays nothing', () => {
    expect(halvesOf(trip('a', '2026-11-21 08:00', '2026-11-20 20:00'))).toBeNull()
    expect(halvesOf(trip('a', '2026-11-21', '2026-11-22 20:00'))).toBeNull()
    expect(subsidyDays([trip('a', '2026-11-21 08:00', '2026-11-20 20:00')]).amountFen).toBe(0)
  })

  test('across a month and a leap day', () => {
    const r = subsidyDays([trip('a', '2028-02-28 08:00', '2028-03-01 20:00')])
    expect(r.days.map((d) => d.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })
})

describe('overlapping trips never pay a day twice', () => {
  test('a trip inside another adds nothing', () => {
    const r = subsidyDays([trip('a', '2026-11-20 08:00', '2026-11-24 20:00'), trip('b', '2026-11-21 08:00', '2026-11-22 20:00')])
    expect(r.dayCount).toBe(5)
    expect(r.amountFen).toBe(50000)
    expect(r.days[1].tripIds.sort()).toEqual(['a', 'b'])
  })

  test('back in the morning and off again in the afternoon of the same day make one full day', () => {
    const r = subsidyDays([trip('a', '2026-11-20 08:00', '2026-11-21 10:00'), trip('b', '2026-11-21 14:00', '2026-11-22 20:00')])
    expect(r.days.map((d) => d.halves)).toEqual([2, 2, 2])
    expect(r.dayCount).toBe(3)
  })

  test('the same day twice (two trips both covering the 21st afternoon) is paid once', () => {
    const r = subsidyDays([trip('a', '2026-11-20 08:00', '2026-11-21 20:00'), trip('b', '2026-11-21 13:00', '2026-11-22 20:00')])
    expect(r.dayCount).toBe(3)
  })

  test('a shared half goes to the better rate of the trips that cover it', () => {
    const r = subsidyDays([
      trip('a', '2026-11-20 08:00', '2026-11-21 20:00', 10000, '南宁'),
      trip('b', '2026-11-21 08:00', '2026-11-21 20:00', 20000, '北京'),
    ])
    expect(r.amountFen).toBe(10000 + 20000)
    expect(r.days[1].cityName).toBe('北京')
  })

  test('the same trip listed twice is paid once', () => {
    const t = trip('a', '2026-11-20 08:00', '2026-11-21 20:00')
    expect(subsidyDays([t, t]).amountFen).toBe(20000)
  })

  test('an odd rate halves to whole fen', () => {
    expect(subsidyDays([trip('a', '2026-11-20 13:00', '2026-11-20 20:00', 10001)]).amountFen).toBe(5001)
  })
})

describe('rateFor', () => {
  const rates = [
    { cityTier: 1, grade: 'P1', mealFen: 10000, transportFen: 5000, communicationFen: 1000 },
    { cityTier: 1, grade: '*', mealFen: 8000, transportFen: 4000, communicationFen: 1000 },
  ]
  test('the grade rate, then the tier default, then none', () => {
    expect(rateFor(rates, 1, 'P1')?.mealFen).toBe(10000)
    expect(rateFor(rates, 1, 'P3')?.mealFen).toBe(8000)
    expect(rateFor(rates, 2, 'P1')).toBeNull()
  })
})

describe('half amounts', () => {
  test('a whole day of an odd rate is the rate exactly; the morning is the smaller half', () => {
    const r = subsidyDays([trip('a', '2026-11-20 08:00', '2026-11-20 20:00', 10001)])
    expect(r.amountFen).toBe(10001)
    expect(subsidyDays([trip('a', '2026-11-20 08:00', '2026-11-20 11:00', 10001)]).amountFen).toBe(5000)
  })
})

describe('a tier per day and city (decision 0772)', () => {
  it('a two-city trip pays each day at its own city’s rate; the morning of the first and the return day follow the cutoffs', () => {
    const trip = {
      id: 'A', depart: '2026-11-20 09:00', back: '2026-11-23 18:00', rateFen: 30000, cityName: '上海',
      dayRates: { '2026-11-20': { rateFen: 30000, cityName: '上海' }, '2026-11-21': { rateFen: 30000, cityName: '上海' }, '2026-11-22': { rateFen: 20001, cityName: '杭州' }, '2026-11-23': { rateFen: 20001, cityName: '杭州' } },
    }
    const result = subsidyDays([trip])
    expect(result.days.map((d) => [d.date, d.cityName, d.amountFen])).toEqual([
      ['2026-11-20', '上海', 30000], ['2026-11-21', '上海', 30000], ['2026-11-22', '杭州', 20001], ['2026-11-23', '杭州', 20001],
    ])
    expect(result.amountFen).toBe(100002)
  })
  it('a day without a rate in that city (rate 0) is not paid; a date missing from dayRates pays the trip rate', () => {
    const trip = { id: 'A', depart: '2026-11-20 09:00', back: '2026-11-21 18:00', rateFen: 10000, cityName: '上海', dayRates: { '2026-11-20': { rateFen: 0, cityName: '某地' } } }
    expect(subsidyDays([trip]).days.map((d) => [d.date, d.amountFen])).toEqual([['2026-11-21', 10000]])
  })
  it('overlapping trips: the better rate of the day pays, day by day', () => {
    const a = { id: 'A', depart: '2026-11-20 09:00', back: '2026-11-21 18:00', rateFen: 10000, cityName: '上海', dayRates: { '2026-11-21': { rateFen: 40000, cityName: '北京' } } }
    const b = { id: 'B', depart: '2026-11-20 09:00', back: '2026-11-21 18:00', rateFen: 20000, cityName: '杭州' }
    expect(subsidyDays([a, b]).days.map((d) => [d.date, d.cityName, d.amountFen])).toEqual([['2026-11-20', '杭州', 20000], ['2026-11-21', '北京', 40000]])
  })
})
