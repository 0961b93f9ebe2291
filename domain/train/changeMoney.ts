import { refundFeeFen } from './refundFee'

/**
 * The money of a 改签, shared by the app's prompt and the server: the new fare against what the old ticket kept.
 * Dearer: the difference is paid. Cheaper: the difference comes back less 12306's refund fee on it (对差额部分核收退票费),
 * by the time left before the old train (decision 0164).
 */
export function changeMoney(oldPaidFen: number, newTotalFen: number, oldDepartAt: Date, now: Date): { payFen: number; refundFen: number; feeFen: number } {
  const diff = newTotalFen - oldPaidFen
  if (diff >= 0) return { payFen: diff, refundFen: 0, feeFen: 0 }
  const feeFen = Math.min(-diff, refundFeeFen(-diff, oldDepartAt, now) ?? -diff)
  return { payFen: 0, refundFen: -diff - feeFen, feeFen }
}
