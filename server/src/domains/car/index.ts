import { defineDomain } from '../../lib/domain'
import { createCarProduct } from './product'
import carProviderPages from './providerPages'
import carRoutes from './routes'
import { seedCarApprovalFlow, seedCarWorld } from './seed'
import { createSimulatedRideSupplier, type RideSupplier } from './supplier/index'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    rideSupplier: RideSupplier
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated ride provider on its default timeline. */
    rideSupplier: RideSupplier
  }
}

/** Car hire: places on the map, price, calling a car, the trip and cancel; product type 7. */
export default defineDomain({
  name: 'car',
  after: ['platform', 'orders', 'payments', 'enterprise-config'],
  provide: (app, channels) => {
    app.decorate('rideSupplier', channels.rideSupplier ?? createSimulatedRideSupplier())
    app.orderProducts.add(createCarProduct(app))
  },
  demo: [{ name: 'car reason rules', run: seedCarWorld }, { name: 'car approval flow', run: seedCarApprovalFlow }],
  routes: [carRoutes, carProviderPages],
})
