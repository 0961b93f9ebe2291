import type { Queryable } from '../../db/types'

/** The cost centre and project an order is charged to (its product knows where it keeps them). */
export type OrderCharge = { costCenterId: number | null; projectId: number | null }

async function lockBudgets(tx: Queryable, ids: readonly number[]): Promise<void> {
  // Always in id order, so two payments charging the same lines wait for each other instead of deadlocking.
  await tx.query('select id from budgets where id = any($1::int[]) order by id for update', [ids])
}

/**
 * A business order's payment consumes `amountFen` of every budget line it was checked against when booked
 * (decision 0144): its booker's default department, its cost centre and its project, in the year of its travel
 * date. Runs in the transaction that records the payment, with the lines locked; a private order consumes nothing.
 */
export async function consumeBudgets(tx: Queryable, orderId: number, charge: OrderCharge, amountFen: number): Promise<void> {
  if (amountFen <= 0) return
  const { rows: found } = await tx.query<{ id: number }>(
    `select b.id from orders o
       join budgets b on b.enterprise_id = o.enterprise_id
        and b.period = to_char(coalesce(o.start_time, o.created_at) at time zone 'Asia/Shanghai', 'YYYY')
        and ((b.dimension_type = 'department'
              and b.dimension_id = (select d.department_id from member_departments d where d.member_id = o.booker_member_id order by d.is_default desc limit 1))
          or (b.dimension_type = 'costCenter' and b.dimension_id = $2) or (b.dimension_type = 'project' and b.dimension_id = $3))
      where o.id = $1 and not o.is_private order by b.id`,
    [orderId, charge.costCenterId, charge.projectId],
  )
  const ids = found.map((b) => Number(b.id))
  if (ids.length === 0) return
  await lockBudgets(tx, ids)
  for (const id of ids) {
    await tx.query('update budgets set used_fen = used_fen + $2 where id = $1', [id, amountFen])
    await tx.query('insert into budget_charges (budget_id, order_id, amount_fen) values ($1, $2, $3)', [id, orderId, amountFen])
  }
}

/**
 * A refund of `amountFen` gives it back to every budget line the order consumed, never more than the order
 * still holds on a line. Runs in the transaction that records the refund, with the lines locked.
 */
export async function releaseBudgets(tx: Queryable, orderId: number, amountFen: number): Promise<void> {
  if (amountFen <= 0) return
  const { rows: charged } = await tx.query<{ budget_id: number }>('select distinct budget_id from budget_charges where order_id = $1 order by budget_id', [orderId])
  if (charged.length === 0) return
  await lockBudgets(tx, charged.map((c) => Number(c.budget_id)))
  const { rows: held } = await tx.query<{ budget_id: number; held: number }>(
    'select budget_id, sum(amount_fen)::bigint as held from budget_charges where order_id = $1 group by budget_id having sum(amount_fen) > 0 order by budget_id',
    [orderId],
  )
  for (const line of held) {
    const released = Math.min(amountFen, Number(line.held))
    await tx.query('update budgets set used_fen = used_fen - $2 where id = $1', [line.budget_id, released])
    await tx.query('insert into budget_charges (budget_id, order_id, amount_fen) values ($1, $2, $3)', [line.budget_id, orderId, -released])
  }
}
