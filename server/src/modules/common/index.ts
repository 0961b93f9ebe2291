import type { FastifyInstance } from 'fastify'
import budgetRoutes from './budget/routes'
import customerRoutes from './customer/routes'
import { approvalRoutes, bonusPointsRoutes, travelBusinessOrderRoutes } from './misc/routes'
import orderRoutes from './order/routes'

/** Module common, mounted at /common. */
export default async function commonModule(app: FastifyInstance) {
  await app.register(customerRoutes, { prefix: '/api/Customer' })
  await app.register(budgetRoutes, { prefix: '/api/Budget' })
  await app.register(orderRoutes, { prefix: '/api/order' })
  await app.register(travelBusinessOrderRoutes, { prefix: '/api/travelBusinessOrder' })
  await app.register(approvalRoutes, { prefix: '/api/approval' })
  await app.register(bonusPointsRoutes, { prefix: '/api/bonusPoints' })
}
