import type { Db } from '../../db/types'
import { addDays, shanghaiDate } from '../../lib/time'
import { MEMBER } from '../platform/public'

const RUN = 'coupons: demo coupons'

/**
 * Beyond the hotel world's three coupons of 张伟: one for 李娜, one long expired for 张伟's history, and one
 * for 赵磊 of the other enterprise (which nobody else may see).
 */
export async function seedCoupons(db: Db, now: Date = new Date()): Promise<boolean> {
  const today = shanghaiDate(now)
  return db.transaction(async (tx) => {
    if ((await tx.query('select 1 from seed_runs where name = $1', [RUN])).rowCount > 0) return false
    await tx.query(
      `insert into hotel_coupons (member_id, name, discount_fen, threshold_fen, expire_date) values
         ($1, '酒店满500减50', 5000, 50000, $3), ($2, '秋季出行酒店券', 2000, 20000, $4), ($5, '远山贸易酒店立减20', 2000, 0, $3)`,
      [MEMBER.approver, MEMBER.employee, addDays(today, 60), addDays(today, -45), MEMBER.employeeB],
    )
    await tx.query('insert into seed_runs (name) values ($1)', [RUN])
    return true
  })
}
