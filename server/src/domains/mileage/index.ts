import { defineDomain } from '../../lib/domain'
import mileageRoutes from './routes'
import { seedMileageWorld } from './seed'

/** Private-car mileage (私车公用, module scgy): trips from sampled positions, the enterprise's allowance, a finished trip as an expense cost. */
export default defineDomain({
  name: 'mileage',
  after: ['platform', 'expense'],
  demo: [{ name: 'mileage allowances', run: seedMileageWorld }],
  routes: [mileageRoutes],
  uniqueMessages: {
    mileage_records_recording: '已有进行中的行程，请先结束',
  },
})
