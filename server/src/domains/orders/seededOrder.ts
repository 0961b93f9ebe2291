import type { Queryable } from '../../db/types'

/** A demo order the seed wrote, paid by its booker. */
export type SeededPaidOrder = { id: number; order_no: string; amountFen: number; bookerMemberId: number; bookerName: string }

/**
 * The money and history every seeded order of a product has as if it had been booked (decisions 0402, 0566):
 * its payment, the way the order says it was paid (the enterprise account, or the booker himself: decision 0560),
 * and its status history — submitted and paid by the booker, confirmed by the system (with the product's remark),
 * and completed when the order is.
 */
export async function recordSeededPayment(tx: Queryable, order: SeededPaidOrder, confirmRemark: string, completeRemark: string | null = null): Promise<void> {
  await tx.query(
    `insert into payments (pay_no, order_id, method, amount_fen, status, paid_at)
     select $1, id, case when pay_method = 'personal' then 'personal' else 'enterprise' end, $3, 'paid', now() from orders where id = $2`,
    [`P${order.order_no.slice(1)}01`, order.id, order.amountFen],
  )
  const steps: (readonly [string, string | null, string, 'applicant' | 'system', string])[] = [
    ['submit', null, 'PendingPayment', 'applicant', ''],
    ['pay', 'PendingPayment', 'Confirming', 'applicant', ''],
    ['confirm', 'Confirming', 'Confirmed', 'system', confirmRemark],
  ]
  if (completeRemark !== null) steps.push(['complete', 'Confirmed', 'Completed', 'system', completeRemark])
  for (const [action, from, to, actor, remark] of steps) {
    await tx.query(
      `insert into order_status_history (order_id, action, from_status, to_status, actor, actor_member_id, actor_name, remark) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [order.id, action, from, to, actor, actor === 'applicant' ? order.bookerMemberId : null, actor === 'applicant' ? order.bookerName : '系统', remark],
    )
  }
}
