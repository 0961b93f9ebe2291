import type { SpecRouteId } from '@/routes/types'
/** Variants of the hotel order pages: 'v1' /pages/order/hotelOrderDetail/*, 'v2' order2.0, 'v3' order3.0. */
export type HotelOrderVariant = 'v1' | 'v2' | 'v3'

const VOUCHER_ROUTES: Record<HotelOrderVariant, readonly SpecRouteId[]> = {
  v1: ['order/hotelOrderDetail/hotelConfirmation', 'order2.0/hotel/checkInVoucher'],
  v2: ['order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation'],
  v3: ['order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation'],
}

export function hotelOrderVariant(variant: string | undefined): HotelOrderVariant {
  return variant === 'v1' || variant === 'v2' ? variant : 'v3'
}

/** The voucher page of the variant's generation, else the other one; null when neither is live. */
export function voucherRoute(variant: HotelOrderVariant, isLive: (id: SpecRouteId) => boolean): SpecRouteId | null {
  return VOUCHER_ROUTES[variant].find(isLive) ?? null
}

/** Early departure: the hotel engineer's rebate application, else the order3.0 page. */
export function earlyDepartureRoute(isLive: (id: SpecRouteId) => boolean): SpecRouteId | null {
  return (['hotel/rebate', 'order3.0/hotel/earlyDeparture'] as const).find(isLive) ?? null
}
