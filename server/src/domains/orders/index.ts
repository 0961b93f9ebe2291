import { defineDomain } from '../../lib/domain'
import { provideOrderProducts } from './products'
import approvalRoutes from './approvalRoutes'
import orderRoutes from './routes'
import { sweepOrders, SWEEP_SECONDS } from './sweep'

/** The order core: orders of every product (each registers a ProductExtension), status history, cancel, refunds, the order centre, their approvals (list, detail, approve, reject, revoke), jobs. */
export default defineDomain({
  name: 'orders',
  after: ['platform', 'approvals'],
  provide: (app) => {
    provideOrderProducts(app)
  },
  routes: [orderRoutes, approvalRoutes],
  jobs: [{ name: 'order jobs', everySeconds: SWEEP_SECONDS, run: (app) => sweepOrders({ db: app.db, products: app.orderProducts, gateway: app.paymentGateway }) }],
})
