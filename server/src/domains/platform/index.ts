import { defineDomain } from '../../lib/domain'
import commonRoutes from './common/routes'
import customerRoutes from './customer/routes'
import { approvalRoutes, bonusPointsRoutes, travelBusinessOrderRoutes } from './misc/routes'
import { seedDemoWorld } from './seed'
import tripwiseRoutes from './tripwise/routes'

/** Platforms and enterprises: configuration, banners, regions, the organisation, settings; the demo world. */
export default defineDomain({
  name: 'platform',
  after: ['identity'],
  demo: [{ name: 'demo world', run: (db) => seedDemoWorld(db) }],
  routes: [commonRoutes, customerRoutes, approvalRoutes, bonusPointsRoutes, travelBusinessOrderRoutes, tripwiseRoutes],
})
