import type { HotelCityTier, SearchHotelListRequest } from '@api/hotel'
import { addDaysWire, diffDaysWire, isWireDate } from '@/core/format'
import { filtersToRequest, type HotelFilters } from './listFilters'

export const MAX_NIGHTS = 30
/** Used when settings.HotelAdvanceDay is 0 (not set): a year ahead, the supplier's horizon. */
export const DEFAULT_ADVANCE_DAYS = 365
export const LIST_PAGE_SIZE = 20

export type HotelSearchForm = {
  cityCode: string
  cityName: string
  cityTier: HotelCityTier | null
  arrivalDate: string
  departureDate: string
  keyword: string
  /** 因私 (private travel): no travel standard. */
  isPrivate: boolean
  /** A map point chosen on HotelPointScreen (sort by distance from it). */
  point: { lat: number; lon: number; name: string } | null
}

export function defaultSearchForm(today: string): HotelSearchForm {
  return {
    cityCode: '',
    cityName: '',
    cityTier: null,
    arrivalDate: today,
    departureDate: addDaysWire(today, 1),
    keyword: '',
    isPrivate: false,
    point: null,
  }
}

export function advanceDaysOf(hotelAdvanceDay: number): number {
  return hotelAdvanceDay > 0 ? hotelAdvanceDay : DEFAULT_ADVANCE_DAYS
}

/** The last arrival date allowed: today + HotelAdvanceDay. */
export function lastArrivalDate(today: string, hotelAdvanceDay: number): string {
  return addDaysWire(today, advanceDaysOf(hotelAdvanceDay))
}

/** The first problem with the dates, in Chinese; null when they are fine. */
export function datesError(arrivalDate: string, departureDate: string, today: string, hotelAdvanceDay: number): string | null {
  if (!isWireDate(arrivalDate)) return '请选择入住日期'
  if (!isWireDate(departureDate)) return '请选择离店日期'
  if (diffDaysWire(arrivalDate, today) < 0) return '入住日期不能早于今天'
  if (diffDaysWire(arrivalDate, lastArrivalDate(today, hotelAdvanceDay)) > 0) {
    return `仅支持预订${advanceDaysOf(hotelAdvanceDay)}天内入住的酒店`
  }
  const nights = diffDaysWire(departureDate, arrivalDate)
  if (nights <= 0) return '离店日期须晚于入住日期'
  if (nights > MAX_NIGHTS) return `最多可连续入住${MAX_NIGHTS}晚`
  return null
}

export function searchFormError(form: HotelSearchForm, today: string, hotelAdvanceDay: number): string | null {
  if (!form.cityCode) return '请选择目的地'
  return datesError(form.arrivalDate, form.departureDate, today, hotelAdvanceDay)
}

/**
 * A new arrival date keeps the stay length when it can (1 night at least) and caps it at 30 nights.
 */
export function withArrival(form: HotelSearchForm, arrivalDate: string): HotelSearchForm {
  const nights = Math.min(MAX_NIGHTS, Math.max(1, diffDaysWire(form.departureDate, form.arrivalDate)))
  return { ...form, arrivalDate, departureDate: addDaysWire(arrivalDate, nights) }
}

/** A stale saved form (arrival before today) moves to today, keeping the stay length. */
export function refreshedForm(form: HotelSearchForm, today: string): HotelSearchForm {
  if (isWireDate(form.arrivalDate) && diffDaysWire(form.arrivalDate, today) >= 0) return form
  return withArrival(form, today)
}

export function toSearchRequest(form: HotelSearchForm, filters: HotelFilters, pageIndex: number, pageSize = LIST_PAGE_SIZE): SearchHotelListRequest {
  const request: SearchHotelListRequest = {
    CityCode: form.cityCode,
    ArrivalDate: form.arrivalDate,
    DepartureDate: form.departureDate,
    ...filtersToRequest(filters),
    IsPrivate: form.isPrivate ? 1 : 0,
    PageIndex: pageIndex,
    PageSize: pageSize,
  }
  if (form.keyword.trim()) request.Keyword = form.keyword.trim()
  if (form.point) {
    request.Lat = form.point.lat
    request.Lon = form.point.lon
  }
  return request
}

/** Query of the list route for a form (decoded by the page wrapper on arrival). */
export function formToQuery(form: HotelSearchForm): Record<string, string> {
  const query: Record<string, string> = {
    cityCode: form.cityCode,
    cityName: form.cityName,
    arrivalDate: form.arrivalDate,
    departureDate: form.departureDate,
  }
  if (form.cityTier) query.cityTier = String(form.cityTier)
  if (form.keyword) query.keyword = form.keyword
  if (form.isPrivate) query.isPrivate = '1'
  return query
}

/** A form from a route query; missing dates fall back to today + 1 night. */
export function formFromQuery(query: Record<string, string | undefined>, today: string): HotelSearchForm {
  const form = defaultSearchForm(today)
  const tier = Number(query.cityTier)
  const arrival = query.arrivalDate && isWireDate(query.arrivalDate) ? query.arrivalDate : form.arrivalDate
  const departure =
    query.departureDate && isWireDate(query.departureDate) ? query.departureDate : addDaysWire(arrival, 1)
  return {
    ...form,
    cityCode: query.cityCode ?? '',
    cityName: query.cityName ?? '',
    cityTier: tier === 1 || tier === 2 || tier === 3 ? tier : null,
    arrivalDate: arrival,
    departureDate: departure,
    keyword: query.keyword ?? '',
    isPrivate: query.isPrivate === '1',
  }
}
