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
  })
  // Issue 33: a trip whose return is by car, or not booked in the app, ends with the application, not with the
  // last booked arrival; one that starts before its first booked departure starts with the application.
  it('a return not among the orders: the application end date counts whole', () => {
    expect(journeyWindow([orders[0], orders[2]], application)).toEqual({ depart: '2026-11-14 14:30', back: '2026-11-16 23:59', timedBy: 'orders' })
    // 4 days (11-14 to 11-17), only the outbound flight booked: from the flight to the application's last day
    expect(journeyWindow([orders[0]], { startDate: '2026-11-14', endDate: '2026-11-17' })).toEqual({ depart: '2026-11-14 14:30', back: '2026-11-17 23:59', timedBy: 'orders' })
  })
  it('an outbound leg not among the orders: the application start date counts whole', () => {
    expect(journeyWindow([orders[1]], application)).toEqual({ depart: '2026-11-14 00:00', back: '2026-11-16 17:28', timedBy: 'orders' })
  })
  it('hotel stays and other legs time the trip too: a check-out after the last flight extends it', () => {
    const stay = { orderNo: 'H9', start: '2026-11-14 14:00', end: '2026-11-17 12:00' }
    expect(journeyWindow([orders[0], stay], { startDate: '2026-11-14', endDate: '2026-11-17' })).toEqual({ depart: '2026-11-14 14:00', back: '2026-11-17 12:00', timedBy: 'orders' })
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
