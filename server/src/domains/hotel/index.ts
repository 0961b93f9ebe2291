import { defineDomain } from '../../lib/domain'
import cityRoutes from './cities/routes'
import infoRoutes from './info/routes'
import orderCentreRoutes from './order/orderCentreRoutes'
import orderRoutes from './order/routes'
import { createHotelProduct } from './product'
import { seedHotelCatalogue, seedHotelWorld } from './seed'
import standardRoutes from './standard/routes'
import type { HotelSupplier } from './supplier/index'
import { createSimulatedHotelSupplier } from './supplier/simulated'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    hotelSupplier: HotelSupplier
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated hotel channel over the app's database. */
    hotelSupplier: HotelSupplier
  }
}

/** Hotels: cities, search, detail and rooms, the travel standard, booking and after-sale; product type 1. */
export default defineDomain({
  name: 'hotel',
  after: ['platform', 'policy', 'orders', 'payments'],
  provide: (app, channels) => {
    app.decorate('hotelSupplier', channels.hotelSupplier ?? createSimulatedHotelSupplier(app.db))
    app.orderProducts.add(createHotelProduct(app))
  },
  reference: [{ name: 'hotel catalogue', run: (db) => seedHotelCatalogue(db) }],
  demo: [{ name: 'hotel policy', run: (db) => seedHotelWorld(db) }],
  routes: [cityRoutes, infoRoutes, orderRoutes, orderCentreRoutes, standardRoutes],
})
