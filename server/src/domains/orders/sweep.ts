import type { Db } from '../../db/types'
import { settlePersonalRefund, type RefundGateway } from './refunds'
import { findOrderById } from './orderRow'
import type { OrderProducts } from './products'
import { SYSTEM_ACTOR, transition } from './transitions'

type Deps = { db: Db; products: OrderProducts; gateway: RefundGateway }

async function ids(db: Db, sql: string, params: unknown[]): Promise<number[]> {
  return (await db.query<{ id: number }>(sql, params)).rows.map((r) => r.id)
}

/** Unpaid past the deadline: the system cancels and what the order held goes back (its product's release). */
async function cancelUnpaid({ db, products }: Deps, now: Date) {
  const due = await ids(db, `select id from orders where status = 'PendingPayment' and pay_deadline < $1`, [now])
  for (const id of due) {
    await db.transaction(async (tx) => {
      const order = await findOrderById(tx, id, true)
      if (!order || order.status !== 'PendingPayment' || !order.pay_deadline || order.pay_deadline >= now) return
      const product = products.of(order.product_type)
      await transition(tx, product, order, 'cancel', SYSTEM_ACTOR, {}, '超过支付时限未支付，系统自动取消')
      await product.release(tx, order)
    })
  }
}

/** Orders their supplier has not confirmed yet, and personal refunds the gateway has not completed, are retried. */
async function retryPending({ db, products, gateway }: Deps) {
  for (const product of products.all()) {
    for (const id of await ids(db, `select id from orders where status = 'Confirming' and product_type = $1`, [product.productType])) await product.confirm(db, id)
  }
  const { rows } = await db.query<{ order_id: number; product_type: number; refund_no: string; amount_fen: number; pay_no: string }>(
    `select r.order_id, o.product_type, r.refund_no, r.amount_fen, p.pay_no
       from refunds r join payments p on p.id = r.payment_id join orders o on o.id = r.order_id where r.status = 'refunding'`,
  )
  for (const r of rows) {
    const refund = { refundNo: r.refund_no, amountFen: r.amount_fen, payNo: r.pay_no, destination: 'personal' as const, settled: false }
    await settlePersonalRefund(db, products.of(r.product_type), gateway, r.order_id, refund)
  }
}

/** The order jobs: run every SWEEP_SECONDS by the server and directly by tests. Each product's own rules run between. */
export async function sweepOrders(deps: Deps, now: Date = new Date()): Promise<void> {
  await cancelUnpaid(deps, now)
  for (const product of deps.products.all()) await product.sweep?.(deps.db, now)
  await retryPending(deps)
}

export const SWEEP_SECONDS = 30
