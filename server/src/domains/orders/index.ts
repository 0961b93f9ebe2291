import { defineDomain } from '../../lib/domain'
import { provideOrderProducts } from './products'
import orderRoutes from './routes'
import { sweepOrders, SWEEP_SECONDS } from './sweep'

/** The order core: orders of every product (each registers a ProductExtension), status history, cancel, the order centre, jobs. */
export default defineDomain({
  name: 'orders',
  after: ['platform', 'payments'],
  provide: (app) => {
    provideOrderProducts(app)
  },
  routes: [orderRoutes],
  jobs: [{ name: 'order jobs', everySeconds: SWEEP_SECONDS, run: (app) => sweepOrders({ db: app.db, products: app.orderProducts, gateway: app.paymentGateway }) }],
})
