import { defineDomain } from '../../lib/domain'
import { bankRoutes, loanRoutes } from './routes'
import { seedBanks, seedLoanWorld } from './seed'

/** Loans (借款), repayments (还款), offsets (冲借款), collection and payment accounts, and finance-asset banks. */
export default defineDomain({
  name: 'loans',
  after: ['platform', 'approvals', 'expense'],
  reference: [{ name: 'banks', run: (db) => seedBanks(db) }],
  demo: [{ name: 'loan world', run: (db) => seedLoanWorld(db) }],
  routes: [loanRoutes, bankRoutes],
})
