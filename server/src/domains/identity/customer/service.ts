import type { FastifyRequest } from 'fastify'
import type { Db, Queryable } from '../../../db/types'
import type * as Api from '../../../../../types/api/b2b'
import { burnPasswordTime, hashPassword, verifyPassword } from '../../../lib/crypto'
import { businessRule, conflict, forbidden, invalidInput, notFound, tooManyRequests } from '../../../lib/errors'
import {
  assertNewPassword, findAccountById, findAccountByPhone, loginMemberOf, memberSession, setPassword,
  type SessionMemberRow,
} from '../accounts'
import type { Member } from '../../../lib/caller'
import { claimPasswordAttempt, clearFailures, lockMinutes, lockedMessage } from '../lockout'
import { openSession, revokeAccountSessions, revokeSession } from '../sessions'
import { TICKET_TTL_SECONDS, consumeCode, consumeTicket, issueTicket } from '../verification'
import * as repo from './repository'
import { CHINESE_NAME_RULE, isChineseName } from '@domain/identity/chineseName'

const WRONG_LOGIN = '手机号或密码错误'

/** Device details the request layer sends (headers first, then body), kept with the session. */
export function deviceOf(request: FastifyRequest): Record<string, string> {
  const body = (request.body ?? {}) as Record<string, unknown>
  const pick = (name: string) => {
    const value = request.headers[name.toLowerCase()] ?? body[name]
    return typeof value === 'string' ? value.slice(0, 100) : ''
  }
  return { PhoneType: pick('PhoneType'), MemberMac: pick('MemberMac'), Version: pick('Version'), PlatId: pick('PlatId'), ip: request.ip }
}

async function startSession(db: Db, request: FastifyRequest, member: SessionMemberRow): Promise<Api.MemberSession> {
  const token = await db.transaction((tx) =>
    openSession(tx, { memberId: member.member_id, accountId: member.account_id, device: deviceOf(request) }),
  )
  return memberSession(member, token)
}

export async function loginV2(db: Db, request: FastifyRequest, body: { Phone: string; Password?: string; VerifyCode?: string }): Promise<Api.LoginV2Data> {
  const hasPassword = body.Password !== undefined && body.Password !== ''
  const hasCode = body.VerifyCode !== undefined && body.VerifyCode !== ''
  if (hasPassword === hasCode) throw invalidInput('请输入密码或验证码')
  const account = await findAccountByPhone(db, body.Phone)
  if (hasPassword) {
    // Unknown phones are counted and locked like known ones: the lock tells nothing about an account. The
    // attempt is counted before the password is checked, so that parallel attempts cannot pass the lock.
    const attempt = await claimPasswordAttempt(db, body.Phone)
    if (attempt.kind === 'locked') throw tooManyRequests(lockedMessage(attempt.minutes))
    const isRight = account ? await verifyPassword(body.Password as string, account.password_hash) : await burnPasswordTime(body.Password as string).then(() => false)
    if (!account || !isRight) {
      const minutes = lockMinutes(attempt.failures)
      throw minutes > 0 ? tooManyRequests(lockedMessage(minutes)) : businessRule(WRONG_LOGIN)
    }
  } else {
    // A code is only ever sent to a registered phone; an unknown phone fails like a wrong code.
    await consumeCode(db, body.Phone, 'login', body.VerifyCode as string)
    if (!account) throw businessRule('验证码已失效，请重新获取')
  }
  await clearFailures(db, body.Phone)
  if (account.status !== 'active') throw forbidden('账号已停用，请联系企业管理员')
  const member = await loginMemberOf(db, account)
  if (!member) throw forbidden('账号未加入任何企业或企业已停用')
  return startSession(db, request, member)
}

export async function loginOut(db: Db, member: Member): Promise<null> {
  await revokeSession(db, member.sessionId, 'logout')
  return null
}

export async function getCustomerInfo(db: Db, member: Member): Promise<Api.GetCustomerInfoData> {
  const row = await repo.findCustomerInfo(db, member.memberId)
  if (!row) throw notFound('人员不存在')
  return {
    MemberId: String(row.member_id),
    MemberName: row.name,
    CustomerName: row.name,
    Phone: row.phone,
    Email: row.email,
    Gender: row.gender,
    EmployeeNo: row.employee_no,
    EnterpriseId: String(row.enterprise_id),
    EnterpriseName: row.enterprise_name,
    Departments: await repo.findMemberDepartments(db, member.memberId),
    TravelStandardName: row.standard_name ?? '',
  }
}

export async function editPassword(db: Db, member: Member, body: Api.EditPasswordRequest): Promise<null> {
  const account = await findAccountById(db, member.accountId)
  if (!account || !(await verifyPassword(body.OldPassword, account.password_hash))) throw businessRule('原密码错误')
  if (body.OldPassword === body.NewPassword) throw businessRule('新密码不能与原密码相同')
  assertNewPassword(body.NewPassword)
  const hash = await hashPassword(body.NewPassword)
  await db.transaction(async (tx) => {
    await setPassword(tx, member.accountId, hash)
    await revokeAccountSessions(tx, member.accountId, 'password_changed', member.sessionId)
  })
  return null
}

export async function verificationCodeCheck(db: Db, body: Api.VerificationCodeCheckRequest): Promise<Api.VerificationTicket> {
  await consumeCode(db, body.Phone, body.Scene, body.VerifyCode)
  return { Ticket: await issueTicket(db, body.Phone, body.Scene), ExpireSeconds: TICKET_TTL_SECONDS }
}

export async function forgetPasswordSetPassword(db: Db, body: Api.ForgetPasswordSetPasswordRequest): Promise<null> {
  assertNewPassword(body.NewPassword)
  const hash = await hashPassword(body.NewPassword)
  await db.transaction(async (tx) => {
    await consumeTicket(tx, body.Phone, 'resetPassword', body.Ticket)
    const account = await findAccountByPhone(tx, body.Phone)
    if (!account) throw businessRule('验证已失效，请重新获取验证码')
    await setPassword(tx, account.id, hash)
    await revokeAccountSessions(tx, account.id, 'password_reset')
    await clearFailures(tx, body.Phone)
  })
  return null
}

export async function checkPhoneIsRegister(db: Db, body: Api.CheckPhoneIsRegisterRequest): Promise<Api.CheckPhoneIsRegisterData> {
  return { IsRegister: (await findAccountByPhone(db, body.Phone)) !== undefined }
}

export async function registerCustomerInfo(db: Db, request: FastifyRequest, body: Api.RegisterCustomerInfoRequest): Promise<Api.RegisterCustomerInfoData> {
  assertNewPassword(body.Password)
  const name = body.CustomerName.trim()
  if (name === '') throw invalidInput('请填写姓名')
  if (!isChineseName(name)) throw invalidInput(CHINESE_NAME_RULE)
  const hash = await hashPassword(body.Password)
  const member = await db.transaction(async (tx): Promise<SessionMemberRow> => {
    const enterprise = await invitingEnterprise(tx, body)
    await consumeTicket(tx, body.Phone, 'register', body.Ticket)
    const accountId = await repo.insertAccount(tx, body.Phone, hash)
    if (!accountId) throw conflict('该手机号已注册，请直接登录')
    const memberId = await repo.insertEmployee(tx, { accountId, enterpriseId: enterprise.id, name, email: body.Email ?? '' })
    return { member_id: memberId, account_id: accountId, enterprise_id: enterprise.id, name, plat_id: enterprise.plat_id }
  })
  return startSession(db, request, member)
}

/**
 * The enterprise that invited the phone (decision 0200): a live invitation with uses left, for this phone
 * when it names one; the enterprise key, when given, must be that enterprise's. The use is counted inside
 * the registration's transaction.
 */
async function invitingEnterprise(tx: Queryable, body: Api.RegisterCustomerInfoRequest) {
  const invitation = await repo.takeInvitation(tx, body.InvitationCode, body.Phone)
  if (!invitation) throw businessRule('邀请码无效或已过期，请联系企业管理员重新邀请')
  const key = body.EnterpriseKey?.trim() ?? ''
  if (key !== '') {
    const byKey = await repo.findActiveEnterpriseByKey(tx, key)
    if (!byKey || byKey.id !== invitation.id) throw businessRule('企业注册码与邀请企业不一致')
  }
  return invitation
}

export { startSession }
