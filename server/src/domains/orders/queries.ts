import type { Db, Queryable } from '../../db/types'
import type { OrderListData, OrderListRequest, OrderStatus } from '../../../../types/api/order'
import type { ProductType } from '../../../../types/api/envelope'
import type { Member } from '../../lib/caller'
import { ORDER_STATUS_TEXT, ORDER_TAB_STATUSES } from '@domain/order/orderStatus'
import { noResult, type Answer } from '../../lib/answer'
import { notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { findApprovalOfOrder, seesAsApprover, type ApprovalRow } from '../approvals/public'
import { linesOf } from './lines'
import { findOrder, type OrderRow } from './orderRow'
import type { OrderProducts } from './products'

/** SQL: the member (`memberParam`) booked order `o` or travels in it, by its product's own rule. */
function bookedOrTravelling(products: OrderProducts, memberParam: string): string {
  const travelling = products.all().map((p) => `(o.product_type = ${p.productType} and ${p.travellerCondition('o', memberParam)})`)
  return `(o.booker_member_id = ${memberParam}${travelling.map((c) => ` or ${c}`).join('')})`
}

/** The member's orders of every registered product (booked or travelling in), newest first, by order-centre tab. */
export async function orderList(db: Db, products: OrderProducts, member: Member, body: OrderListRequest): Promise<OrderListData | Answer<OrderListData>> {
  const statuses = ORDER_TAB_STATUSES[body.Tab]
  const types = products.all().map((p) => p.productType)
  const { rows } = await db.query<{
    id: number; order_no: string; product_type: ProductType; status: OrderStatus; traveller_name: string; created_at: Date; pay_deadline: Date | null; total: number
  }>(
    `select o.id, o.order_no, o.product_type, o.status, o.traveller_name, o.created_at, o.pay_deadline, count(*) over () as total
       from orders o
      where o.enterprise_id = $1 and ${bookedOrTravelling(products, '$2')}
        and o.status = any($3::text[]) and o.product_type = any($4::int[]) and ($5::int is null or o.product_type = $5)
      order by o.created_at desc, o.id desc limit $6 offset $7`,
    [member.enterpriseId, member.memberId, statuses, types, body.ProductType ?? null, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const lines = await linesOf(db, products, rows)
  const data: OrderListData = {
    Orders: rows.map((r) => {
      const line = lines.get(r.id)
      return {
        OrderNo: r.order_no,
        ProductType: r.product_type,
        Status: r.status,
        StatusText: ORDER_STATUS_TEXT[r.status],
        Title: line?.title ?? '',
        Subtitle: line?.subtitle ?? '',
        StartDate: line?.startDate ?? '',
        EndDate: line?.endDate ?? '',
        TravellerNames: r.traveller_name,
        TotalFen: line?.totalFen ?? 0,
        CreatedAt: shanghaiIso(r.created_at),
        PayDeadline: r.status === 'PendingPayment' && r.pay_deadline ? shanghaiIso(r.pay_deadline) : null,
      }
    }),
    Total: rows[0]?.total ?? 0,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '暂无订单') : data
}

async function isBookedOrTravelling(db: Queryable, products: OrderProducts, orderId: number, memberId: number): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 from orders o where o.id = $1 and ${bookedOrTravelling(products, '$2')}`, [orderId, memberId])
  return rowCount > 0
}

/** The order for its booker or a traveller, or for an approver of its approval (same enterprise); else 4004. */
export async function visibleOrder(db: Db, products: OrderProducts, member: Member, orderNo: string): Promise<{ order: OrderRow; approval: ApprovalRow | null }> {
  const order = await findOrder(db, orderNo)
  if (!order || order.enterprise_id !== member.enterpriseId) throw notFound('订单不存在')
  const approval = await findApprovalOfOrder(db, order.id)
  const visible = (await isBookedOrTravelling(db, products, order.id, member.memberId)) || (approval !== null && (await seesAsApprover(db, approval, member.memberId)))
  if (!visible) throw notFound('订单不存在')
  return { order, approval }
}
