import { defineDomain } from '../../lib/domain'
import { billRoutes, costRoutes } from './routes'
import { seedExpenseWorld } from './seed'

/** Expense control: the account book of costs, reimbursement bills, their approval and payment by finance. */
export default defineDomain({
  name: 'expense',
  after: ['platform', 'approvals'],
  demo: [{ name: 'expense world', run: (db) => seedExpenseWorld(db) }],
  routes: [costRoutes, billRoutes],
})
