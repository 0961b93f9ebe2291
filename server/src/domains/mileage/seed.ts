import type { Db } from '../../db/types'
import { ENTERPRISE } from '../platform/public'

/** Mileage allowances of the demo enterprises (decision 0261): A ¥0.80/km, B ¥1.00/km and a purpose required. */
export async function seedMileageWorld(db: Db): Promise<boolean> {
  const done = await db.query(`select 1 from seed_runs where name = 'mileage-world-v1'`)
  if (done.rowCount > 0) return false
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into mileage_settings (enterprise_id, allowance_per_km_fen, need_travel_business, sample_seconds)
       values ($1, 80, false, 10), ($2, 100, true, 10) on conflict (enterprise_id) do nothing`,
      [ENTERPRISE.a, ENTERPRISE.b],
    )
    await tx.query(`insert into seed_runs (name) values ('mileage-world-v1')`)
  })
  return true
}
