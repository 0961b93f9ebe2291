import type { FastifyInstance } from 'fastify'
import type { SmsGateway } from '../../suppliers/sms/index'
import commonRoutes from './common/routes'
import customerRoutes from './customer/routes'
import hotelRoutes from './hotel/routes'
import orderRoutes from './order/routes'
import payRoutes from './pay/routes'
import tmcRoutes from './tmc/routes'

/** Module b2b, mounted at /b2b. */
export default async function b2bModule(app: FastifyInstance, options: { sms: SmsGateway }) {
  await app.register(customerRoutes, { prefix: '/Customer' })
  await app.register(commonRoutes, { prefix: '/Common', sms: options.sms })
  await app.register(hotelRoutes, { prefix: '/Hotel' })
  await app.register(orderRoutes, { prefix: '/Order' })
  await app.register(tmcRoutes, { prefix: '/TMC' })
  await app.register(payRoutes, { prefix: '/Pay' })
}
