import type { FastifyInstance } from 'fastify'
import { defineDomain } from '../../lib/domain'
import customerRoutes from './customer/routes'
import memberRoutes from './member/routes'
import mobileRoutes from './mobile/routes'
import registrationRoutes from './registration/routes'
import { ENDED_MESSAGES, findSession } from './sessions'
import { createLogSmsGateway, type SmsGateway } from './sms'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    sms: SmsGateway
  }
}

declare module '../../lib/domain' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface DomainChannels {
    /** Default: the log gateway (codes are written to the server log). */
    sms: SmsGateway
  }
}

/** Accounts, sessions (the app's findCaller), verification codes: login, passwords, registration, switching enterprise. */
export default defineDomain({
  name: 'identity',
  provide: (app: FastifyInstance, channels) => {
    app.decorate('sms', channels.sms ?? createLogSmsGateway(app.log))
    app.decorate('findCaller', async (token: string) => {
      const found = await findSession(app.db, token)
      return found.kind === 'ended' ? { kind: 'ended' as const, message: ENDED_MESSAGES[found.reason] } : found
    })
  },
  routes: [customerRoutes, memberRoutes, mobileRoutes, registrationRoutes],
  uniqueMessages: {
    enterprise_applications_open: '该企业已提交注册申请，请等待客户经理联系',
  },
})
