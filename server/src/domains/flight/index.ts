import { defineDomain } from '../../lib/domain'
import type { TicketRefundListener } from './afterSale'
import type { TicketChangeListener } from './rebookWrite'
import { createFlightProduct } from './product'
import flightRoutes from './routes'
import { linkSeededTripFlight } from './demoTrip'
import { seedFlightWorld } from './seed'
import type { FlightSupplier } from './supplier/index'
import { createSimulatedFlightSupplier } from './supplier/simulated'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    flightSupplier: FlightSupplier
    /** Told when tickets are refunded (the insurance domain refunds the policies bought with them). */
    flightRefundListeners: TicketRefundListener[]
    /** Told inside a change's transaction when tickets move to another flight or a change order (the insurance domain moves their policies, decision 0810). */
    flightChangeListeners: TicketChangeListener[]
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated flight channel over the app's database. */
    flightSupplier: FlightSupplier
  }
}

/** Flights: cities, search, cabins and fares, booking, ticketing, cancel and refund; product type 5. */
export default defineDomain({
  name: 'flight',
  after: ['platform', 'orders', 'payments'],
  provide: (app, channels) => {
    app.decorate('flightSupplier', channels.flightSupplier ?? createSimulatedFlightSupplier(app.db))
    app.decorate('flightRefundListeners', [])
    app.decorate('flightChangeListeners', [])
    app.orderProducts.add(createFlightProduct(app))
  },
  demo: [
    { name: 'flight approval flow', run: (db) => seedFlightWorld(db) },
    // The demo is the simulated channel's world; a real channel's app keeps whatever its own data is.
    { name: 'flight order of the demo trip', run: (db) => linkSeededTripFlight(db, createSimulatedFlightSupplier(db)) },
  ],
  routes: [flightRoutes],
})
