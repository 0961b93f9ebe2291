import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/invoice'
import type { Db, Queryable } from '../../../db/types'
import { noResult } from '../../../lib/answer'
import type { Member } from '../../../lib/caller'
import { businessRule, invalidInput, notFound } from '../../../lib/errors'
import { post } from '../../../lib/route'
import { EmptyBody, IdSchema, PhoneSchema } from '../../../lib/schemas'
import type { Accepts, Assert, Same } from '../../../lib/type-check'
import { Arr, Bool, Obj, Str } from '../../../lib/data-schemas'

export const MailIdBody = Type.Object({ MailId: IdSchema })
export type _MailId = Assert<Same<Static<typeof MailIdBody>, Api.GetMailInfoRequest>>
export const SubmitMailBody = Type.Object({
  MailId: Type.Optional(IdSchema),
  Receiver: Type.String({ minLength: 1, maxLength: 30 }),
  Phone: PhoneSchema,
  Address: Type.String({ minLength: 1, maxLength: 200 }),
  IsDefault: Type.Optional(Type.Boolean()),
})
export type _SubmitMail = Assert<Accepts<Static<typeof SubmitMailBody>, Api.SubmitMailInfoRequest>>

const MAX_MAILS = 20
const NOT_FOUND = '收件地址不存在'
const OWNED = 'member_id = $1 and enterprise_id = $2 and deleted_at is null'
type Row = { id: number; receiver: string; phone: string; address: string; is_default: boolean }
const toMail = (r: Row): Api.MailInfo => ({ MailId: String(r.id), Receiver: r.receiver, Phone: r.phone, Address: r.address, IsDefault: r.is_default })
const own = (m: Member) => [m.memberId, m.enterpriseId]

async function list(db: Queryable, m: Member): Promise<Api.MailInfo[]> {
  const { rows } = await db.query<Row>(`select id, receiver, phone, address, is_default from mailing_addresses where ${OWNED} order by is_default desc, updated_at desc, id desc`, own(m))
  return rows.map(toMail)
}

async function submit(db: Db, m: Member, body: Api.SubmitMailInfoRequest): Promise<Api.SubmitMailInfoData> {
  const receiver = body.Receiver.trim()
  const address = body.Address.trim()
  if (receiver === '') throw invalidInput('请填写收件人')
  if (address === '') throw invalidInput('请填写收件地址')
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from mailing_addresses where ${OWNED}`, own(m))
    const isDefault = body.IsDefault === true || rows[0].n === 0
    if (isDefault) await tx.query(`update mailing_addresses set is_default = false where ${OWNED}`, own(m))
    if (body.MailId === undefined) {
      if (rows[0].n >= MAX_MAILS) throw businessRule(`收件地址最多保存${MAX_MAILS}个`)
      const inserted = await tx.query<{ id: number }>(
        'insert into mailing_addresses (member_id, enterprise_id, receiver, phone, address, is_default) values ($1, $2, $3, $4, $5, $6) returning id',
        [...own(m), receiver, body.Phone, address, isDefault],
      )
      return inserted.rows[0].id
    }
    const { rowCount } = await tx.query(
      `update mailing_addresses set receiver = $4, phone = $5, address = $6, is_default = $7, updated_at = now() where ${OWNED} and id = $3`,
      [...own(m), Number(body.MailId), receiver, body.Phone, address, body.IsDefault === true],
    )
    if ((rowCount ?? 0) === 0) throw notFound(NOT_FOUND)
    return Number(body.MailId)
  })
  return { MailId: String(id) }
}

const MailInfo = Obj({ MailId: Str, Receiver: Str, Phone: Str, Address: Str, IsDefault: Bool })
export const GetMailListData = Obj({ Mails: Arr(MailInfo) })
export type _GetMailListData = Assert<Same<Static<typeof GetMailListData>, Api.GetMailListData>>
export const GetMailInfoData = MailInfo
export type _GetMailInfoData = Assert<Same<Static<typeof GetMailInfoData>, Api.GetMailInfoData>>
export const SubmitMailInfoData = Obj({ MailId: Str })
export type _SubmitMailInfoData = Assert<Same<Static<typeof SubmitMailInfoData>, Api.SubmitMailInfoData>>
export const DelMailInfoData = Type.Null()
export type _DelMailInfoData = Assert<Same<Static<typeof DelMailInfoData>, Api.DelMailInfoData>>

/** b2b Customer/*Mail*: the caller's mailing addresses for paper invoices. */
export default async function mailRoutes(app: FastifyInstance) {
  const { db } = app
  const MAIL = '`{MailId, Receiver, Phone, Address, IsDefault}`'

  post<typeof EmptyBody, Api.GetMailListData>(app, { module: 'b2b', path: '/Customer/GetMailList' }, EmptyBody, {
    doc: { body: '`{}`', data: `\`{Mails[${MAIL}]}\`, default first; 2000 when none` },
    data: GetMailListData,
    handler: async (request) => {
      const mails = await list(db, request.caller())
      return mails.length === 0 ? noResult({ Mails: [] }, '暂无收件地址') : { Mails: mails }
    },
  })
  post<typeof MailIdBody, Api.GetMailInfoData>(app, { module: 'b2b', path: '/Customer/GetMailInfo' }, MailIdBody, {
    doc: { body: '`{MailId}`', data: `${MAIL}; another member's 4004` },
    data: GetMailInfoData,
    handler: async (request) => {
      const m = request.caller()
      const { rows } = await db.query<Row>(`select id, receiver, phone, address, is_default from mailing_addresses where ${OWNED} and id = $3`, [...own(m), Number(request.body.MailId)])
      if (!rows[0]) throw notFound(NOT_FOUND)
      return toMail(rows[0])
    },
  })
  post<typeof SubmitMailBody, Api.SubmitMailInfoData>(app, { module: 'b2b', path: '/Customer/SubmitMailInfo' }, SubmitMailBody, {
    doc: { body: '`{MailId? (edit), Receiver, Phone, Address, IsDefault?}`', data: '`{MailId}`; the first address is the default' },
    idempotent: true,
    data: SubmitMailInfoData,
    handler: (request) => submit(db, request.caller(), request.body),
  })
  post<typeof MailIdBody, Api.DelMailInfoData>(app, { module: 'b2b', path: '/Customer/DelMailInfo' }, MailIdBody, {
    doc: { body: '`{MailId}`', data: '`null`' },
    data: DelMailInfoData,
    handler: async (request) => {
      const m = request.caller()
      const { rowCount } = await db.query(`update mailing_addresses set deleted_at = now(), is_default = false where ${OWNED} and id = $3`, [...own(m), Number(request.body.MailId)])
      if ((rowCount ?? 0) === 0) throw notFound(NOT_FOUND)
      return null
    },
  })
}
