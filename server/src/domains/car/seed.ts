import type { Db } from '../../db/types'
import { ENTERPRISE } from '../platform/people'

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
