import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/b2b'
import { EmptyBody } from '../../../lib/schemas'
import { post } from '../../../lib/route'
import { phoneAndIp } from '../../../plugins/rate-limit'
import * as S from './schemas'
import * as service from './service'

const perPhone = (prefix: string, max: number) => ({ max, timeWindow: 60_000, hook: 'preValidation' as const, keyGenerator: phoneAndIp(prefix) })

/** b2b Customer/*: login, logout, profile, passwords, registration. */
export default async function customerRoutes(app: FastifyInstance) {
  const { db } = app

  post<typeof S.LoginV2Body, Api.LoginV2Data>(app, { module: 'b2b', path: '/Customer/LoginV2' }, S.LoginV2Body, {
    doc: { body: '`{Phone, Password}` or `{Phone, VerifyCode}` (scene login)', data: '`MemberSession {MemberId, Token, MemberName, EnterpriseId, CustomerName, PlatId}`' },
    auth: 'public',
    rateLimit: perPhone('login', 10),
    data: S.LoginV2Data,
    handler: (request) => service.loginV2(db, request, request.body),
  })

  post<typeof EmptyBody, Api.LoginOutData>(app, { module: 'b2b', path: '/Customer/LoginOut' }, EmptyBody, {
    doc: { body: '`{}`', data: '`null`; the token then answers 8001' },
    data: S.LoginOutData,
    handler: (request) => service.loginOut(db, request.caller()),
  })

  post<typeof EmptyBody, Api.GetCustomerInfoData>(app, { module: 'b2b', path: '/Customer/GetCustomerInfo' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{MemberId, MemberName, CustomerName, Phone, Email, Gender, EmployeeNo, EnterpriseId, EnterpriseName, Departments[{DepartmentId, DepartmentName, IsDefault}], TravelStandardName}`' },
    data: S.GetCustomerInfoData,
    handler: (request) => service.getCustomerInfo(db, request.caller()),
  })

  post<typeof S.EditPasswordBody, Api.EditPasswordData>(app, { module: 'b2b', path: '/Customer/EditPassword' }, S.EditPasswordBody, {
    doc: { body: '`{OldPassword, NewPassword}` (8-20, letters and digits)', data: '`null`; the account\'s other sessions end' },
    rateLimit: { max: 10, timeWindow: 60_000, keyGenerator: (request) => `editPassword:${request.ip}:${String(request.headers.token ?? '').slice(0, 64)}` },
    data: S.EditPasswordData,
    handler: (request) => service.editPassword(db, request.caller(), request.body),
  })

  post<typeof S.ForgetPasswordCheckBody, Api.ForgetPasswordCheckData>(app, { module: 'b2b', path: '/Customer/ForgetPasswordCheck' }, S.ForgetPasswordCheckBody, {
    doc: { body: '`{Phone, VerifyCode}` (scene resetPassword)', data: '`{Ticket, ExpireSeconds: 600}`' },
    auth: 'public',
    rateLimit: perPhone('codeCheck', 10),
    data: S.ForgetPasswordCheckData,
    handler: (request) => service.verificationCodeCheck(db, { ...request.body, Scene: 'resetPassword' }),
  })

  post<typeof S.ForgetPasswordSetPasswordBody, Api.ForgetPasswordSetPasswordData>(app, { module: 'b2b', path: '/Customer/ForgetPasswordSetPassword' }, S.ForgetPasswordSetPasswordBody, {
    doc: { body: '`{Phone, Ticket, NewPassword}`', data: '`null`; every session of the account ends' },
    auth: 'public',
    rateLimit: perPhone('setPassword', 10),
    data: S.ForgetPasswordSetPasswordData,
    handler: (request) => service.forgetPasswordSetPassword(db, request.body),
  })

  post<typeof S.CheckPhoneIsRegisterBody, Api.CheckPhoneIsRegisterData>(app, { module: 'b2b', path: '/Customer/CheckPhoneIsRegister' }, S.CheckPhoneIsRegisterBody, {
    doc: { body: '`{Phone}`', data: '`{IsRegister}`' },
    auth: 'public',
    rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => `checkPhone:${request.ip}` },
    data: S.CheckPhoneIsRegisterData,
    handler: (request) => service.checkPhoneIsRegister(db, request.body),
  })

  post<typeof S.VerificationCodeCheckBody, Api.VerificationCodeCheckData>(app, { module: 'b2b', path: '/Customer/VerificationCodeCheck' }, S.VerificationCodeCheckBody, {
    doc: { body: '`{Phone, VerifyCode, Scene}`', data: '`{Ticket, ExpireSeconds: 600}` (one use, that scene)' },
    auth: 'public',
    rateLimit: perPhone('codeCheck', 10),
    data: S.VerificationCodeCheckData,
    handler: (request) => service.verificationCodeCheck(db, request.body),
  })

  post<typeof S.RegisterCustomerInfoBody, Api.RegisterCustomerInfoData>(app, { module: 'b2b', path: '/Customer/RegisterCustomerInfo' }, S.RegisterCustomerInfoBody, {
    doc: { body: '`{Phone, Ticket (scene register), Password, CustomerName, InvitationCode, EnterpriseKey?, Email?}`; the invitation decides the enterprise (decision 0200)', data: '`MemberSession` (logged in)' },
    auth: 'public',
    rateLimit: perPhone('register', 10),
    data: S.RegisterCustomerInfoData,
    handler: (request) => service.registerCustomerInfo(db, request, request.body),
  })
}
