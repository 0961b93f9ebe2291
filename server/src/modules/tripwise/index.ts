import type { FastifyInstance } from 'fastify'
import feedbackRoutes from './feedback/routes'
import frequentlyUsedRoutes from './frequently-used/routes'
import memberRoutes from './member/routes'
import platformRoutes from './platform/routes'
import uploadRoutes from './upload/routes'

/** Module tripwise-m-api, mounted at /tripwise-m-api. */
export default async function tripwiseModule(app: FastifyInstance) {
  await app.register(platformRoutes)
  await app.register(frequentlyUsedRoutes, { prefix: '/frequently/used' })
  await app.register(memberRoutes, { prefix: '/member' })
  await app.register(feedbackRoutes, { prefix: '/dmm/feedback' })
  await app.register(uploadRoutes, { prefix: '/common' })
}
