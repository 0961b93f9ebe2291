import { defineDomain } from '../../lib/domain'
import { cashbackRoutes, pointsRoutes } from './routes'
import { seedPoints } from './seed'

/** Points (积分: balance, records, rules, gifts to colleagues) and cashback (返现) of a member (decisions 0280, 0281). */
export default defineDomain({
  name: 'points',
  after: ['platform'],
  demo: [{ name: 'points and cashback', run: seedPoints }],
  routes: [pointsRoutes, cashbackRoutes],
})
