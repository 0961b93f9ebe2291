import { defineDomain } from '../../lib/domain'
import frequentlyUsedRoutes from './routes'

/** Frequently used travellers, businesses and cities. */
export default defineDomain({ name: 'frequently-used', after: ['platform'], routes: [frequentlyUsedRoutes] })
