import { Type, type Static } from '@sinclair/typebox'
import { maskEmail, maskPhone } from '@domain/identity/mask'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/businessCard'
import { noResult } from '../../lib/answer'
import { notFound } from '../../lib/errors'
import { post } from '../../lib/route'
import { EmptyBody, PageIndexSchema } from '../../lib/schemas'
import type { Assert, Same } from '../../lib/type-check'
import { Arr, Int, Obj, Str } from '../../lib/data-schemas'

export const SearchBody = Type.Object({ Keyword: Type.String({ maxLength: 40 }), PageIndex: PageIndexSchema, PageSize: Type.Integer({ minimum: 1, maximum: 50 }) })
export type _Search = Assert<Same<Static<typeof SearchBody>, Api.BusinessCardSearchRequest>>

type CardRow = { id: number; name: string; enterprise_name: string; department_name: string | null; phone: string; email: string; employee_no: string; total?: number }

const M = 'tripwise-m-api'
const SELECT = `select m.id, m.name, e.name as enterprise_name, a.phone, m.email, m.employee_no,
    (select d.name from member_departments md join departments d on d.id = md.department_id where md.member_id = m.id order by md.is_default desc, d.id limit 1) as department_name
  from members m join enterprises e on e.id = m.enterprise_id join accounts a on a.id = m.account_id`

const toCard = (r: CardRow): Api.BusinessCard => ({
  MemberId: String(r.id), Name: r.name, EnterpriseName: r.enterprise_name, DepartmentName: r.department_name ?? '', Phone: r.phone, Email: r.email, EmployeeNo: r.employee_no,
})

const BusinessCard = Obj({ MemberId: Str, Name: Str, EnterpriseName: Str, DepartmentName: Str, Phone: Str, Email: Str, EmployeeNo: Str })
export const MyBusinessCardData = BusinessCard
export type _MyBusinessCardData = Assert<Same<Static<typeof MyBusinessCardData>, Api.MyBusinessCardData>>
export const BusinessCardSearchData = Obj({ Total: Int, Items: Arr(BusinessCard) })
export type _BusinessCardSearchData = Assert<Same<Static<typeof BusinessCardSearchData>, Api.BusinessCardSearchData>>

/** 名片 and the enterprise's card bank (decision 0351). */
export default async function businessCardRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.MyBusinessCardData>(app, { module: M, path: '/business-card/mine' }, EmptyBody, {
    doc: { body: '`{}`', data: '`BusinessCard {MemberId, Name, EnterpriseName, DepartmentName, Phone, Email, EmployeeNo}` of the caller' },
    data: MyBusinessCardData,
    handler: async (request) => {
      const { rows } = await db.query<CardRow>(`${SELECT} where m.id = $1`, [request.caller().memberId])
      if (!rows[0]) throw notFound('人员不存在')
      return toCard(rows[0])
    },
  })
  post<typeof SearchBody, Api.BusinessCardSearchData>(app, { module: M, path: '/business-card-bank/search' }, SearchBody, {
    doc: { body: '`{Keyword (name, department or employee number; empty lists all), PageIndex, PageSize ≤ 50}`', data: '`{Total, Items[BusinessCard]}` active colleagues of the caller\'s enterprise by name; phones and e-mails masked unless the caller is a manager or privilege staff (decision 0270); 2000 when none' },
    data: BusinessCardSearchData,
    handler: async (request) => {
      const member = request.caller()
      const { Keyword, PageIndex, PageSize } = request.body
      const like = `%${Keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const { rows } = await db.query<CardRow>(
        `select *, count(*) over ()::int as total from (${SELECT} where m.enterprise_id = $1 and m.status = 'active') c
          where c.name ilike $2 or coalesce(c.department_name, '') ilike $2 or c.employee_no ilike $2
          order by c.name, c.id limit $3 offset $4`,
        [member.enterpriseId, like, PageSize, (PageIndex - 1) * PageSize],
      )
      const { rows: me } = await db.query<{ sees: boolean }>('select (is_manage or is_privilege_staff) as sees from members where id = $1', [member.memberId])
      const sees = Boolean(me[0]?.sees)
      const items = rows.map((r) => {
        const card = toCard(r)
        return sees || r.id === member.memberId ? card : { ...card, Phone: maskPhone(card.Phone), Email: maskEmail(card.Email) }
      })
      const page = { Total: rows[0]?.total ?? 0, Items: items }
      return page.Total === 0 ? noResult(page, '没有找到相关名片') : page
    },
  })
}
