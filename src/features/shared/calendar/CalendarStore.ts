import type { GetHolidayInfoByMonthData } from '@api/tripwise-m-api'
import { makeAutoObservable, runInAction } from 'mobx'
import { monthRange, monthsOf, type HolidayMark } from '@/ui/domain/calendar'
import type { RootStore } from '@/stores/root'
import { dataOf, type RequestFn } from '../api/requestFn'

/** Where a calendar's fares come from (flights): a route key and the call answering a range of days. */
export type FareSource = {
  /** One key per route, e.g. 'BJS-SHA': fares are kept per key. */
  key: string
  load: (first: string, last: string) => Promise<Record<string, number | null>>
}

/**
 * The marks of every travel calendar: holidays and 调休 workdays from tripwise-m-api holidayCalendar/getInfoByMonth
 * (kept per month for the run), and the lowest fare per day of a route (kept per route and month).
 * A failed call leaves the calendar without those marks: choosing a date never waits on them.
 */
export class CalendarStore {
  holidays: Record<string, HolidayMark> = {}
  fares: Record<string, Record<string, number | null>> = {}
  private readonly asked = new Set<string>()

  constructor(private readonly request: RequestFn) {
    makeAutoObservable<CalendarStore, 'request' | 'asked'>(this, { request: false, asked: false })
  }

  faresOf(key: string): Record<string, number | null> {
    return this.fares[key] ?? {}
  }

  /** Holidays of the months a range touches (each month asked once a run). */
  async loadHolidays(first: string, last: string): Promise<void> {
    const months = monthsOf(first, last).filter((m) => !this.asked.has(`holiday:${m}`))
    months.forEach((m) => this.asked.add(`holiday:${m}`))
    await Promise.all(months.map(async (month) => {
      try {
        const data = await dataOf(this.request<GetHolidayInfoByMonthData>('tripwise-m-api', 'holidayCalendar/getInfoByMonth', { month }, { method: 'GET', acceptCodes: ['2000'], needLogin: false }))
        runInAction(() => {
          const next = { ...this.holidays }
          for (const d of data?.Days ?? []) next[d.Date] = { name: d.Name, isOffDay: d.IsOffDay }
          this.holidays = next
        })
      } catch {
        this.asked.delete(`holiday:${month}`)
      }
    }))
  }

  /** The fares of the months a range touches, inside start-end (each route and month asked once a run). */
  async loadFares(source: FareSource, first: string, last: string, bounds: { start: string; end: string }): Promise<void> {
    const months = monthsOf(first, last).filter((m) => !this.asked.has(`fare:${source.key}:${m}`))
    for (const month of months) {
      const range = monthRange(month)
      const from = range.first < bounds.start ? bounds.start : range.first
      const to = range.last > bounds.end ? bounds.end : range.last
      if (from > to) continue
      this.asked.add(`fare:${source.key}:${month}`)
      try {
        const days = await source.load(from, to)
        runInAction(() => {
          this.fares = { ...this.fares, [source.key]: { ...this.faresOf(source.key), ...days } }
        })
      } catch {
        this.asked.delete(`fare:${source.key}:${month}`)
      }
    }
  }
}

const stores = new WeakMap<RootStore, CalendarStore>()

/** The calendar marks of the app (one per root store). */
export function calendarOf(root: RootStore): CalendarStore {
  let store = stores.get(root)
  if (!store) {
    store = new CalendarStore(root.request)
    stores.set(root, store)
  }
  return store
}
