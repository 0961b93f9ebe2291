import { shanghaiWireDate } from '../dates/wireDate'
import { lastPresaleDate } from './presale'

/**
 * 12306's 改签 window (decision 0600): 48 hours or more before the ticket's train leaves, the ticket may move to any
 * train on sale (the presale window); less than 48 hours before, only to a train leaving before 24:00 (Asia/Shanghai)
 * of the ticket's own date (票面日期当日24:00), never to the next day or later.
 */
export const CHANGE_ANY_DATE_HOURS = 48

const HOUR_MS = 3_600_000

export type ChangeWindow = {
  /** The first and last travel dates a change may move to. */
  firstDate: string
  lastDate: string
  /** Less than 48 hours before departure: only trains of the ticket's date (and earlier). */
  isTicketDateOnly: boolean
}

/** The dates a ticket leaving at `departAt` may change to at `now`. */
export function changeWindow(departAt: Date, now: Date): ChangeWindow {
  const today = shanghaiWireDate(now)
  const presaleLast = lastPresaleDate(today)
  if (departAt.getTime() - now.getTime() >= CHANGE_ANY_DATE_HOURS * HOUR_MS) return { firstDate: today, lastDate: presaleLast, isTicketDateOnly: false }
  const ticketDate = shanghaiWireDate(departAt)
  return { firstDate: today, lastDate: ticketDate < presaleLast ? ticketDate : presaleLast, isTicketDateOnly: true }
}

/** The notice of the change screen: why only some dates are offered ('' when the whole presale window is). */
export function changeWindowNotice(window: ChangeWindow): string {
  return window.isTicketDateOnly ? `距开车不足${CHANGE_ANY_DATE_HOURS}小时，只能改签至票面日期（${window.lastDate}）24:00前开车的车次。` : ''
}

/** Why a ticket leaving at `oldDepartAt` cannot change to a train leaving at `newDepartAt`, in Chinese; '' when it can. */
export function changeDepartureError(oldDepartAt: Date, newDepartAt: Date, now: Date): string {
  const window = changeWindow(oldDepartAt, now)
  const newDate = shanghaiWireDate(newDepartAt)
  if (newDate > window.lastDate) {
    return window.isTicketDateOnly
      ? `距开车不足${CHANGE_ANY_DATE_HOURS}小时，只能改签至票面日期${window.lastDate} 24:00前开车的车次`
      : `仅可改签至预售期内（${window.lastDate}前）的车次`
  }
  return ''
}
