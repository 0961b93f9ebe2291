import type { Db } from '../../db/types'
import { ENTERPRISE, MEMBER } from '../platform/public'

const FLIGHT_WORLD_RUN = 'flight-world-v1'

/** Demo approval flow of flights: enterprise A asks its department head when a fare is over the standard (decision 0173). */
export async function seedFlightWorld(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await tx.query('select 1 from seed_runs where name = $1 for update', [FLIGHT_WORLD_RUN])).rowCount > 0) return false
    const { rows } = await tx.query<{ id: number }>(
      `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values ($1, 5, '机票超标审批', 'overStandard') returning id`,
      [ENTERPRISE.a],
    )
    await tx.query(`insert into order_approval_levels (flow_id, level, name, approver_member_ids, min_amount_fen) values ($1, 1, '部门负责人审批', $2, 0)`, [
      rows[0].id, [MEMBER.approver],
    ])
    await tx.query('insert into seed_runs (name) values ($1)', [FLIGHT_WORLD_RUN])
    return true
  })
}
