import { defineDomain } from '../../lib/domain'
import insuranceRoutes from './routes'
import { refundPoliciesOfLegs, refundPoliciesOfPassengers } from './service'
import { settleInsuranceRequests } from './requests'

/** Travel insurance with flight and train orders: policies, 投保, refunds with the ticket, claims. */
export default defineDomain({
  name: 'insurance',
  after: ['platform', 'orders', 'payments', 'flight', 'train'],
  provide: (app) => {
    app.flightRefundListeners.push(async (db, orderId, seqs) => {
      await refundPoliciesOfLegs(db, orderId, seqs)
    })
    app.trainRefundListeners.push(async (db, orderId, names) => {
      await refundPoliciesOfPassengers(db, orderId, names)
    })
  },
  routes: [insuranceRoutes],
  jobs: [{ name: 'insurance with issued tickets', everySeconds: 15, run: async (app) => void (await settleInsuranceRequests(app.db)) }],
})
