import { defineDomain } from '../../lib/domain'
import { createSimulatedPaymentGateway, type PaymentGateway } from './gateway'
import payRoutes from './routes'
import { createSimulatedWechatPay, type WechatPayProvider } from './wechatPay'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    paymentGateway: PaymentGateway
    wechatPay: WechatPayProvider
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated payment gateway. */
    paymentGateway: PaymentGateway
    /** Default: the simulated WeChat Pay provider. */
    wechatPay: WechatPayProvider
  }
}

/** Payments of any order: enterprise account, personal pay through the gateway, refunds to the source. */
export default defineDomain({
  name: 'payments',
  after: ['platform', 'orders'],
  provide: (app, channels) => {
    app.decorate('paymentGateway', channels.paymentGateway ?? createSimulatedPaymentGateway())
    app.decorate('wechatPay', channels.wechatPay ?? createSimulatedWechatPay())
  },
  routes: [payRoutes],
})
