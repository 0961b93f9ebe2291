import type { Queryable } from '../../db/types'

/** Unpaid orders are cancelled by the system this long after they become payable. */
export const PAY_WINDOW_MINUTES = 30

export async function startPayWindow(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(`update orders set pay_deadline = now() + make_interval(mins => $2) where id = $1`, [orderId, PAY_WINDOW_MINUTES])
}
