import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/memberOverview'
import { post } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import type { Assert, Same } from '../../lib/type-check'
import { memberOf } from '../../plugins/auth'

export const ConsumptionBody = Type.Object({ Month: Type.Optional(Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])$' })) })
export type _Consumption = Assert<Same<Static<typeof ConsumptionBody>, Api.ConsumptionRequest>>

type RuleRow = { product_type: number; name: string; applies_when: 'always' | 'overStandard'; level: number | null; level_name: string | null; min_amount_fen: number | null; approvers: string[] | null }
type OrderRow = { order_no: string; product_type: number; title: string; amount_fen: number; status_name: string; created_at: Date; traveller_name: string }

/** 管控信息 and 消费明细 of the caller (decision 0287). */
export default async function memberOverviewRoutes(app: FastifyInstance) {
  const { db } = app
  post<typeof EmptyBody, Api.GetMyApprovalRulesData>(app, { module: 'common', path: '/api/Customer/GetMyApprovalRules' }, EmptyBody, {
    doc: { body: '`{}`', data: '`{Rules[{ProductType, FlowName, AppliesWhen always|overStandard, Levels[{Level, Name, MinAmountFen, ApproverNames[]}]}]}` of the caller\'s enterprise' },
    handler: async (request) => {
      const { rows } = await db.query<RuleRow>(
        `select f.product_type, f.name, f.applies_when, l.level, l.name as level_name, l.min_amount_fen,
                (select array_agg(m.name order by m.id) from members m where m.id = any(l.approver_member_ids) and m.enterprise_id = f.enterprise_id) as approvers
           from order_approval_flows f left join order_approval_levels l on l.flow_id = f.id
          where f.enterprise_id = $1 order by f.product_type, l.level`,
        [memberOf(request).enterpriseId],
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
    doc: { body: '`{Month? YYYY-MM}` (this month in Shanghai by default)', data: '`{Month, TotalFen, ByProduct[{ProductType, Count, AmountFen}], Items[{OrderNo, ProductType, Title, AmountFen, StatusName, CreatedAt, TravellerName}]}`: orders the caller booked or travels on, created that month and paid; AmountFen is what was paid less what was refunded' },
    handler: async (request) => {
      const member = memberOf(request)
      const month = request.body.Month ?? shanghaiDate().slice(0, 7)
      // Spending is what was paid less what was refunded (issue 31 item 5): an order never paid (rejected, an
      // undispatched car) is not spending, a refunded one counts what it kept.
      const { rows } = await db.query<OrderRow>(
        `select order_no, product_type, title, paid_fen - refunded_fen as amount_fen, status_name, created_at, traveller_name from orders
          where enterprise_id = $1 and (booker_member_id = $2 or traveller_member_id = $2) and paid_fen > 0
            and to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') = $3
          order by created_at desc, id desc limit 200`,
        [member.enterpriseId, member.memberId, month],
      )
      const byProduct = new Map<number, Api.ConsumptionByProduct>()
      for (const r of rows) {
        const entry = byProduct.get(r.product_type) ?? { ProductType: r.product_type, Count: 0, AmountFen: 0 }
        entry.Count += 1
        entry.AmountFen += Number(r.amount_fen)
        byProduct.set(r.product_type, entry)
      }
      return {
        Month: month,
        TotalFen: rows.reduce((sum, r) => sum + Number(r.amount_fen), 0),
        ByProduct: [...byProduct.values()].sort((a, b) => a.ProductType - b.ProductType),
        Items: rows.map((r) => ({ OrderNo: r.order_no, ProductType: r.product_type, Title: r.title, AmountFen: Number(r.amount_fen), StatusName: r.status_name, CreatedAt: shanghaiIso(new Date(r.created_at)), TravellerName: r.traveller_name })),
      }
    },
  })
}
