import type { FastifyInstance } from 'fastify'
import { defineDomain } from '../../lib/domain'
import { createSimulatedProvider, type IdentityProvider } from './providers'
import ssoRoutes from './routes'
import simulatorRoutes, { SIMULATED_DINGTALK_AUTH } from './simulator'
import wechatSimulatorRoutes, { SIMULATED_WECHAT_AUTH } from './wechatSimulator'

export type SsoProviders = { dingtalk: IdentityProvider; wechat: IdentityProvider }

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    sso: SsoProviders
    /** Where DDGetLoginUrl sends the browser: DingTalk's OAuth page, or the simulator's on this server. */
    dingtalkAuthorizeUrl: (origin: string) => string
    /** Where WeChat's in-app browser signs in: WeChat's OAuth page, or the simulator's on this server. */
    wechatAuthorizeUrl: (origin: string) => string
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: simulated DingTalk and WeChat providers (codes in the database, decision 0272). */
    sso: SsoProviders
  }
}

/** The demo mini-program's app id: the openids of the simulated WeChat belong to it. */
export const SIMULATED_WECHAT_APP_ID = 'wxsimulated0001'

/** Sign-in from DingTalk and WeChat behind an identity-provider interface (decision 0272). */
export default defineDomain({
  name: 'sso',
  after: ['identity', 'platform'],
  provide: (app: FastifyInstance, channels) => {
    const providers = channels.sso ?? {
      dingtalk: createSimulatedProvider(app.db, 'dingtalk'),
      wechat: createSimulatedProvider(app.db, 'wechat', SIMULATED_WECHAT_APP_ID),
    }
    app.decorate('sso', providers)
    app.decorate('dingtalkAuthorizeUrl', (origin: string) =>
      providers.dingtalk.simulated ? `${origin}${SIMULATED_DINGTALK_AUTH}` : 'https://login.dingtalk.com/oauth2/auth',
    )
    app.decorate('wechatAuthorizeUrl', (origin: string) =>
      providers.wechat.simulated ? `${origin}${SIMULATED_WECHAT_AUTH}` : 'https://open.weixin.qq.com/connect/oauth2/authorize',
    )
  },
  routes: [ssoRoutes, simulatorRoutes, wechatSimulatorRoutes],
})
