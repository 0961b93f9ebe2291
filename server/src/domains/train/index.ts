import { defineDomain } from '../../lib/domain'
import { runGrabTasks } from './grab'
import { createTrainProduct, TRAIN_PRODUCT_TYPE } from './product'
import trainRoutes from './routes'
import type { TrainSupplier } from './supplier/index'
import { createSimulatedTrainSupplier } from './supplier/simulated'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    trainSupplier: TrainSupplier
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated rail channel over the app's database. */
    trainSupplier: TrainSupplier
  }
}

/** Train tickets: stations, trains, stops, booking, ticketing, cancel and refund, ticket grabbing (its job); product type 6. */
export default defineDomain({
  name: 'train',
  after: ['platform', 'orders', 'payments'],
  provide: (app, channels) => {
    app.decorate('trainSupplier', channels.trainSupplier ?? createSimulatedTrainSupplier(app.db))
    app.orderProducts.add(createTrainProduct(app))
  },
  routes: [trainRoutes],
  jobs: [{ name: 'train grab', everySeconds: 15, run: async (app) => void (await runGrabTasks(app.db, app.trainSupplier, app.orderProducts.of(TRAIN_PRODUCT_TYPE))) }],
})
