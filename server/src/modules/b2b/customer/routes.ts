import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/b2b'
import { EmptyBody } from '../../../lib/schemas'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import { phoneAndIp } from '../../../plugins/rate-limit'
import * as S from './schemas'
import * as service from './service'

const perPhone = (prefix: string, max: number) => ({ max, timeWindow: 60_000, hook: 'preValidation' as const, keyGenerator: phoneAndIp(prefix) })

/** b2b Customer/*: login, logout, profile, passwords, registration. */
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof S.LoginV2Body, Api.LoginV2Data>(app, '/LoginV2', S.LoginV2Body, {
    auth: 'public',
    rateLimit: perPhone('login', 10),
    handler: (request) => service.loginV2(db, request, request.body),
  })

  post<typeof EmptyBody, Api.LoginOutData>(app, '/LoginOut', EmptyBody, {
    handler: (request) => service.loginOut(db, memberOf(request)),
  })

  post<typeof EmptyBody, Api.GetCustomerInfoData>(app, '/GetCustomerInfo', EmptyBody, {
    handler: (request) => service.getCustomerInfo(db, memberOf(request)),
  })

  post<typeof S.EditPasswordBody, Api.EditPasswordData>(app, '/EditPassword', S.EditPasswordBody, {
    rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request) => `editPassword:${request.ip}:${String(request.headers.token ?? '').slice(0, 64)}` },
    handler: (request) => service.editPassword(db, memberOf(request), request.body),
  })

  post<typeof S.ForgetPasswordCheckBody, Api.ForgetPasswordCheckData>(app, '/ForgetPasswordCheck', S.ForgetPasswordCheckBody, {
    auth: 'public',
    rateLimit: perPhone('codeCheck', 10),
    handler: (request) => service.verificationCodeCheck(db, { ...request.body, Scene: 'resetPassword' }),
  })

  post<typeof S.ForgetPasswordSetPasswordBody, Api.ForgetPasswordSetPasswordData>(
    app, '/ForgetPasswordSetPassword', S.ForgetPasswordSetPasswordBody, {
      auth: 'public',
      rateLimit: perPhone('setPassword', 10),
      handler: (request) => service.forgetPasswordSetPassword(db, request.body),
    },
  )

  post<typeof S.CheckPhoneIsRegisterBody, Api.CheckPhoneIsRegisterData>(app, '/CheckPhoneIsRegister', S.CheckPhoneIsRegisterBody, {
    auth: 'public',
    rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => `checkPhone:${request.ip}` },
    handler: (request) => service.checkPhoneIsRegister(db, request.body),
  })

  post<typeof S.VerificationCodeCheckBody, Api.VerificationCodeCheckData>(app, '/VerificationCodeCheck', S.VerificationCodeCheckBody, {
    auth: 'public',
    rateLimit: perPhone('codeCheck', 10),
    handler: (request) => service.verificationCodeCheck(db, request.body),
  })

  post<typeof S.RegisterCustomerInfoBody, Api.RegisterCustomerInfoData>(app, '/RegisterCustomerInfo', S.RegisterCustomerInfoBody, {
    auth: 'public',
    rateLimit: perPhone('register', 10),
    handler: (request) => service.registerCustomerInfo(db, request, request.body),
  })
}
