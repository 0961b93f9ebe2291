import { defineDomain } from '../../lib/domain'
import { createTakeoutProduct } from './product'
import takeoutRoutes from './routes'

/** Takeout under the meal standard (module waimai), product type 8, on a simulated provider whose page this server serves. */
export default defineDomain({
  name: 'takeout',
  after: ['platform', 'orders', 'policy'],
  provide: (app) => {
    app.orderProducts.add(createTakeoutProduct())
  },
  routes: [takeoutRoutes],
})
