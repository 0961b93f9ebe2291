import { defineDomain } from '../../lib/domain'
import insuranceRoutes from './routes'
import { CLAIM_FILED, movePoliciesWithTickets, refundPoliciesOfLegs, refundPoliciesOfPassengers } from './service'
import { settleInsuranceRequests } from './requests'
import { createSimulatedInsurer, progressClaims, type ClaimInsurer } from './insurer'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    /** The insurer that reviews and pays claims (decision 0401). */
    claimInsurer: ClaimInsurer
  }
}

/** Travel insurance with flight and train orders: policies, 投保, refunds with the ticket, claims. */
export default defineDomain({
  name: 'insurance',
  after: ['platform', 'orders', 'payments', 'flight', 'train'],
  provide: (app) => {
    app.decorate('claimInsurer', createSimulatedInsurer())
    app.flightRefundListeners.push(async (db, orderId, seqs, passengerNames) => {
      // Some passengers' tickets refunded on their own (decision 0790): their policies only.
      if (passengerNames) await refundPoliciesOfPassengers(db, orderId, passengerNames)
      else await refundPoliciesOfLegs(db, orderId, seqs)
    })
    // Changed tickets take their policies to the new flight (decision 0810).
    app.flightChangeListeners.push(async (tx, move) => void (await movePoliciesWithTickets(tx, move)))
    app.trainRefundListeners.push(async (db, orderId, names) => {
      await refundPoliciesOfPassengers(db, orderId, names)
    })
  },
  routes: [insuranceRoutes],
  uniqueMessages: {
    insurance_policies_order_id_leg_seq_insured_name_product_co_key: '已购买该保险',
    insurance_claims_one_live_per_kind: CLAIM_FILED,
  },
  jobs: [
    { name: 'insurance with issued tickets', everySeconds: 15, run: async (app) => void (await settleInsuranceRequests(app.db)) },
    { name: 'insurance claims with the insurer', everySeconds: 30, run: async (app) => void (await progressClaims(app.db, app.claimInsurer)) },
  ],
})
