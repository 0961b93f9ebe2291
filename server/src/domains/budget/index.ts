import { defineDomain } from '../../lib/domain'
import budgetRoutes from './routes'

/** Budgets: checking a booking against the department budget. */
export default defineDomain({ name: 'budget', after: ['platform'], routes: [budgetRoutes] })
