import { defineDomain } from '../../lib/domain'
import tripRoutes from './routes'

/** Trips: the journeys of the trips tab (orders of every product) and their read flags. */
export default defineDomain({ name: 'trips', after: ['orders'], routes: [tripRoutes] })
