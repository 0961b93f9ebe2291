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

/** The change rules as the 改签规则 page and the change screen show them (decision 0164). */
export const CHANGE_RULES: readonly string[] = [
  '开车前30分钟以上可在线改签，仅限原出发站和到达站之间的其他车次或日期，每张车票限改签一次。',
  '开车前48小时（含）以上，可改签预售期内的其他车次；不足48小时，只能改签至票面日期当日24:00前开车的车次。',
  '新票价高于原票价的，需补交差价，支付后出新票，原车票作废。',
  '新票价低于原票价的，退还差价，并按原车票开车前剩余时间对差额收取退票费：8天以上不收，48小时至8天5%，24至48小时10%，24小时内20%（按0.5元取整，最低2元）。',
  '改签后的车票不能再次改签，可以在线退票：按新车次开车前的剩余时间和改签后的票价核收退票费；开车前48小时至8天内改签至开车8天以上的车次，8天以上退票仍收取5%的退票费。',
]
