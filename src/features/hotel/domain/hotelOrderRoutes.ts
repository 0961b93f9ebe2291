import type { SpecRouteId } from '@/routes/types'
/** Variants of the hotel order pages: 'v1' /pages/order/hotelOrderDetail/*, 'v2' order2.0, 'v3' order3.0. */
export type HotelOrderVariant = 'v1' | 'v2' | 'v3'

export const VOUCHER_ROUTES: Record<HotelOrderVariant, readonly SpecRouteId[]> = {
  v1: ['order/hotelOrderDetail/hotelConfirmation', 'order2.0/hotel/checkInVoucher'],
  v2: ['order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation'],
  v3: ['order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation'],
}

/** Early departure: the hotel engineer's rebate application, else the order3.0 page. */
export const EARLY_DEPARTURE_ROUTES: readonly SpecRouteId[] = ['hotel/rebate', 'order3.0/hotel/earlyDeparture']

/** Hotel order detail pages, newest generation first. */
export const HOTEL_ORDER_DETAIL_ROUTES: readonly SpecRouteId[] = ['order3.0/hotel/detail', 'order2.0/hotel/detail', 'order/hotelOrderDetail']

/** Hotel approval detail pages. */
export const HOTEL_APPROVAL_DETAIL_ROUTES: readonly SpecRouteId[] = ['approve/hotelOrderDetail', 'order2.0/hotel/approval']

export function hotelOrderVariant(variant: string | undefined): HotelOrderVariant {
  return variant === 'v1' || variant === 'v2' ? variant : 'v3'
}

/** The voucher page of the variant's generation, else the other one; null when neither is live. */
export function voucherRoute(variant: HotelOrderVariant, isLive: (id: SpecRouteId) => boolean): SpecRouteId | null {
  return VOUCHER_ROUTES[variant].find(isLive) ?? null
}

export function earlyDepartureRoute(isLive: (id: SpecRouteId) => boolean): SpecRouteId | null {
  return EARLY_DEPARTURE_ROUTES.find(isLive) ?? null
}
