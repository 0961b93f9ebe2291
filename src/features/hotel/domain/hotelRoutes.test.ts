import { routeById } from '@/routes/registry'
import { hotelRoute, lineOf, ORDER_ROUTES, type HotelPage } from './hotelRoutes'

const PAGES: HotelPage[] = [
  'index', 'city', 'list', 'detail', 'writeOrder', 'financeWriteOrder', 'brand', 'business', 'point', 'reviews', 'address', 'photos',
  'personCount', 'creditCard', 'allBank', 'cardReplace', 'cardExplain', 'overReason', 'coupon', 'orderCancel', 'rebate', 'invoice',
]

describe('hotel routes', () => {
  it('every page of every line is a registry route', () => {
    for (const line of ['v1', 'v2', 'v3'] as const) for (const page of PAGES) expect(() => routeById(hotelRoute(page, line))).not.toThrow()
    expect(() => routeById(ORDER_ROUTES.pay)).not.toThrow()
    expect(() => routeById(ORDER_ROUTES.orderDetail)).not.toThrow()
  })
  it('links stay in their product line, falling back to /pages/hotel', () => {
    expect(hotelRoute('list', 'v3')).toBe('product3.0/hotel/list')
    expect(hotelRoute('list', 'v2')).toBe('product2.0/hotel/list')
    expect(hotelRoute('brand', 'v2')).toBe('hotel/brand')
    expect(lineOf('finance')).toBe('v1')
    expect(lineOf('v3')).toBe('v3')
  })
})
