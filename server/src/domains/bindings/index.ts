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
  uniqueMessages: {
    member_platform_bindings_pkey: '已绑定该平台账号，请先解绑',
    member_platform_bindings_account: '该账号已被其他用户绑定',
    member_program_bindings_pkey: '已绑定该会员计划的会员卡，请先解绑',
    member_program_bindings_card: '该会员卡已被其他用户绑定',
  },
})
