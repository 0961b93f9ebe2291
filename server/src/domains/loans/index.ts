import { defineDomain } from '../../lib/domain'
import { countPendingLoans } from './loans'
import { countRepaymentsToConfirm } from './repayments'
import { bankRoutes, loanRoutes } from './routes'
import { seedBanks, seedLoanWorld } from './seed'

/** Loans (借款), repayments (还款), offsets (冲借款), collection and payment accounts, and finance-asset banks. */
export default defineDomain({
  name: 'loans',
  after: ['platform', 'approvals', 'expense'],
  provide: (app) => {
    app.approvalToDos.add(['Loans', 'Repayments'], async (db, member) => {
      const [loans, repayments] = await Promise.all([countPendingLoans(db, member), countRepaymentsToConfirm(db, member)])
      return { Loans: loans, Repayments: repayments }
    })
  },
  reference: [{ name: 'banks', run: (db) => seedBanks(db) }],
  demo: [{ name: 'loan world', run: (db) => seedLoanWorld(db) }],
  routes: [loanRoutes, bankRoutes],
})
