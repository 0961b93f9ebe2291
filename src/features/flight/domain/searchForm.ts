import type { CabinClass } from '@api/flight'
import { addWireDays } from '@domain/dates/wireDate'

export type CityChoice = { code: string; name: string }

export type FlightSearchForm = {
  from: CityChoice
  to: CityChoice
  departDate: string
  returnDate: string
  isRoundTrip: boolean
  isInternational: boolean
  cabin: CabinClass | ''
}

export const CABIN_CHOICES: readonly { key: CabinClass | ''; text: string }[] = [
  { key: '', text: '不限舱位' },
  { key: 'Y', text: '经济舱' },
  { key: 'W', text: '超级经济舱' },
  { key: 'C', text: '公务舱' },
  { key: 'F', text: '头等舱' },
]


/** A flight search kept in the member's history (type 'flight', decision 0722). */
export type FlightHistoryEntry = { from: CityChoice; to: CityChoice; isInternational?: boolean }

const isPlace = (c: unknown): c is CityChoice => typeof c === 'object' && c !== null && typeof (c as CityChoice).code === 'string' && typeof (c as CityChoice).name === 'string' && (c as CityChoice).code !== ''

/** The member's flight routes, newest first, of one tab (国内 or 国际/港澳台); entries not of this shape are skipped. */
export function flightRoutesOf(history: readonly unknown[], isInternational: boolean): FlightHistoryEntry[] {
  return history.filter((h): h is FlightHistoryEntry => {
    const e = h as FlightHistoryEntry
    return isPlace(e?.from) && isPlace(e?.to) && Boolean(e.isInternational) === isInternational
  })
}

export const historyEntryOf = (form: FlightSearchForm): FlightHistoryEntry => ({ from: form.from, to: form.to, isInternational: form.isInternational })

/** The form a home opens with: the member's last route of the tab (decision 0722), else 北京→上海 (上海→新加坡 abroad). */
export function defaultForm(today: string, isInternational = false, history: readonly unknown[] = []): FlightSearchForm {
  const last = flightRoutesOf(history, isInternational)[0]
  return {
    from: last?.from ?? (isInternational ? { code: 'SHA', name: '上海' } : { code: 'BJS', name: '北京' }),
    to: last?.to ?? (isInternational ? { code: 'SIN', name: '新加坡' } : { code: 'SHA', name: '上海' }),
    departDate: addWireDays(today, 1),
    returnDate: addWireDays(today, 3),
    isRoundTrip: false,
    isInternational,
    cabin: '',
  }
}

/** Why the search cannot start, in Chinese; '' when it can. */
export function formError(form: FlightSearchForm, today: string): string {
  if (form.from.code === form.to.code) return '出发城市和到达城市不能相同'
  if (form.departDate < today) return '出发日期不能早于今天'
  if (form.isRoundTrip && form.returnDate < form.departDate) return '返程日期不能早于去程日期'
  return ''
}

/** Said at the entry when the member may not book international flights (the server refuses the order with the same words). */
export const NO_INTERNATIONAL_RIGHT = '您没有预订国际机票的权限，请联系企业管理员'

/** The 国际/港澳台 search of a member without the right: refused before any form is filled (issue 34). */
export function internationalRightError(isInternational: boolean, isPermitted: boolean): string {
  return isInternational && !isPermitted ? NO_INTERNATIONAL_RIGHT : ''
}

/** The list's query: what a shared link or a reload needs to search again. */
export function formToQuery(form: FlightSearchForm): Record<string, string> {
  return {
    from: form.from.code, fromName: form.from.name, to: form.to.code, toName: form.to.name, date: form.departDate,
    ...(form.isRoundTrip ? { returnDate: form.returnDate } : {}),
    ...(form.isInternational ? { intl: '1' } : {}),
    ...(form.cabin ? { cabin: form.cabin } : {}),
  }
}

const CABINS = ['Y', 'W', 'C', 'F'] as const

export function formFromQuery(query: Record<string, string | undefined>, fallback: FlightSearchForm): FlightSearchForm {
  if (!query.from || !query.to || !query.date) return fallback
  const cabin = CABINS.find((c) => c === query.cabin) ?? ''
  return {
    from: { code: query.from, name: query.fromName ?? query.from },
    to: { code: query.to, name: query.toName ?? query.to },
    departDate: query.date,
    returnDate: query.returnDate ?? query.date,
    isRoundTrip: Boolean(query.returnDate),
    isInternational: query.intl === '1',
    cabin,
  }
}
