import { defineDomain } from '../../lib/domain'
import couponRoutes from './routes'
import { seedCoupons } from './seed'

/**
 * The member's coupons across products (decision 0271): current, history and detail over the coupons the
 * products issue (today the hotel's `hotel_coupons`, which the hotel order takes and gives back).
 */
export default defineDomain({
  name: 'coupons',
  after: ['platform', 'hotel'],
  demo: [{ name: 'demo coupons', run: (db) => seedCoupons(db) }],
  routes: [couponRoutes],
})
