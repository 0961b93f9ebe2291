import { defineDomain } from '../../lib/domain'
import orderRoutes from './routes'
import { sweepOrders, SWEEP_SECONDS } from './sweep'

/** The order core: orders of every product, their status history, cancellation and the order centre. */
export default defineDomain({
  name: 'orders',
  after: ['platform', 'payments'],
  routes: [orderRoutes],
  jobs: [{ name: 'order jobs', everySeconds: SWEEP_SECONDS, run: (app) => sweepOrders({ db: app.db, supplier: app.hotelSupplier, gateway: app.paymentGateway }) }],
})
