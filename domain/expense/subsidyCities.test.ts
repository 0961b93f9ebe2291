import { cityDaysError, cityOfDay, type DayCityInput } from './subsidyCities'

const base: DayCityInput = { stays: [], legs: [], cityDays: [], firstCity: '上海', homeCity: '北京' }

describe('the city of each day of a trip (a tier per day and city)', () => {
  // 北京 → 上海 on the 20th (15:00), a night in 上海, 上海 → 杭州 on the 21st (16:00), two nights in 杭州, 杭州 → 北京 on the 23rd.
  const trip: DayCityInput = {
    ...base,
    legs: [
      { cityName: '上海', start: '2026-11-20 15:00', end: '2026-11-20 19:30' },
      { cityName: '杭州', start: '2026-11-21 16:00', end: '2026-11-21 17:00' },
      { cityName: '北京', start: '2026-11-23 09:00', end: '2026-11-23 13:40' },
    ],
    stays: [
      { cityName: '上海', start: '2026-11-20 20:00', end: '2026-11-21 12:00' },
      { cityName: '杭州', start: '2026-11-21 18:00', end: '2026-11-23 08:00' },
    ],
  }
  it('a night in a hotel pays at its city; the day of a move pays where the night is', () => {
    expect(['2026-11-20', '2026-11-21', '2026-11-22'].map((d) => cityOfDay(d, trip))).toEqual(['上海', '杭州', '杭州'])
  })
  it('the day of the return pays at the city left that morning, not at home', () => {
    expect(cityOfDay('2026-11-23', trip)).toBe('杭州')
  })
  it('without stays: the way out pays at the destination, then where the last leg arrived', () => {
    const legsOnly = { ...trip, stays: [] }
    expect(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => cityOfDay(d, legsOnly))).toEqual(['上海', '上海', '杭州', '杭州'])
  })
  it('a stay ends on its check-out date (the night before is its last)', () => {
    const stay = { ...base, stays: [{ cityName: '杭州', start: '2026-11-21 14:00', end: '2026-11-22 12:00' }] }
    expect([cityOfDay('2026-11-21', stay), cityOfDay('2026-11-22', stay)]).toEqual(['杭州', '上海'])
  })
  it('back home: the days after are paid at the application’s city days, else its first city', () => {
    const back = { ...base, legs: [{ cityName: '杭州', start: '2026-11-20 08:00', end: '2026-11-20 10:00' }, { cityName: '北京', start: '2026-11-21 08:00', end: '2026-11-21 10:00' }] }
    expect(cityOfDay('2026-11-22', back)).toBe('上海')
    expect(cityOfDay('2026-11-22', { ...back, cityDays: [{ cityName: '深圳', startDate: '2026-11-22', endDate: '2026-11-22' }] })).toBe('深圳')
  })
  it('no orders (补申请): the declared city days, a day outside them the first city', () => {
    const declared = { ...base, cityDays: [{ cityName: '上海', startDate: '2026-11-20', endDate: '2026-11-21' }, { cityName: '杭州', startDate: '2026-11-22', endDate: '2026-11-23' }] }
    expect(['2026-11-21', '2026-11-22', '2026-11-24'].map((d) => cityOfDay(d, declared))).toEqual(['上海', '杭州', '上海'])
  })
})

describe('an application’s city days', () => {
  const app = { startDate: '2026-11-20', endDate: '2026-11-23', cities: ['上海', '杭州'] }
  it('fit: inside the dates, each day once, cities of the application', () => {
    expect(cityDaysError([{ cityName: '上海', startDate: '2026-11-20', endDate: '2026-11-21' }, { cityName: '杭州', startDate: '2026-11-22', endDate: '2026-11-23' }], app)).toBeNull()
  })
  it('at the boundaries: the day before the start, the day after the end, a day twice, another city, reversed dates', () => {
    expect(cityDaysError([{ cityName: '上海', startDate: '2026-11-19', endDate: '2026-11-21' }], app)).toBe('上海的日期须在出差日期之内')
    expect(cityDaysError([{ cityName: '上海', startDate: '2026-11-20', endDate: '2026-11-24' }], app)).toBe('上海的日期须在出差日期之内')
    expect(cityDaysError([{ cityName: '上海', startDate: '2026-11-20', endDate: '2026-11-21' }, { cityName: '杭州', startDate: '2026-11-21', endDate: '2026-11-23' }], app)).toBe('2026-11-21不能同时在两个城市')
    expect(cityDaysError([{ cityName: '深圳', startDate: '2026-11-20', endDate: '2026-11-20' }], app)).toBe('深圳不在出差城市中')
    expect(cityDaysError([{ cityName: '上海', startDate: '2026-11-21', endDate: '2026-11-20' }], app)).toBe('上海的结束日期不能早于开始日期')
  })
})
