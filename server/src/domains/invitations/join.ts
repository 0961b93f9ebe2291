import { randomInt } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import type * as Common from '../../../../types/api/common'
import type * as Api from '../../../../types/api/invitations'
import type { Member } from '../../lib/caller'
import { businessRule, conflict, forbidden, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { findActiveEnterpriseByKey, insertEmployee, takeInvitation } from '../identity/public'

/** Refuses anyone but a manager of the caller's enterprise. */
export async function assertManager(db: Queryable, member: Member, message = '仅企业管理员可操作'): Promise<void> {
  const { rows } = await db.query<{ ok: boolean }>('select is_manage as ok from members where id = $1 and enterprise_id = $2', [member.memberId, member.enterpriseId])
  if (!rows[0]?.ok) throw forbidden(message)
}

/**
 * The logged-in account asks to join another enterprise by its key (decision 0270): with an invitation of that
 * enterprise it joins at once; by the key alone it leaves a request for the enterprise's managers.
 */
export async function requestToJoin(db: Db, member: Member, body: Common.CommonRegisterCustomerInfoRequest): Promise<Common.CommonRegisterCustomerInfoData> {
  const enterprise = await findActiveEnterpriseByKey(db, body.EnterpriseKey)
  if (!enterprise) throw notFound('企业注册码无效')
  return db.transaction(async (tx) => {
    const existing = await tx.query('select 1 from members where account_id = $1 and enterprise_id = $2', [member.accountId, enterprise.id])
    if (existing.rowCount > 0) throw conflict('您已是该企业员工')
    const { rows: me } = await tx.query<{ name: string; phone: string }>(
      'select m.name, a.phone from members m join accounts a on a.id = m.account_id where m.id = $1', [member.memberId],
    )
    const name = body.CustomerName?.trim() || me[0]?.name || ''
    const answer = { EnterpriseId: String(enterprise.id), EnterpriseName: enterprise.name }
    const code = body.InvitationCode?.trim() ?? ''
    if (code !== '') {
      const inviting = await takeInvitation(tx, code, me[0]?.phone ?? '')
      if (!inviting || inviting.id !== enterprise.id) throw businessRule('邀请码无效或已过期，请联系企业管理员重新邀请')
      const memberId = await insertEmployee(tx, { accountId: member.accountId, enterpriseId: enterprise.id, name, email: '' })
      return { ...answer, MemberId: String(memberId), Status: 'joined' as const, RequestId: '' }
    }
    const { rows } = await tx.query<{ id: number }>(
      `insert into enterprise_join_requests (enterprise_id, account_id, requested_by, name) values ($1, $2, $3, $4)
       on conflict (enterprise_id, account_id) where status = 'pending' do nothing returning id`,
      [enterprise.id, member.accountId, member.memberId, name],
    )
    if (!rows[0]) throw conflict('已提交加入申请，请等待企业管理员审核')
    return { ...answer, MemberId: '', Status: 'pending' as const, RequestId: String(rows[0].id) }
  })
}

/**
 * The logged-in account accepts an invitation of its own phone (or an open one) and joins that enterprise at once
 * (decision 0576: how an existing account that a Dossen sale added joins — never without its own consent).
 */
export async function acceptInvitation(db: Db, member: Member, code: string): Promise<Api.AcceptInvitationData> {
  return db.transaction(async (tx) => {
    const { rows: me } = await tx.query<{ name: string; phone: string; email: string }>(
      'select m.name, m.email, a.phone from members m join accounts a on a.id = m.account_id where m.id = $1', [member.memberId],
    )
    const { rows: invitation } = await tx.query<{ enterprise_id: number }>(
      `select enterprise_id from enterprise_invitations where upper(code) = upper($1) and (phone is null or phone = $2)`, [code.trim(), me[0]?.phone ?? ''])
    if (invitation[0]) {
      const existing = await tx.query('select 1 from members where account_id = $1 and enterprise_id = $2', [member.accountId, invitation[0].enterprise_id])
      if (existing.rowCount > 0) throw conflict('您已是该企业员工')
    }
    const inviting = await takeInvitation(tx, code, me[0]?.phone ?? '')
    if (!inviting) throw businessRule('邀请码无效或已过期，请联系企业管理员重新邀请')
    const memberId = await insertEmployee(tx, { accountId: member.accountId, enterpriseId: inviting.id, name: me[0]?.name ?? '', email: me[0]?.email ?? '' })
    return { EnterpriseId: String(inviting.id), EnterpriseName: inviting.name, MemberId: String(memberId) }
  })
}

type RequestRow = { id: number; name: string; phone: string; created_at: Date; status: Api.JoinRequest['Status'] }

export async function pageJoinRequests(db: Db, member: Member, body: Api.JoinRequestPageRequest): Promise<Api.JoinRequestPageData> {
  await assertManager(db, member)
  const size = body.PageSize ?? 20
  const offset = ((body.PageIndex ?? 1) - 1) * size
  const { rows } = await db.query<RequestRow & { total: number }>(
    `select r.id, r.name, a.phone, r.created_at, r.status, count(*) over ()::int as total
       from enterprise_join_requests r join accounts a on a.id = r.account_id
      where r.enterprise_id = $1 and r.status = 'pending'
      order by r.created_at, r.id limit $2 offset $3`,
    [member.enterpriseId, size, offset],
  )
  return {
    Total: rows[0]?.total ?? 0,
    List: rows.map((r) => ({ RequestId: String(r.id), CustomerName: r.name, Phone: r.phone, CreatedAt: shanghaiIso(new Date(r.created_at)), Status: r.status })),
  }
}

export async function decideJoinRequest(db: Db, member: Member, body: Api.DecideJoinRequestRequest): Promise<Api.DecideJoinRequestData> {
  await assertManager(db, member)
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; account_id: number; name: string; status: string }>(
      'select id, account_id, name, status from enterprise_join_requests where id = $1 and enterprise_id = $2 for update',
      [Number(body.RequestId), member.enterpriseId],
    )
    const request = rows[0]
    if (!request) throw notFound('加入申请不存在')
    if (request.status !== 'pending') throw conflict('该申请已处理')
    let memberId = 0
    if (body.Approve) {
      const existing = await tx.query('select 1 from members where account_id = $1 and enterprise_id = $2', [request.account_id, member.enterpriseId])
      if (existing.rowCount > 0) throw conflict('该人员已是本企业员工')
      memberId = await insertEmployee(tx, { accountId: request.account_id, enterpriseId: member.enterpriseId, name: request.name, email: '' })
    }
    const status = body.Approve ? 'approved' : 'rejected'
    await tx.query(
      'update enterprise_join_requests set status = $2, decided_by = $3, decided_at = now(), member_id = $4 where id = $1',
      [request.id, status, member.memberId, memberId || null],
    )
    return { RequestId: String(request.id), Status: status, MemberId: memberId ? String(memberId) : '' }
  })
}

const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A fresh registration key (12 characters without 0/O/1/I/L); the old one stops working at once. */
export async function rotateEnterpriseKey(db: Db, member: Member): Promise<Api.RotateEnterpriseKeyData> {
  await assertManager(db, member)
  const key = Array.from({ length: 12 }, () => KEY_ALPHABET[randomInt(0, KEY_ALPHABET.length)]).join('')
  await db.query('update enterprises set enterprise_key = $2 where id = $1', [member.enterpriseId, key])
  return { EnterpriseKey: key }
}
