import { chosenOrders, halvesOfDates, journeyWindow } from './subsidyJourney'

const orders = [
  { orderNo: 'F1', start: '2026-11-14 14:30', end: '2026-11-14 16:45' },
  { orderNo: 'T2', start: '2026-11-16 13:00', end: '2026-11-16 17:28' },
  { orderNo: 'T3', start: '2026-11-15 08:00', end: '2026-11-15 09:10' },
]
const application = { startDate: '2026-11-14', endDate: '2026-11-16' }

describe('journeyWindow', () => {
  it('first departure to last arrival of the chosen transport orders', () => {
    expect(journeyWindow(orders, application)).toEqual({ depart: '2026-11-14 14:30', back: '2026-11-16 17:28', timedBy: 'orders' })
    expect(journeyWindow([orders[0], orders[2]], application)).toEqual({ depart: '2026-11-14 14:30', back: '2026-11-15 09:10', timedBy: 'orders' })
  })
  it('without orders, the application dates as whole days', () => {
    expect(journeyWindow([], application)).toEqual({ depart: '2026-11-14 00:00', back: '2026-11-16 23:59', timedBy: 'application' })
  })
})

describe('chosenOrders', () => {
  it('every order when the member chose none explicitly; the chosen ones otherwise, once each', () => {
    expect(chosenOrders(orders, undefined)).toHaveLength(3)
    expect(chosenOrders(orders, ['T2', 'T2']).map((o) => o.orderNo)).toEqual(['T2'])
    expect(chosenOrders(orders, [])).toEqual([])
  })
  it('refuses an order of another journey', () => {
    expect(() => chosenOrders(orders, ['H9'])).toThrow('订单H9不属于该行程')
  })
})

describe('halvesOfDates', () => {
  const halves = [{ date: '2026-11-14' }, { date: '2026-11-15' }, { date: '2026-11-15' }]
  it('keeps the chosen dates only', () => {
    expect(halvesOfDates(halves, ['2026-11-15'])).toHaveLength(2)
    expect(halvesOfDates(halves, undefined)).toHaveLength(3)
    expect(halvesOfDates(halves, [])).toEqual([])
  })
  it('refuses a date outside the journey', () => {
    expect(() => halvesOfDates(halves, ['2026-11-20'])).toThrow('2026-11-20不在行程的补贴日期内')
  })
})
