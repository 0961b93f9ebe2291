import { defineDomain } from '../../lib/domain'
import enterpriseConfigRoutes from './routes'
import { seedAppConfig } from './seed'

/** The enterprise's app configuration flags (catalogue section 3). */
export default defineDomain({
  name: 'enterprise-config',
  after: ['platform'],
  demo: [{ name: 'app configuration flags', run: seedAppConfig }],
  routes: [enterpriseConfigRoutes],
})
