import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { sweepOrders, SWEEP_SECONDS } from '../modules/orders/sweep'

/**
 * Runs the order jobs (unpaid past the deadline, check-in and completion, early departures, retries)
 * every SWEEP_SECONDS while the server runs; one run at a time.
 */
async function orderJobsPlugin(app: FastifyInstance, options: { enabled?: boolean }) {
  if (options.enabled === false) return
  let running: Promise<void> | null = null
  const run = () => {
    if (running) return
    running = sweepOrders({ db: app.db, supplier: app.hotelSupplier, gateway: app.paymentGateway })
      .catch((error: unknown) => app.log.error({ err: error }, 'order jobs failed'))
      .finally(() => {
        running = null
      })
  }
  let timer: NodeJS.Timeout | null = null
  app.addHook('onReady', async () => {
    timer = setInterval(run, SWEEP_SECONDS * 1000)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
}

export default fp(orderJobsPlugin, { name: 'order-jobs', dependencies: ['db', 'suppliers'] })
