import { defineDomain } from '../../lib/domain'
import policyRoutes from './routes'
import { seedPolicyWorld } from './seed'

/**
 * Travel policy: each enterprise's standards for every product (by grade and city tier) and its over-standard
 * reasons. Products ask `standardFor` and decide with domain/policy/<product>.ts.
 */
export default defineDomain({
  name: 'policy',
  after: ['platform'],
  demo: [{ name: 'travel standards and over-standard reasons', run: seedPolicyWorld }],
  routes: [policyRoutes],
})
