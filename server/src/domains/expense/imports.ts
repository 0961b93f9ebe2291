import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/expense'
import type { Member } from '../../lib/caller'
import { businessRule, invalidInput } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { isCompanyPaid } from '../../../../domain/expense/payable'
import type { StoredPayMethod } from '../orders/public'
import { wirePayMethod, type OrderProducts } from '../orders/public'

/** Each product's name and the cost type (by name in the enterprise's tree) its orders become (decision 0252). */
const PRODUCTS: Record<number, { name: string; costType: string }> = {
  1: { name: '酒店', costType: '住宿费' },
  5: { name: '机票', costType: '交通费' },
  6: { name: '火车票', costType: '交通费' },
  7: { name: '用车', costType: '交通费' },
  8: { name: '外卖', costType: '餐饮费' },
}

type OrderRow = { order_no: string; product_type: number; title: string; amount_fen: number; start_time: Date; arrival_city_name: string; pay_method: StoredPayMethod | null }

/** The registry that says how each product's orders are paid on site (the enterprise's monthly bill, or the traveller). */
export type PaidBy = Pick<OrderProducts, 'of'>

/** 公司已付: the order was paid by the enterprise account (decision 0560). */
const companyPaid = (products: PaidBy, r: OrderRow) => isCompanyPaid(wirePayMethod(products.of(r.product_type), r.pay_method))

async function importable(db: Queryable, member: Member, orderNos?: readonly string[]): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(
    `select o.order_no, o.product_type, o.title, coalesce(nullif(o.paid_fen, 0), o.amount_fen) as amount_fen, o.start_time, o.arrival_city_name, o.pay_method
       from orders o
      where o.enterprise_id = $1 and o.traveller_member_id = $2 and o.status = 'Completed' and coalesce(nullif(o.paid_fen, 0), o.amount_fen) > 0
        and not exists (select 1 from expense_costs c where c.member_id = $2 and c.order_no = o.order_no and c.deleted_at is null)
        and ($3::text[] is null or o.order_no = any($3::text[]))
      order by o.start_time desc`,
    [member.enterpriseId, member.memberId, orderNos ?? null],
  )
  return rows
}

async function costTypeIds(db: Queryable, enterpriseId: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from expense_cost_types where enterprise_id = $1 order by sort, id', [enterpriseId])
  return new Map(rows.map((r) => [r.name, r.id]))
}

const dayOf = (at: Date) => shanghaiDate(at)

export async function importableOrders(db: Queryable, products: PaidBy, member: Member): Promise<Api.ImportableOrdersData> {
  const rows = await importable(db, member)
  return {
    Items: rows.map((r) => ({
      OrderNo: r.order_no,
      ProductType: r.product_type,
      ProductName: PRODUCTS[r.product_type]?.name ?? '其他',
      Title: r.title,
      AmountFen: Number(r.amount_fen),
      Date: dayOf(r.start_time),
      CityName: r.arrival_city_name,
      CostTypeName: PRODUCTS[r.product_type]?.costType ?? '交通费',
      CompanyPaid: companyPaid(products, r),
    })),
  }
}

/** The chosen completed orders of the caller become costs of the account book (each order once), 公司已付 when the enterprise paid. */
export async function importOrders(tx: Queryable, products: PaidBy, member: Member, body: Api.ImportOrdersRequest): Promise<Api.ImportOrdersData> {
  const wanted = [...new Set(body.OrderNos)]
  await tx.query('select id from members where id = $1 for update', [member.memberId])
  const rows = await importable(tx, member, wanted)
  if (rows.length !== wanted.length) throw businessRule('部分订单不可导入（未完成、已导入或不属于您），请刷新后重试')
  const types = await costTypeIds(tx, member.enterpriseId)
  const ids: string[] = []
  for (const r of rows) {
    const typeId = types.get(PRODUCTS[r.product_type]?.costType ?? '交通费') ?? [...types.values()][0]
    if (typeId === undefined) throw invalidInput('企业未设置费用类型')
    const { rows: made } = await tx.query<{ id: number }>(
      `insert into expense_costs (enterprise_id, member_id, cost_type_id, amount_fen, cost_date, city_name, remark, order_no, company_paid)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [member.enterpriseId, member.memberId, typeId, Number(r.amount_fen), dayOf(r.start_time), r.arrival_city_name, r.title, r.order_no, companyPaid(products, r)],
    )
    await copyOrderInvoices(tx, member, made[0].id, r.order_no)
    ids.push(String(made[0].id))
  }
  return { CostIds: ids }
}

/**
 * The order's issued invoices become the cost's (source 'order', decision 0361); one already claimed elsewhere in
 * the enterprise stays where it is (the duplicate check's unique index), the cost then shows it as missing.
 */
async function copyOrderInvoices(tx: Queryable, member: Member, costId: number, orderNo: string): Promise<void> {
  await tx.query(
    `insert into expense_cost_invoices (enterprise_id, member_id, cost_id, type_code, type_name, invoice_code, invoice_no, invoice_date,
            amount_fen, tax_fen, total_fen, check_code, source)
     select $1, $2, $3, i.type_code, i.type_name, i.invoice_code, i.invoice_no, i.invoice_date, i.amount_fen, i.tax_fen, i.total_fen, i.check_code, 'order'
       from order_invoices i join orders o on o.id = i.order_id
      where o.order_no = $4 and o.enterprise_id = $1 order by i.id
     on conflict (enterprise_id, invoice_code, invoice_no) where deleted_at is null do nothing`,
    [member.enterpriseId, member.memberId, costId, orderNo],
  )
}
