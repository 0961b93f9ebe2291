import { defineDomain } from '../../lib/domain'
import costsRoutes from './routes'
import { seedCosts } from './seed'

/** Cost attribution: cost centres, projects, trip reasons and the cost modules of each booking form. */
export default defineDomain({
  name: 'costs',
  after: ['platform'],
  demo: [{ name: 'cost centres, projects, reasons and cost modules', run: seedCosts }],
  routes: [costsRoutes],
})
