import type { Db } from '../../db/types'
import { ENTERPRISE, MEMBER } from '../platform/public'

/** Car reason rules of the demo enterprises (decision 0192): A asks a reason for airport and station rides only; B for every ride. */
export async function seedCarWorld(db: Db): Promise<boolean> {
  const done = await db.query(`select 1 from seed_runs where name = 'car-world-v1'`)
  if (done.rowCount > 0) return false
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into car_settings (enterprise_id, reason_required_use_types, temporary_car_not_need_reason)
       values ($1, '{3,4,5}', true), ($2, '{1,2,3,4,5,6}', false) on conflict (enterprise_id) do nothing`,
      [ENTERPRISE.a, ENTERPRISE.b],
    )
    await tx.query(`insert into seed_runs (name) values ('car-world-v1')`)
  })
  return true
}

/** Enterprise A's car approval flow (decision 0421): rides over the standard whose standard asks approval go to the department head. */
export async function seedCarApprovalFlow(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await tx.query(`select 1 from seed_runs where name = 'car-approval-v1' for update`)).rowCount > 0) return false
    const { rows } = await tx.query<{ id: number }>(
      `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values ($1, 7, '用车超标审批', 'overStandard') returning id`,
      [ENTERPRISE.a],
    )
    await tx.query(`insert into order_approval_levels (flow_id, level, name, approver_member_ids, min_amount_fen) values ($1, 1, '部门负责人审批', $2, 0)`, [
      rows[0].id, [MEMBER.approver],
    ])
    await tx.query(`insert into seed_runs (name) values ('car-approval-v1')`)
    return true
  })
}
