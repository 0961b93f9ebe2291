import type { SpecRouteId } from '@/routes/types'

/** The flight pages exist in /pages/flight (v1), product2.0 (v2), product3.0 (v3) and the international line of product2.0 (intl). */
export type FlightLine = 'v1' | 'v2' | 'v3' | 'intl'

export type FlightPage = 'index' | 'city' | 'list' | 'listBack' | 'detail' | 'writeOneWay' | 'writeRoundTrip' | 'writeInternational' | 'orderDetail' | 'refund' | 'pay'
  | 'rebook' | 'rebookDate' | 'rebookReason' | 'rebookList' | 'rebookApply' | 'modifyName' | 'changeInform' | 'tip' | 'rules'

const BY_LINE: Partial<Record<FlightPage, Partial<Record<FlightLine, SpecRouteId>>>> = {
  index: { v2: 'product2.0/flight/index', v3: 'product3.0/flight/index' },
  city: { v2: 'product2.0/flight/cityAirport', v3: 'product3.0/flight/cityAirport' },
  list: { v2: 'product2.0/flight/list', v3: 'product3.0/flight/list', intl: 'product2.0/national_flight/list' },
  listBack: { intl: 'product2.0/national_flight/list_go_back' },
  detail: { v2: 'product2.0/flight/detail', v3: 'product3.0/flight/detail', intl: 'product2.0/national_flight/detail' },
  writeOneWay: { v2: 'product2.0/flight/writeOrder', v3: 'product3.0/flight/writeOrder' },
  writeRoundTrip: { v2: 'product2.0/flight/writeOrder', v3: 'product3.0/flight/writeOrder' },
}

const DEFAULT: Record<FlightPage, SpecRouteId> = {
  index: 'flight/index',
  city: 'flight/destination',
  list: 'flight/list',
  listBack: 'flight/list',
  detail: 'flight/detail',
  writeOneWay: 'flight/writeOrderDc',
  writeRoundTrip: 'flight/writeOrderWf',
  writeInternational: 'flight/writeOrderInternational',
  orderDetail: 'order3.0/flight/detail',
  refund: 'order3.0/flight/refund/index',
  pay: 'payment/pay',
  rebook: 'order3.0/flight/rebook/index',
  rebookDate: 'order3.0/flight/rebook/modifyDate',
  rebookReason: 'order3.0/flight/rebook/selectReason',
  rebookList: 'order3.0/flight/rebook/modifyList',
  rebookApply: 'order3.0/flight/rebook/modifyApply',
  modifyName: 'order3.0/flight/rebook/modifyName',
  changeInform: 'order2.0/flight/flightChangeInform',
  tip: 'order/flightOrderDetail/flightTipDetail',
  rules: 'components/backChangeRule',
}

export function lineOf(variant: string | undefined): FlightLine {
  return variant === 'v2' || variant === 'v3' || variant === 'intl' ? variant : 'v1'
}

export function flightRoute(page: FlightPage, line: FlightLine = 'v1'): SpecRouteId {
  return BY_LINE[page]?.[line] ?? DEFAULT[page]
}

/** Order detail pages, newest generation first. */
export const FLIGHT_ORDER_DETAIL_ROUTES: readonly SpecRouteId[] = ['order3.0/flight/detail', 'order2.0/flight/detail', 'order/flightOrderDetail']
export const FLIGHT_APPROVAL_DETAIL_ROUTES: readonly SpecRouteId[] = ['order2.0/flight/approval']
export const FLIGHT_REFUND_ROUTES: readonly SpecRouteId[] = ['order3.0/flight/refund/index']
export const FLIGHT_REBOOK_ROUTES: readonly SpecRouteId[] = ['order3.0/flight/rebook/index']
export const FLIGHT_CHANGE_INFORM_ROUTES: readonly SpecRouteId[] = ['order2.0/flight/flightChangeInform']
