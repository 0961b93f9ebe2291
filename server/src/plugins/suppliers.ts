import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createSimulatedHotelSupplier, type HotelSupplier } from '../suppliers/hotel/index'
import { createSimulatedPaymentGateway, type PaymentGateway } from '../suppliers/payment/index'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    hotelSupplier: HotelSupplier
    paymentGateway: PaymentGateway
  }
}

export type SuppliersOptions = { hotelSupplier?: HotelSupplier; paymentGateway?: PaymentGateway }

/** The channels behind the booking modules: the simulated ones unless the caller passes real ones. */
async function suppliersPlugin(app: FastifyInstance, options: SuppliersOptions) {
  app.decorate('hotelSupplier', options.hotelSupplier ?? createSimulatedHotelSupplier(app.db))
  app.decorate('paymentGateway', options.paymentGateway ?? createSimulatedPaymentGateway())
}

export default fp(suppliersPlugin, { name: 'suppliers', dependencies: ['db'] })
