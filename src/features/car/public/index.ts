/** What other features may use from car. */
export { carProduct } from './product'
export { CAR_ROUTES } from '../domain/carRoutes'
