import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/accountExtras'
import { post } from '../../../lib/route'
import { phoneAndIp } from '../../../plugins/rate-limit'
import * as S from './schemas'
import * as service from './service'

/** b2b Customer/*: the promotion link's offer and the enterprise sign-up application (decision 0331). */
export default async function registrationRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof S.RegisterBenefitsBody, Api.RegisterBenefitsData>(app, { module: 'b2b', path: '/Customer/RegisterBenefits' }, S.RegisterBenefitsBody, {
    doc: { body: '`{InvitationCode}`', data: '`{EnterpriseName, ValidUntil, Benefits[]}` of a live invitation (not used by this call); else 4001' },
    auth: 'public',
    rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => `benefits:${request.ip}` },
    data: S.RegisterBenefitsData,
    handler: (request) => service.registerBenefits(db, request.body),
  })

  post<typeof S.HouseKeeperRegisterBody, Api.HouseKeeperRegisterData>(app, { module: 'b2b', path: '/Customer/HouseKeeperRegister' }, S.HouseKeeperRegisterBody, {
    doc: { body: '`{EnterpriseName, ContactName, Phone, VerifyCode (scene enterpriseRegister), CityName, StaffScale, Email?}`', data: '`{ApplicationNo, Status: \'pending\', ServicePhone}`; an open application of the same enterprise 4009' },
    auth: 'public',
    rateLimit: { max: 10, timeWindow: 60_000, hook: 'preValidation', keyGenerator: phoneAndIp('enterpriseRegister') },
    data: S.HouseKeeperRegisterData,
    handler: (request) => service.houseKeeperRegister(db, request.headers.platid, request.body),
  })
}
