import { defineDomain } from '../../lib/domain'
import { createSimulatedPaymentGateway, type PaymentGateway } from './gateway'
import payRoutes from './routes'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    paymentGateway: PaymentGateway
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated payment gateway. */
    paymentGateway: PaymentGateway
  }
}

/** Payments of any order: enterprise account, personal pay through the gateway, refunds to the source. */
export default defineDomain({
  name: 'payments',
  after: ['platform'],
  provide: (app, channels) => {
    app.decorate('paymentGateway', channels.paymentGateway ?? createSimulatedPaymentGateway())
  },
  routes: [payRoutes],
})
