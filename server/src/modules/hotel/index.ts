import type { FastifyInstance } from 'fastify'
import infoRoutes from './info/routes'
import orderRoutes from './order/routes'

/** Module hotel, mounted at /hotel: api/hotel/info/* (search, detail, rooms) and api/hotel/order/* (booking). */
export default async function hotelModule(app: FastifyInstance) {
  await app.register(infoRoutes, { prefix: '/api/hotel/info' })
  await app.register(orderRoutes, { prefix: '/api/hotel/order' })
}
