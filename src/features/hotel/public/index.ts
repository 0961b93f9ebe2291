/** What other features may use from hotel (its rules shared with the server live in @domain/hotel). */
export { hotelRoute, ORDER_ROUTES } from '../domain/hotelRoutes'
export { hotelProduct } from './product'
