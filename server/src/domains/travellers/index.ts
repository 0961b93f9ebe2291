import { defineDomain } from '../../lib/domain'
import travellersRoutes from './routes'
import { seedPassengers } from './seed'

/** Frequent passengers, colleagues and the department tree (the travellers picker). */
export default defineDomain({
  name: 'travellers',
  after: ['platform'],
  demo: [{ name: 'frequent passengers and colleagues', run: seedPassengers }],
  routes: [travellersRoutes],
})
