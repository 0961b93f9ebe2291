import type { Queryable } from '../../db/types'
import type { ConsumptionItem, ConsumptionPageData, ConsumptionPageRequest } from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { noResult, type Answer } from '../../lib/answer'
import { forbidden } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { isFinancial } from '../platform/public'

type Row = { order_no: string; product_type: number; title: string; traveller_name: string; status_name: string; paid_fen: number; paid_at: Date; total: number; total_fen: number }

/**
 * 企业支付账单 (decision 0312): the month's orders of the enterprise paid from its account, newest first, with the
 * month's total and the account's balance. Finance staff only.
 */
export async function consumptionPage(db: Queryable, member: Member, body: ConsumptionPageRequest): Promise<ConsumptionPageData | Answer<ConsumptionPageData>> {
  if (!(await isFinancial(db, member))) throw forbidden('仅财务人员可以查看企业支付账单')
  const { rows } = await db.query<Row>(
    `with paid as (
       select o.order_no, o.product_type, o.title, o.traveller_name, o.status_name, o.paid_fen,
              coalesce((select max(p.paid_at) from payments p where p.order_id = o.id and p.status = 'paid'), o.created_at) as paid_at
         from orders o where o.enterprise_id = $1 and o.pay_method = 'enterprise' and o.paid_fen > 0)
     select *, count(*) over () as total, sum(paid_fen) over () as total_fen from paid
      where to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') = $2
      order by paid_at desc, order_no desc limit $3 offset $4`,
    [member.enterpriseId, body.Month, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const balance = await db.query<{ balance: number }>('select account_balance_fen as balance from enterprises where id = $1', [member.enterpriseId])
  const items: ConsumptionItem[] = rows.map((r) => ({
    OrderNo: r.order_no, ProductType: Number(r.product_type), Title: r.title, TravellerName: r.traveller_name,
    StatusName: r.status_name, PaidFen: Number(r.paid_fen), PaidAt: shanghaiIso(r.paid_at),
  }))
  const data: ConsumptionPageData = {
    Items: items, Total: Number(rows[0]?.total ?? 0), PageIndex: body.PageIndex, PageSize: body.PageSize, Month: body.Month,
    TotalFen: Number(rows[0]?.total_fen ?? 0), BalanceFen: Number(balance.rows[0]?.balance ?? 0),
  }
  return data.Total === 0 ? noResult(data, '本月暂无企业支付记录') : data
}
