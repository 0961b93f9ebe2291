import { defineDomain } from '../../lib/domain'
import { runGrabTasks } from './grab'
import { createTrainProduct, TRAIN_PRODUCT_TYPE } from './product'
import trainRoutes from './routes'
import { createSimulatedRailAccounts, type RailAccountProvider } from './railAccount/provider'
import railAccountRoutes from './railAccount/routes'
import type { TrainSupplier } from './supplier/index'
import type { TrainRefundListener } from './refund'
import { createSimulatedTrainSupplier } from './supplier/simulated'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    trainSupplier: TrainSupplier
    railAccounts: RailAccountProvider
    /** Told when tickets are refunded (the insurance domain refunds the passengers' policies). */
    trainRefundListeners: TrainRefundListener[]
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated rail channel over the app's database. */
    trainSupplier: TrainSupplier
    /** Default: the simulated 12306 account channel over the app's database. */
    railAccounts: RailAccountProvider
  }
}

/** Train tickets: stations, trains, stops, booking, ticketing, cancel and refund, ticket grabbing (its job); product type 6. */
export default defineDomain({
  name: 'train',
  after: ['platform', 'orders', 'payments'],
  provide: (app, channels) => {
    app.decorate('trainSupplier', channels.trainSupplier ?? createSimulatedTrainSupplier(app.db))
    app.decorate('railAccounts', channels.railAccounts ?? createSimulatedRailAccounts(app.db, app.log))
    app.decorate('trainRefundListeners', [])
    app.orderProducts.add(createTrainProduct(app))
  },
  routes: [trainRoutes, railAccountRoutes],
  jobs: [{ name: 'train grab', everySeconds: 15, run: async (app) => void (await runGrabTasks(app.db, app.trainSupplier, app.orderProducts.of(TRAIN_PRODUCT_TYPE))) }],
})
