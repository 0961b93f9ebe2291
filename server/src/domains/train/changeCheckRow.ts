import type { Queryable } from '../../db/types'
import { changeCheckUntil, changeNeedsPhoneCheck, isChangeCheckValid } from '@domain/train/changeCheck'
import { businessRule } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type { TrainOrderRow } from './orderRow'

/** When the order's contact phone last passed the change check, or null. */
export async function changeCheckedAt(db: Queryable, orderId: number): Promise<Date | null> {
  const { rows } = await db.query<{ checked_at: Date }>('select checked_at from train_change_checks where order_id = $1', [orderId])
  return rows[0]?.checked_at ?? null
}

/** Until when the check stands, null when it does not (detail's ChangeCheckedUntil). */
export async function changeCheckedUntil(db: Queryable, orderId: number, now = new Date()): Promise<string | null> {
  const at = await changeCheckedAt(db, orderId)
  return at && isChangeCheckValid(at, now) ? shanghaiIso(changeCheckUntil(at)) : null
}

/** ChangeTicket's gate: a move to another date needs a valid check (decision 0340). */
export async function requireChangeCheck(db: Queryable, old: TrainOrderRow, newDate: string, now: Date): Promise<void> {
  if (!changeNeedsPhoneCheck(old.run_date, newDate)) return
  if (!isChangeCheckValid(await changeCheckedAt(db, old.id), now)) throw businessRule('改签至其他日期需先完成手机号验证')
}

