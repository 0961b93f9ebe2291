import { useState } from 'react'
import { useStores } from '@/stores/context'
import { initialMonth, monthRange, shiftMonth } from '@/ui/domain/calendar'
import { calendarOf, type FareSource } from './CalendarStore'

/**
 * The month a calendar sheet shows and the marks it asks for (holidays of that month and the next, the route's fares
 * of that month): shared by the one-day and the range pickers.
 */
export function useCalendarMonth(bounds: { start: string; end: string }, value: string | undefined, fares?: FareSource) {
  const calendar = calendarOf(useStores())
  const [month, setMonth] = useState(() => initialMonth(value, bounds.start, bounds.end))
  const show = (m: string) => {
    setMonth(m)
    void calendar.loadHolidays(`${m}-01`, monthRange(shiftMonth(m, 1)).last)
    if (fares) void calendar.loadFares(fares, `${m}-01`, monthRange(m).last, bounds)
  }
  /** Shows the month of `value` (else of the first selectable day). */
  const showDay = (value: string | undefined) => show(initialMonth(value, bounds.start, bounds.end))
  return { calendar, month, show, showDay }
}
