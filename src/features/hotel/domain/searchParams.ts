import type { HotelCityTier, SearchHotelListRequest } from '@api/hotel'
import { addDaysWire, diffDaysWire, isWireDate } from '@/core/format'
import { MAX_NIGHTS, stayError } from '@domain/hotel/stay'
import { filtersToRequest, type HotelFilters } from './listFilters'

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

/** `firstArrival`: the first arrival date on sale (the previous date before 06:00, 凌晨入住, decision 0771). */
export function searchFormError(form: HotelSearchForm, today: string, hotelAdvanceDay: number, firstArrival: string = today): string | null {
  if (!form.cityCode) return '请选择目的地'
  return stayError(form.arrivalDate, form.departureDate, today, hotelAdvanceDay, firstArrival)
}

/**
 * A new arrival date keeps the stay length when it can (1 night at least) and caps it at 30 nights.
 */
export function withArrival(form: HotelSearchForm, arrivalDate: string): HotelSearchForm {
  const nights = Math.min(MAX_NIGHTS, Math.max(1, diffDaysWire(form.departureDate, form.arrivalDate)))
  return { ...form, arrivalDate, departureDate: addDaysWire(arrivalDate, nights) }
}

/**
 * A stale saved form (arrival before the first date on sale) moves to today, keeping the stay length; before 06:00
 * (凌晨入住) the previous date is still on sale and stays.
 */
export function refreshedForm(form: HotelSearchForm, today: string, firstArrival: string = today): HotelSearchForm {
  if (isWireDate(form.arrivalDate) && diffDaysWire(form.arrivalDate, firstArrival) >= 0) return form
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
