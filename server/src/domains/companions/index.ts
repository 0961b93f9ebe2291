import { defineDomain } from '../../lib/domain'
import companionRoutes from './routes'

/** 同行: colleagues travelling to the same city at the same time (decision 0286), read from the orders. */
export default defineDomain({ name: 'companions', after: ['platform', 'orders'], routes: [companionRoutes] })
