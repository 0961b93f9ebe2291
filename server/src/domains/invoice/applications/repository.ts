import type { Queryable } from '../../../db/types'
import type { InvoiceableOrder, InvoiceApplicationStatus, InvoiceKind, InvoiceMedium, InvoiceTitleType, MailingAddress } from '../../../../../types/api/invoice'
import { shanghaiDate } from '../../../lib/time'

type Owner = { memberId: number; enterpriseId: number }
type OrderRow = { id: number; order_no: string; product_type: number; title: string; description: string; start_time: Date; amount_fen: string | number }

/**
 * The member's orders that may be invoiced: booked by the member in this enterprise, completed, paid in the
 * app (not on site), something left after refunds, in no live application and not invoiced by the
 * product's own invoice call (hotel).
 */
const INVOICEABLE = `
  select o.id, o.order_no, o.product_type, o.title, o.description, o.start_time, (o.paid_fen - o.refunded_fen) as amount_fen
    from orders o
   where o.booker_member_id = $1 and o.enterprise_id = $2 and o.status = 'Completed'
     and coalesce(o.pay_method, '') <> 'onSite' and o.paid_fen - o.refunded_fen > 0
     and not exists (select 1 from invoice_application_orders x where x.order_id = o.id and x.live)
     and not exists (select 1 from hotel_invoice_applications h where h.order_id = o.id)`

const toOrder = (r: OrderRow): InvoiceableOrder => ({
  OrderNo: r.order_no,
  ProductType: r.product_type,
  Title: r.title,
  Description: r.description,
  TravelDate: shanghaiDate(new Date(r.start_time)),
  AmountFen: Number(r.amount_fen),
})

export async function invoiceableOrders(db: Queryable, owner: Owner): Promise<InvoiceableOrder[]> {
  const { rows } = await db.query<OrderRow>(`${INVOICEABLE} order by o.start_time desc, o.id desc limit 200`, [owner.memberId, owner.enterpriseId])
  return rows.map(toOrder)
}

/** The asked orders that are invoiceable, locked for the application's transaction. */
export async function lockInvoiceable(tx: Queryable, owner: Owner, orderNos: readonly string[]): Promise<(InvoiceableOrder & { id: number })[]> {
  const { rows } = await tx.query<OrderRow>(`${INVOICEABLE} and o.order_no = any($3::text[]) order by o.id for update of o`, [owner.memberId, owner.enterpriseId, orderNos])
  return rows.map((r) => ({ ...toOrder(r), id: r.id }))
}

export type NewApplication = {
  applyNo: string
  titleType: InvoiceTitleType
  title: string
  taxNo: string
  titleDetails: Record<string, string>
  kind: InvoiceKind
  medium: InvoiceMedium
  email: string
  mailing: MailingAddress | null
  remark: string
  amountFen: number
}

export async function insertApplication(tx: Queryable, owner: Owner, a: NewApplication, orders: readonly { id: number; AmountFen: number }[]): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into invoice_applications (apply_no, enterprise_id, member_id, title_type, title, tax_no, title_details, kind, medium, email, mailing, remark, amount_fen)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
    [a.applyNo, owner.enterpriseId, owner.memberId, a.titleType, a.title, a.taxNo, JSON.stringify(a.titleDetails), a.kind, a.medium, a.email,
      a.mailing ? JSON.stringify(a.mailing) : null, a.remark, a.amountFen],
  )
  for (const order of orders) {
    await tx.query('insert into invoice_application_orders (application_id, order_id, amount_fen) values ($1, $2, $3)', [rows[0].id, order.id, order.AmountFen])
  }
}

export type ApplicationRow = {
  id: number; apply_no: string; title_type: InvoiceTitleType; title: string; tax_no: string; kind: InvoiceKind; medium: InvoiceMedium
  email: string; mailing: MailingAddress | null; remark: string; amount_fen: string | number; status: InvoiceApplicationStatus
  created_at: Date; order_count: number
}

const APPLICATION_COLUMNS = `a.id, a.apply_no, a.title_type, a.title, a.tax_no, a.kind, a.medium, a.email, a.mailing, a.remark, a.amount_fen,
  a.status, a.created_at, (select count(*)::int from invoice_application_orders x where x.application_id = a.id) as order_count`

export async function pageApplications(db: Queryable, owner: Owner, pageIndex: number, pageSize: number): Promise<{ total: number; rows: ApplicationRow[] }> {
  const total = await db.query<{ n: number }>('select count(*)::int as n from invoice_applications where member_id = $1 and enterprise_id = $2', [owner.memberId, owner.enterpriseId])
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from invoice_applications a where a.member_id = $1 and a.enterprise_id = $2
      order by a.created_at desc, a.id desc limit $3 offset $4`,
    [owner.memberId, owner.enterpriseId, pageSize, (pageIndex - 1) * pageSize],
  )
  return { total: total.rows[0].n, rows }
}

export async function findApplication(db: Queryable, owner: Owner, applyNo: string): Promise<ApplicationRow | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `select ${APPLICATION_COLUMNS} from invoice_applications a where a.member_id = $1 and a.enterprise_id = $2 and a.apply_no = $3`,
    [owner.memberId, owner.enterpriseId, applyNo],
  )
  return rows[0]
}

export async function applicationOrders(db: Queryable, applicationId: number): Promise<InvoiceableOrder[]> {
  const { rows } = await db.query<OrderRow>(
    `select o.id, o.order_no, o.product_type, o.title, o.description, o.start_time, x.amount_fen
       from invoice_application_orders x join orders o on o.id = x.order_id where x.application_id = $1 order by o.start_time desc, o.id`,
    [applicationId],
  )
  return rows.map(toOrder)
}

/** Applied → Withdrawn, freeing its orders; false when it was not Applied. */
export async function withdraw(tx: Queryable, applicationId: number): Promise<boolean> {
  const { rowCount } = await tx.query(`update invoice_applications set status = 'Withdrawn' where id = $1 and status = 'Applied'`, [applicationId])
  if ((rowCount ?? 0) === 0) return false
  await tx.query('update invoice_application_orders set live = null where application_id = $1', [applicationId])
  return true
}
