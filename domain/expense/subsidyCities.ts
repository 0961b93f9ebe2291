/**
 * A tier per day and city (decision 0772): a multi-city trip pays each day at the tier of the city the traveller was
 * in that day, not at the first city's. Times are Asia/Shanghai wall clock 'YYYY-MM-DD HH:mm'; dates 'YYYY-MM-DD'.
 *
 * The city of a day, first that applies:
 * 1. the city of a hotel stay whose night it is (check-in date ≤ day < check-out date): where the traveller slept;
 * 2. where the traveller was at the start of the day: the arrival city of the last leg (flight, train, car) that
 *    ended before that day (the day of a return counts at the destination it was left from);
 * 3. the arrival city of the first leg that day (the day of the way out counts at the destination);
 * 4. the application's own city of that day (CityDays: a trip filed after the fact, 补申请, says where it was);
 * 5. the application's first city.
 * A leg arriving in the home city (the application's departure city) does not move the traveller to a paid city.
 */

export type CityStay = { cityName: string; start: string; end: string }
export type CityLeg = { cityName: string; start: string; end: string }
export type CityDays = { cityName: string; startDate: string; endDate: string }

export type DayCityInput = {
  stays: readonly CityStay[]
  legs: readonly CityLeg[]
  cityDays: readonly CityDays[]
  firstCity: string
  homeCity: string
}

const dateOf = (stamp: string) => stamp.slice(0, 10)

/** The city a day of the trip is paid at (see the rules above). */
export function cityOfDay(date: string, input: DayCityInput): string {
  const stay = input.stays.find((s) => s.cityName && dateOf(s.start) <= date && date < dateOf(s.end))
  if (stay) return stay.cityName
  const away = input.legs.filter((l) => l.cityName && l.cityName !== input.homeCity)
  const before = away.filter((l) => dateOf(l.end) < date).sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0)).at(-1)
  const lastBefore = input.legs.filter((l) => dateOf(l.end) < date).sort((a, b) => (a.end < b.end ? -1 : a.end > b.end ? 1 : 0)).at(-1)
  // Back home before this day: no leg-based city (the application's days or first city then say).
  if (before && lastBefore === before) return before.cityName
  const sameDay = away.filter((l) => dateOf(l.end) === date).sort((a, b) => (a.end < b.end ? -1 : 1))[0]
  if (sameDay) return sameDay.cityName
  const declared = input.cityDays.find((c) => c.startDate <= date && date <= c.endDate)
  if (declared) return declared.cityName
  return input.firstCity
}

/** Why an application's city days do not fit it (Chinese), or null: inside its dates, no day twice, cities it names. */
export function cityDaysError(cityDays: readonly CityDays[], application: { startDate: string; endDate: string; cities: readonly string[] }): string | null {
  const seen = new Set<string>()
  for (const c of cityDays) {
    if (!application.cities.includes(c.cityName)) return `${c.cityName}不在出差城市中`
    if (c.endDate < c.startDate) return `${c.cityName}的结束日期不能早于开始日期`
    if (c.startDate < application.startDate || c.endDate > application.endDate) return `${c.cityName}的日期须在出差日期之内`
    for (let d = c.startDate; d <= c.endDate; d = nextDate(d)) {
      if (seen.has(d)) return `${d}不能同时在两个城市`
      seen.add(d)
    }
  }
  return null
}

function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}
