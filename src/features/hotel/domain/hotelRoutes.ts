import type { SpecRouteId } from '@/routes/types'
/**
 * The hotel pages exist in three product lines (/pages/hotel, product2.0, product3.0). A screen gets its
 * line as its variant and links within it; pages a line lacks fall back to /pages/hotel.
 */
export type HotelLine = 'v1' | 'v2' | 'v3'

export type HotelPage =
  | 'index' | 'city' | 'list' | 'detail' | 'writeOrder' | 'financeWriteOrder' | 'brand' | 'business' | 'point' | 'reviews'
  | 'address' | 'photos' | 'personCount' | 'creditCard' | 'allBank' | 'cardReplace' | 'cardExplain' | 'overReason' | 'coupon'
  | 'orderCancel' | 'rebate' | 'invoice'

const BY_LINE: Partial<Record<HotelPage, Partial<Record<HotelLine, SpecRouteId>>>> = {
  index: { v3: 'product3.0/hotel/index' },
  city: { v1: 'hotel/destination', v2: 'product2.0/hotel/destination/city', v3: 'product3.0/hotel/destination/city' },
  list: { v2: 'product2.0/hotel/list', v3: 'product3.0/hotel/list' },
  detail: { v2: 'product2.0/hotel/detail', v3: 'product3.0/hotel/detail' },
  writeOrder: { v2: 'product2.0/hotel/writeOrder', v3: 'product3.0/hotel/writeOrder' },
  brand: { v3: 'product3.0/hotel/brand' },
  business: { v3: 'product3.0/hotel/business' },
  point: { v3: 'product3.0/hotel/point' },
}

const DEFAULT: Record<HotelPage, SpecRouteId> = {
  index: 'hotel/index',
  city: 'hotel/destination',
  list: 'hotel/list',
  detail: 'hotel/detail',
  writeOrder: 'hotel/writeOrder',
  financeWriteOrder: 'hotel/writeOrder/financeOrderWrite',
  brand: 'hotel/brand',
  business: 'hotel/business',
  point: 'hotel/point',
  reviews: 'product2.0/hotel/remark/index',
  address: 'hotel/detail/addressDetail',
  photos: 'hotel/checkPhoto',
  personCount: 'hotel/detail/checkPersonCount',
  creditCard: 'hotel/creditCard',
  allBank: 'hotel/allBank',
  cardReplace: 'hotel/hotelReplace',
  cardExplain: 'hotel/cardExplain',
  overReason: 'product3.0/overReason',
  coupon: 'coupon/hotelCoupon',
  orderCancel: 'hotel/orderCancel',
  rebate: 'hotel/rebate',
  invoice: 'hotel/invoice/index',
}

export function lineOf(variant: string | undefined): HotelLine {
  return variant === 'v2' || variant === 'v3' ? variant : 'v1'
}

export function hotelRoute(page: HotelPage, line: HotelLine = 'v1'): SpecRouteId {
  return BY_LINE[page]?.[line] ?? DEFAULT[page]
}

/** Order-side routes the hotel screens hand over to. */
export const ORDER_ROUTES = { pay: 'payment/pay', orderDetail: 'order3.0/hotel/detail' } as const
