import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

/**
 * Graceful close (issue 31, item 14). `app.close()` stops the listener and waits for every connection to end
 * before the onClose hooks run (the database last). Node closes the connections idle at that moment only: one
 * busy with a request stays open after its answer, kept alive (Fastify's keepAliveTimeout is 72 s), so the
 * close outlived server.ts's 15 s limit and ended in exit 1 with the clients reset. While closing, every answer
 * therefore says `Connection: close` and each finished answer closes the connections left idle. A request that
 * still arrives on an open connection is answered as usual (Fastify's own 503 outside the envelope is off:
 * `return503OnClosing: false` in app.ts): the database stays open until the last connection has ended.
 */
async function drainPlugin(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
    // Connections the kernel had accepted and requests already sent are read before the listener closes and
    // the idle connections are cut: a loop turn accepts what is pending, the next ones read and parse it.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve))
  })
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close')
  })
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections()
  })
}

export default fp(drainPlugin, { name: 'drain' })
