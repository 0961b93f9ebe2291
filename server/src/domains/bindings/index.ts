import { defineDomain } from '../../lib/domain'
import { createSimulatedBindingProvider, type BindingProvider } from './provider'
import bindingRoutes from './routes'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    bindingProvider: BindingProvider
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the simulated travel platforms and loyalty programmes. */
    bindingProvider: BindingProvider
  }
}

/** Bound travel-platform accounts and supplier memberships of a member (decision 0350). */
export default defineDomain({
  name: 'bindings',
  after: ['platform', 'hotel'],
  provide: (app, channels) => {
    app.decorate('bindingProvider', channels.bindingProvider ?? createSimulatedBindingProvider(app.db))
  },
  routes: [bindingRoutes],
})
