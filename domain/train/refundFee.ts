/**
 * 12306's refund fee (退票费), shared by the app's quote and the server's refund. Fee by time left before
 * departure: 8 days or more free; 48 hours to 8 days 5%; 24 to 48 hours 10%; under 24 hours 20%. The fee is
 * rounded to the nearest 0.5 yuan (尾数 below 0.25 down to 0, 0.25 to 0.75 to 0.5, 0.75 and up to 1 yuan) and
 * is at least 2 yuan whenever a rate applies, never more than the fare (decision 0162).
 */

const HOUR_MS = 3_600_000
const MIN_FEE_FEN = 200
const HALF_YUAN_FEN = 50

export type RefundBand = { minHours: number; rate: number; text: string }

/** Bands from the earliest refund to the latest; the first whose minHours is reached applies. */
export const REFUND_BANDS: readonly RefundBand[] = [
  { minHours: 8 * 24, rate: 0, text: '开车前8天（含）以上退票，不收退票费' },
  { minHours: 48, rate: 0.05, text: '开车前48小时至8天退票，收取票价5%的退票费' },
  { minHours: 24, rate: 0.1, text: '开车前24小时至48小时退票，收取票价10%的退票费' },
  { minHours: 0, rate: 0.2, text: '开车前不足24小时退票，收取票价20%的退票费' },
]

export function refundBand(departAt: Date, now: Date): RefundBand | null {
  const hoursLeft = (departAt.getTime() - now.getTime()) / HOUR_MS
  if (hoursLeft < 0) return null
  return REFUND_BANDS.find((band) => hoursLeft >= band.minHours) ?? null
}

/** 12306's rounding of a fee to 0.5 yuan. */
export function roundToHalfYuan(fen: number): number {
  return Math.round(fen / HALF_YUAN_FEN) * HALF_YUAN_FEN
}

/** The fee of one ticket in a band; null without a band (the train has left: no refund in the app). */
export function bandFeeFen(priceFen: number, band: RefundBand | null): number | null {
  if (!band) return null
  if (band.rate === 0) return 0
  return Math.min(priceFen, Math.max(MIN_FEE_FEN, roundToHalfYuan(priceFen * band.rate)))
}

/** The fee of one ticket; null when the train has left (no refund in the app). */
export function refundFeeFen(priceFen: number, departAt: Date, now: Date): number | null {
  return bandFeeFen(priceFen, refundBand(departAt, now))
}

/** The refund rule as one Chinese paragraph (order detail, refund page). */
export const REFUND_RULE_TEXT = REFUND_BANDS.map((band) => band.text).join('；') + '。退票费按0.5元取整，最低2元，退款原路退回。'

/** When a ticket was changed (改签): its old train's departure and the moment of the change. */
export type ChangeOrigin = { oldDepartAt: Date; changedAt: Date }

const FIVE_PERCENT_BAND: RefundBand = { minHours: 48, rate: 0.05, text: '开车前48小时至8天内改签至开车8天以上的车次，8天以上退票仍收取票价5%的退票费' }

/**
 * 12306's band for a changed ticket (改签后退票, decision 0601): the same table, by the time left before the NEW
 * train; but a ticket changed 48 hours to 8 days before its old train (to a train 8 days or more away) and refunded 8
 * days or more before the new train still pays 5%. Null once the new train has left.
 */
export function changedTicketRefundBand(departAt: Date, now: Date, origin: ChangeOrigin): RefundBand | null {
  const band = refundBand(departAt, now)
  if (band?.rate !== 0) return band
  const hoursBeforeOldTrain = (origin.oldDepartAt.getTime() - origin.changedAt.getTime()) / HOUR_MS
  return hoursBeforeOldTrain >= FIVE_PERCENT_BAND.minHours && hoursBeforeOldTrain < REFUND_BANDS[0].minHours ? FIVE_PERCENT_BAND : band
}

/** The fee of one changed ticket on the new ticket's fare; null once the new train has left. */
export function changedTicketRefundFeeFen(priceFen: number, departAt: Date, now: Date, origin: ChangeOrigin): number | null {
  return bandFeeFen(priceFen, changedTicketRefundBand(departAt, now, origin))
}
