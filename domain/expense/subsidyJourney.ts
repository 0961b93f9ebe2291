/**
 * 补贴 v3 (decision 0321): the member picks a journey (a finished travel application), the transport orders that
 * time it and the dates that earn a subsidy. Times are Asia/Shanghai wall clock 'YYYY-MM-DD HH:mm'.
 */

export type TimingOrder = { orderNo: string; start: string; end: string }
export type JourneyWindow = { depart: string; back: string; timedBy: 'orders' | 'application' }

/**
 * When the journey starts and ends (decision 0631): the first start and last end of the chosen orders under the
 * application — flights, trains, cars and hotel stays (check-in to check-out) alike. The application's dates bound
 * it: a first leg that starts after the application's first day leaves that day whole (the way out was not booked
 * in the app), and a last end before the application's last day leaves that day whole (a return by car, or not
 * booked). Without any order, the application's dates as whole days (00:00 to 23:59).
 */
export function journeyWindow(orders: readonly TimingOrder[], application: { startDate: string; endDate: string }): JourneyWindow {
  const whole = { depart: `${application.startDate} 00:00`, back: `${application.endDate} 23:59` }
  if (orders.length === 0) return { ...whole, timedBy: 'application' }
  const first = orders.reduce((min, o) => (o.start < min ? o.start : min), orders[0].start)
  const last = orders.reduce((max, o) => (o.end > max ? o.end : max), orders[0].end)
  const depart = first.slice(0, 10) > application.startDate ? whole.depart : first
  const back = last.slice(0, 10) < application.endDate ? whole.back : last
  return { depart, back, timedBy: 'orders' }
}

/**
 * The orders the member chose, checked against the journey's: null chooses every timing order; a number the
 * journey does not hold is an error (in Chinese).
 */
export function chosenOrders<T extends TimingOrder>(available: readonly T[], chosen: readonly string[] | undefined): T[] {
  if (chosen === undefined) return [...available]
  const byNo = new Map(available.map((o) => [o.orderNo, o]))
  const unknown = chosen.find((no) => !byNo.has(no))
  if (unknown) throw new Error(`订单${unknown}不属于该行程`)
  return [...new Set(chosen)].map((no) => byNo.get(no)!)
}

/** Keeps the halves of the chosen dates (undefined: every date); a date outside the journey is an error. */
export function halvesOfDates<H extends { date: string }>(halves: readonly H[], dates: readonly string[] | undefined): H[] {
  if (dates === undefined) return [...halves]
  const known = new Set(halves.map((h) => h.date))
  const outside = dates.find((d) => !known.has(d))
  if (outside) throw new Error(`${outside}不在行程的补贴日期内`)
  const wanted = new Set(dates)
  return halves.filter((h) => wanted.has(h.date))
}
