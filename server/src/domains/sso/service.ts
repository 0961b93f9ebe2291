import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/sso'
import type { Member } from '../../lib/caller'
import { burnPasswordTime, verifyPassword } from '../../lib/crypto'
import { businessRule, forbidden, notFound } from '../../lib/errors'
import { findAccountByPhone, loginMemberOf, type SessionMemberRow } from '../identity/public'
import { startSession } from '../identity/public'
import { BIND_TICKET_TTL_SECONDS, issueCode, takeCode, type IdentityProvider } from './providers'

export const NOT_STAFF = '您还不是该企业的差旅用户，请联系企业管理员开通'

/** The staff member a DingTalk identity is: the enterprise using that corp, the employee with that mobile. */
async function dingTalkMember(db: Db, corpId: string, mobile: string, enterpriseId?: string): Promise<SessionMemberRow> {
  const { rows: enterprises } = await db.query<{ id: number }>(
    `select id from enterprises where dingtalk_corp_id = $1 and status = 'active' order by id`, [corpId],
  )
  const enterprise = enterpriseId ? enterprises.find((e) => e.id === Number(enterpriseId)) : enterprises[0]
  if (!enterprise) throw notFound('该企业未开通钉钉登录')
  const { rows } = await db.query<SessionMemberRow & { member_status: string; account_status: string }>(
    `select m.id as member_id, m.account_id, m.enterprise_id, m.name, e.plat_id, m.status as member_status, a.status as account_status
       from members m join accounts a on a.id = m.account_id join enterprises e on e.id = m.enterprise_id
      where m.enterprise_id = $1 and a.phone = $2`,
    [enterprise.id, mobile],
  )
  const member = rows[0]
  if (!member || member.member_status !== 'active' || member.account_status !== 'active') throw forbidden(NOT_STAFF)
  return member
}

export async function ddLogin(db: Db, provider: IdentityProvider, request: FastifyRequest, body: Api.DDLoginRequest): Promise<Api.DDLoginData> {
  const identity = await provider.exchange(body.AuthCode.trim())
  if (body.CorpId && body.CorpId !== identity.corpId) throw businessRule('钉钉授权与企业不一致，请从企业工作台重新进入')
  const member = await dingTalkMember(db, identity.corpId, identity.mobile, body.EnterpriseId)
  return startSession(db, request, member)
}

async function boundAccount(db: Db, provider: IdentityProvider, openId: string) {
  const { rows } = await db.query<{ account_id: number }>(
    `select account_id from sso_bindings where provider = 'wechat' and app_id = $1 and subject = $2`, [provider.appId, openId],
  )
  if (!rows[0]) return undefined
  const { rows: accounts } = await db.query<{ id: number; phone: string; password_hash: string; status: string; last_member_id: number | null }>(
    'select id, phone, password_hash, status, last_member_id from accounts where id = $1', [rows[0].account_id],
  )
  return accounts[0]
}

async function sessionOfAccount(db: Db, request: FastifyRequest, account: NonNullable<Awaited<ReturnType<typeof boundAccount>>>) {
  if (account.status !== 'active') throw forbidden('账号已停用，请联系企业管理员')
  const member = await loginMemberOf(db, account)
  if (!member) throw forbidden('账号未加入任何企业或企业已停用')
  return startSession(db, request, member)
}

export async function wechatMemberByCode(db: Db, provider: IdentityProvider, request: FastifyRequest, code: string): Promise<Api.WechatMemberByCodeData> {
  const identity = await provider.exchange(code.trim())
  const account = await boundAccount(db, provider, identity.subject)
  if (account) return { IsBind: true, Session: await sessionOfAccount(db, request, account), BindTicket: '' }
  return { IsBind: false, Session: null, BindTicket: await issueCode(db, 'wechat-bind', identity, BIND_TICKET_TTL_SECONDS) }
}

export async function wechatMemberToken(db: Db, provider: IdentityProvider, request: FastifyRequest, ticket: string): Promise<Api.WechatMemberTokenData> {
  const identity = await takeCode(db, 'wechat-bind', ticket)
  const account = await boundAccount(db, provider, identity.subject)
  if (!account) throw notFound('该微信尚未绑定账号')
  return sessionOfAccount(db, request, account)
}

const WRONG_LOGIN = '手机号或密码错误'

export async function wechatBindMember(db: Db, provider: IdentityProvider, request: FastifyRequest, body: Api.WechatBindMemberRequest): Promise<Api.WechatBindMemberData> {
  const account = await findAccountByPhone(db, body.Phone)
  if (!account) {
    await burnPasswordTime(body.Password)
    throw businessRule(WRONG_LOGIN)
  }
  if (!(await verifyPassword(body.Password, account.password_hash))) throw businessRule(WRONG_LOGIN)
  // The ticket is used only once the password is right: a typo does not send the user back to WeChat.
  const identity = await takeCode(db, 'wechat-bind', body.BindTicket)
  await db.transaction(async (tx) => {
    await tx.query(`delete from sso_bindings where provider = 'wechat' and app_id = $1 and (subject = $2 or account_id = $3)`, [provider.appId, identity.subject, account.id])
    await tx.query(`insert into sso_bindings (provider, app_id, subject, account_id) values ('wechat', $1, $2, $3)`, [provider.appId, identity.subject, account.id])
  })
  return sessionOfAccount(db, request, account)
}

export async function wechatUnbindMember(db: Db, provider: IdentityProvider, member: Member): Promise<Api.WechatUnbindMemberData> {
  const { rowCount } = await db.query(`delete from sso_bindings where provider = 'wechat' and app_id = $1 and account_id = $2`, [provider.appId, member.accountId])
  return { Unbound: (rowCount ?? 0) > 0 }
}
