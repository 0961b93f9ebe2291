import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/accountExtras'
import { post } from '../../../lib/route'
import * as S from './schemas'
import * as service from './service'

const perToken = (prefix: string, max: number) => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: { ip: string; headers: Record<string, unknown> }) => `${prefix}:${request.ip}:${String(request.headers.token ?? '').slice(0, 64)}`,
})

/** b2b Customer/*: changing the login mobile with a code on the old phone and one on the new (decision 0330). */
export default async function mobileRoutes(app: FastifyInstance) {
  const { db } = app
  const deps = { db, sms: app.sms, countHit: app.countHit }

  post<typeof S.SendChangeMobileCodeBody, Api.SendChangeMobileCodeData>(app, { module: 'b2b', path: '/Customer/SendChangeMobileCode' }, S.SendChangeMobileCodeBody, {
    doc: { body: '`{Target: \'old\'}` (the account\'s phone) or `{Target: \'new\', NewPhone}`', data: '`{ExpireSeconds: 300, MaskedPhone}`; a NewPhone of another account 4009, the same phone 4001; 10 codes an hour per account' },
    rateLimit: perToken('changeMobileSms', 10),
    data: S.SendChangeMobileCodeData,
    handler: (request) => service.sendChangeMobileCode(deps, request.caller(), request.body),
  })

  post<typeof S.ChangeMobileCheckOldBody, Api.ChangeMobileCheckOldData>(app, { module: 'b2b', path: '/Customer/ChangeMobileCheckOld' }, S.ChangeMobileCheckOldBody, {
    doc: { body: '`{VerifyCode}` (sent to the old phone)', data: '`{Ticket, ExpireSeconds: 600}` (one use)' },
    rateLimit: perToken('changeMobileCheck', 10),
    data: S.ChangeMobileCheckOldData,
    handler: (request) => service.checkOldPhone(db, request.caller(), request.body),
  })

  post<typeof S.ChangeMobileBody, Api.ChangeMobileData>(app, { module: 'b2b', path: '/Customer/ChangeMobile' }, S.ChangeMobileBody, {
    doc: { body: '`{Ticket (old phone), NewPhone, VerifyCode (sent to NewPhone)}`', data: '`{Phone}`: the account logs in with the new phone from now on' },
    idempotent: true,
    rateLimit: perToken('changeMobile', 10),
    data: S.ChangeMobileData,
    handler: (request) => service.changeMobile(db, request.caller(), request.body),
  })
}
