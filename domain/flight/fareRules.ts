/** Fare-rule arithmetic (退改签) shared by the app's cabin screen and the server's refund and rebook (decision 0171). */

export type FeeTier = { HoursBefore: number; Percent: number }

export type FeeVerdict = { isAllowed: true; percent: number; feeFen: number } | { isAllowed: false; reason: string }

const HOUR_MS = 3_600_000

/** Fees are charged in whole yuan, rounded half up. */
export const roundToYuan = (fen: number) => Math.round(fen / 100) * 100

/**
 * The fee of refunding or changing a ticket `hoursBefore` hours before departure: the first tier whose
 * HoursBefore the time still reaches (tiers ordered from the furthest to the nearest). Past the last tier
 * (after departure for every fare) the ticket can no longer be refunded or changed.
 */
export function feeAt(tiers: readonly FeeTier[], priceFen: number, hoursBefore: number): FeeVerdict {
  const tier = tiers.find((t) => hoursBefore >= t.HoursBefore)
  if (!tier) return { isAllowed: false, reason: '航班已起飞，不可办理' }
  return { isAllowed: true, percent: tier.Percent, feeFen: roundToYuan((priceFen * tier.Percent) / 100) }
}

/** A ticket is valid for a year (carriers' 国内运输总条件: 客票一年内运输有效): an unused one is refunded until then. */
export const TICKET_VALID_HOURS = 365 * 24

/**
 * The fee of refunding a ticket `hoursBefore` hours before departure (decision 0622). Before departure the fare's
 * tiers; after it (a no-show, the ticket unused) the highest percentage of its tiers, as airlines' 误机/no-show
 * refund rules charge, until the ticket's validity ends.
 */
export function refundFeeAt(tiers: readonly FeeTier[], priceFen: number, hoursBefore: number): FeeVerdict {
  if (hoursBefore >= 0 || tiers.length === 0) return feeAt(tiers, priceFen, hoursBefore)
  if (hoursBefore < -TICKET_VALID_HOURS) return { isAllowed: false, reason: '客票已过有效期，不可退票' }
  const percent = Math.max(...tiers.map((t) => t.Percent))
  return { isAllowed: true, percent, feeFen: roundToYuan((priceFen * percent) / 100) }
}

export const hoursBetween = (now: Date, departAt: Date) => (departAt.getTime() - now.getTime()) / HOUR_MS

/** One line per tier in Chinese: 起飞前7天（含）以上 收取5%. */
export function describeTiers(tiers: readonly FeeTier[]): string[] {
  return tiers.map((tier, i) => {
    const upper = i === 0 ? null : tiers[i - 1].HoursBefore
    const from = hoursText(tier.HoursBefore)
    const label = upper === null ? `起飞前${from}（含）以上` : tier.HoursBefore <= 0 ? `起飞前${hoursText(upper)}内` : `起飞前${from}（含）至${hoursText(upper)}`
    return `${label} ${tier.Percent === 0 ? '免费' : `收取${tier.Percent}%`}`
  })
}

function hoursText(hours: number): string {
  return hours >= 24 && hours % 24 === 0 ? `${hours / 24}天` : `${hours}小时`
}

/** Total of a booking: every segment's fare and tax for every passenger. */
export function bookingTotalFen(segments: readonly { priceFen: number; taxFen: number }[], passengerCount: number): number {
  return segments.reduce((sum, s) => sum + (s.priceFen + s.taxFen) * passengerCount, 0)
}
