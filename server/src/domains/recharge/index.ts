import { defineDomain } from '../../lib/domain'
import rechargeRoutes from './routes'
import { seedRechargeAccounts, seedRechargeRecords } from './seed'

/** Offline recharge of the enterprise account (decision 0284). */
export default defineDomain({
  name: 'recharge',
  after: ['platform'],
  reference: [{ name: 'recharge receiving accounts', run: seedRechargeAccounts }],
  demo: [{ name: 'recharge records', run: seedRechargeRecords }],
  routes: [rechargeRoutes],
})
