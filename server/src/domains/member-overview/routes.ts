import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/memberOverview'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import type { Assert, Same } from '../../lib/type-check'
import { forbidden } from '../../lib/errors'
import { Arr, Int, Lits, Obj, Opt, Str } from '../../lib/data-schemas'

export const ConsumptionBody = Type.Object({
  Month: Type.Optional(Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' })),
  Scope: Type.Optional(Type.Union([Type.Literal('mine'), Type.Literal('enterprise')])),
})
export type _Consumption = Assert<Same<Static<typeof ConsumptionBody>, Api.ConsumptionRequest>>

type RuleRow = { product_type: number; name: string; applies_when: 'always' | 'overStandard'; level: number | null; level_name: string | null; min_amount_fen: number | null; approvers: string[] | null }
type OrderRow = { order_no: string; product_type: number; title: string; amount_fen: number; status_name: string; created_at: Date; traveller_name: string; department_name: string | null }

export const GetMyApprovalRulesData = Obj({
  Rules: Arr(Obj({
    ProductType: Int, FlowName: Str, AppliesWhen: Lits<Api.ApprovalRule['AppliesWhen']>(['always', 'overStandard']),
    Levels: Arr(Obj({ Level: Int, Name: Str, MinAmountFen: Int, ApproverNames: Arr(Str) })),
  })),
})
export type _GetMyApprovalRulesData = Assert<Same<Static<typeof GetMyApprovalRulesData>, Api.GetMyApprovalRulesData>>
export const ConsumptionDetailData = Obj({
  Month: Str,
  TotalFen: Int,
  ByProduct: Arr(Obj({ ProductType: Int, Count: Int, AmountFen: Int })),
  Items: Arr(Obj({ OrderNo: Str, ProductType: Int, Title: Str, AmountFen: Int, StatusName: Str, CreatedAt: Str, TravellerName: Str })),
  ByDepartment: Opt(Arr(Obj({ DepartmentName: Str, Count: Int, AmountFen: Int }))),
})
export type _ConsumptionDetailData = Assert<Same<Static<typeof ConsumptionDetailData>, Api.ConsumptionDetailData>>

/** 管控信息 and 消费明细 of the caller (decision 0287). */
export default async function memberOverviewRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.GetMyApprovalRulesData>(app, { module: 'common', path: '/api/Customer/GetMyApprovalRules' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Rules[{ProductType, FlowName, AppliesWhen always|overStandard, Levels[{Level, Name, MinAmountFen, ApproverNames[]}]}]}` of the caller\'s enterprise' },
    data: GetMyApprovalRulesData,
    handler: async (request) => {
      const { rows } = await db.query<RuleRow>(
        `select f.product_type, f.name, f.applies_when, l.level, l.name as level_name, l.min_amount_fen,
                (select array_agg(m.name order by m.id) from members m where m.id = any(l.approver_member_ids) and m.enterprise_id = f.enterprise_id) as approvers
           from order_approval_flows f left join order_approval_levels l on l.flow_id = f.id
          where f.enterprise_id = $1 order by f.product_type, l.level`,
        [request.caller().enterpriseId],
      )
      const rules = new Map<number, Api.ApprovalRule>()
      for (const r of rows) {
        const rule = rules.get(r.product_type) ?? { ProductType: r.product_type, FlowName: r.name, AppliesWhen: r.applies_when, Levels: [] }
        rules.set(r.product_type, rule)
        if (r.level !== null) rule.Levels.push({ Level: r.level, Name: r.level_name ?? '', MinAmountFen: Number(r.min_amount_fen ?? 0), ApproverNames: r.approvers ?? [] })
      }
      return { Rules: [...rules.values()] }
    },
  })
  post<typeof ConsumptionBody, Api.ConsumptionDetailData>(app, { module: 'common', path: '/api/order/GetConsumptionDetail' }, ConsumptionBody, {
    doc: { body: '`{Month? YYYY-MM, Scope? mine|enterprise}` (this month in Shanghai by default; enterprise: admins and finance only, 4003)', data: '`{Month, TotalFen, ByProduct[{ProductType, Count, AmountFen}], Items[{OrderNo, ProductType, Title, AmountFen, StatusName, CreatedAt, TravellerName}]}`: orders the caller booked or travels on (Scope enterprise: every order of the enterprise, and ByDepartment[{DepartmentName, Count, AmountFen}] by the department of the traveller), created that month and paid; AmountFen is what was paid less what was refunded' },
    data: ConsumptionDetailData,
    handler: async (request) => {
      const member = request.caller()
      const month = request.body.Month ?? shanghaiDate().slice(0, 7)
      // Spending is what was paid less what was refunded (issue 31 item 5): an order never paid (rejected, an
      // undispatched car) is not spending, a refunded one counts what it kept.
      // The enterprise's whole spending, by department, is for its admins and finance (decision 0710).
      const wholeEnterprise = request.body.Scope === 'enterprise'
      if (wholeEnterprise) {
        const { rows: roles } = await db.query<{ ok: boolean }>('select is_manage or is_financial as ok from members where id = $1', [member.memberId])
        if (!roles[0]?.ok) throw forbidden('仅企业管理员和财务人员可以查看部门消费')
      }
      // A department is the traveller's default one (else the booker's, for a guest), as budgets count it.
      const { rows } = await db.query<OrderRow>(
        `select o.order_no, o.product_type, o.title, o.paid_fen - o.refunded_fen as amount_fen, o.status_name, o.created_at, o.traveller_name, d.name as department_name
           from orders o
           left join lateral (select dd.name from member_departments md join departments dd on dd.id = md.department_id
                               where md.member_id = coalesce(o.traveller_member_id, o.booker_member_id)
                               order by md.is_default desc, dd.sort, dd.id limit 1) d on true
          where o.enterprise_id = $1 and ($4 or o.booker_member_id = $2 or o.traveller_member_id = $2) and o.paid_fen > 0
            and to_char(o.created_at at time zone 'Asia/Shanghai', 'YYYY-MM') = $3
          order by o.created_at desc, o.id desc limit 200`,
        [member.enterpriseId, member.memberId, month, wholeEnterprise],
      )
      const byProduct = new Map<number, Api.ConsumptionByProduct>()
      for (const r of rows) {
        const entry = byProduct.get(r.product_type) ?? { ProductType: r.product_type, Count: 0, AmountFen: 0 }
        entry.Count += 1
        entry.AmountFen += Number(r.amount_fen)
        byProduct.set(r.product_type, entry)
      }
      const byDepartment = new Map<string, Api.ConsumptionByDepartment>()
      for (const r of rows) {
        const name = r.department_name ?? '未指定'
        const entry = byDepartment.get(name) ?? { DepartmentName: name, Count: 0, AmountFen: 0 }
        entry.Count += 1
        entry.AmountFen += Number(r.amount_fen)
        byDepartment.set(name, entry)
      }
      return {
        ...(wholeEnterprise ? { ByDepartment: [...byDepartment.values()].sort((a, b) => b.AmountFen - a.AmountFen || a.DepartmentName.localeCompare(b.DepartmentName, 'zh')) } : {}),
        Month: month,
        TotalFen: rows.reduce((sum, r) => sum + Number(r.amount_fen), 0),
        ByProduct: [...byProduct.values()].sort((a, b) => a.ProductType - b.ProductType),
        Items: rows.map((r) => ({ OrderNo: r.order_no, ProductType: r.product_type, Title: r.title, AmountFen: Number(r.amount_fen), StatusName: r.status_name, CreatedAt: shanghaiIso(new Date(r.created_at)), TravellerName: r.traveller_name })),
      }
    },
  })
}
