/** What other features may use from hotel. */
export { evaluateHotelRate, capOf, isBookable } from '../domain/travelPolicy'
export type { CityTier, StaffRole, OverAction, HotelStandard, RateCheck } from '../domain/travelPolicy'
export { maskCardNo, isLuhnValid, isExpiryValid } from '../domain/card'
export { hotelRoute, ORDER_ROUTES } from '../domain/hotelRoutes'
export { hotelProduct } from './product'
