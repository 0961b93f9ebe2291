import type { Db } from '../../../db/types'
import type * as Api from '../../../../../types/api/accountExtras'
import type { Member } from '../../../lib/caller'
import { businessRule, conflict, invalidInput, notFound, tooManyRequests } from '../../../lib/errors'
import { maskPhone } from '@domain/identity/mask'
import { findAccountById, findAccountByPhone } from '../accounts'
import type { SmsGateway } from '../sms'
import { CODE_TTL_SECONDS, TICKET_TTL_SECONDS, consumeCode, consumeTicket, issueCode, issueTicket } from '../verification'

/** Codes one account may have sent for a mobile change per hour (both phones together). */
export const CHANGE_CODES_PER_HOUR = 10

export type MobileDeps = { db: Db; sms: SmsGateway; countHit(key: string, windowMs: number): Promise<number> }

async function accountPhone(db: Db, member: Member): Promise<string> {
  const account = await findAccountById(db, member.accountId)
  if (!account) throw notFound('账号不存在')
  return account.phone
}

async function assertFreeNumber(db: Db, phone: string, current: string): Promise<void> {
  if (phone === current) throw businessRule('新手机号不能与当前手机号相同')
  if (await findAccountByPhone(db, phone)) throw conflict('该手机号已注册其他账号')
}

/** `old`: a code to the account's own phone; `new`: a code to the new phone, which no account may use yet. */
export async function sendChangeMobileCode(deps: MobileDeps, member: Member, body: Api.SendChangeMobileCodeRequest): Promise<Api.SendChangeMobileCodeData> {
  const current = await accountPhone(deps.db, member)
  const phone = body.Target === 'old' ? current : (body.NewPhone ?? '')
  if (phone === '') throw invalidInput('请填写新手机号')
  if (body.Target === 'new') await assertFreeNumber(deps.db, phone, current)
  if ((await deps.countHit(`change-mobile:${member.accountId}`, 3_600_000)) > CHANGE_CODES_PER_HOUR) throw tooManyRequests('验证码发送过于频繁，请稍后再试')
  const scene = body.Target === 'old' ? 'changeMobileOld' : 'changeMobileNew'
  const code = await issueCode(deps.db, phone, scene)
  await deps.sms.sendCode({ phone, scene, code, expireMinutes: CODE_TTL_SECONDS / 60 })
  return { ExpireSeconds: CODE_TTL_SECONDS, MaskedPhone: maskPhone(phone) }
}

/** The old phone's code (single use, 5 minutes) buys a ticket for the change (single use, 10 minutes). */
export async function checkOldPhone(db: Db, member: Member, body: Api.ChangeMobileCheckOldRequest): Promise<Api.ChangeMobileCheckOldData> {
  const current = await accountPhone(db, member)
  await consumeCode(db, current, 'changeMobileOld', body.VerifyCode)
  return { Ticket: await issueTicket(db, current, 'changeMobileOld'), ExpireSeconds: TICKET_TTL_SECONDS }
}

/**
 * The change itself: the new phone's code first (a wrong one keeps the ticket), then in one transaction the
 * old phone's ticket and the update. The account keeps its password, members and sessions.
 */
export async function changeMobile(db: Db, member: Member, body: Api.ChangeMobileRequest): Promise<Api.ChangeMobileData> {
  const current = await accountPhone(db, member)
  await assertFreeNumber(db, body.NewPhone, current)
  await consumeCode(db, body.NewPhone, 'changeMobileNew', body.VerifyCode)
  await db.transaction(async (tx) => {
    await consumeTicket(tx, current, 'changeMobileOld', body.Ticket)
    const { rowCount } = await tx.query(
      `update accounts set phone = $2 where id = $1 and not exists (select 1 from accounts where phone = $2)`,
      [member.accountId, body.NewPhone],
    )
    if (rowCount === 0) throw conflict('该手机号已注册其他账号')
    await tx.query('delete from login_failures where phone = $1', [current])
  })
  return { Phone: body.NewPhone }
}
