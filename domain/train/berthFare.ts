import { fenToYuan } from '../money/money'
import { roundToHalfYuan } from './refundFee'

/**
 * Berth fares (decision 0780). 12306 prices a sleeper's berths apart: the 下铺 is the dearest, the 中铺 and 上铺 cheaper.
 * A berth is sold at the 下铺 fare while it is not yet assigned; once the ticket is issued on a cheaper berth the
 * difference is refunded. Fares per berth are the 下铺 fare times the berth's share, rounded to 0.5 yuan as 12306 rounds
 * every fare. 硬卧 and 二等卧 (动卧, sold under 硬卧's code) have three tiers, 软卧 and 一等卧 (软卧's code) two.
 */
export type Berth = '下铺' | '中铺' | '上铺'

/**
 * Share of the 下铺 fare per berth, by seat code ('3' 硬卧/二等卧, '4' 软卧/一等卧); other classes have no berths.
 * 硬卧's shares are checked against a published fare list (decision 0780); 软卧's 上铺 0.95 is unverified: no public
 * source was found (decision 0821).
 */
export const BERTH_SHARES: Readonly<Record<string, Readonly<Partial<Record<Berth, number>>>>> = {
  '3': { 下铺: 1, 中铺: 0.968, 上铺: 0.935 },
  '4': { 下铺: 1, 上铺: 0.95 },
}

/** The berth a 12306 seat number names ('05车12上铺' → 上铺), null for a seat or a berth the class does not have. */
export function berthOfSeatNo(seatCode: string, seatNo: string): Berth | null {
  const match = /(下铺|中铺|上铺)$/.exec(seatNo.trim())
  if (!match) return null
  const berth = match[1] as Berth
  return BERTH_SHARES[seatCode]?.[berth] === undefined ? null : berth
}

/**
 * The fare of a berth from the class's 下铺 fare (what the order was charged per ticket), in fen: never more than the
 * 下铺 fare, rounded to 0.5 yuan. A seat class, or an unknown berth, keeps the fare charged.
 */
export function berthFareFen(lowerFareFen: number, seatCode: string, berth: Berth | null): number {
  const share = berth === null ? undefined : BERTH_SHARES[seatCode]?.[berth]
  if (share === undefined || share >= 1) return lowerFareFen
  return Math.min(lowerFareFen, roundToHalfYuan(lowerFareFen * share))
}

export type IssuedFare = { fareFen: number; refundFen: number; berth: Berth | null }

/** Each issued ticket's fare by its seat number, and the difference against the 下铺 fare charged that is refunded. */
export function issuedFares(chargedFareFen: number, seatCode: string, seatNos: readonly string[]): IssuedFare[] {
  return seatNos.map((seatNo) => {
    const berth = berthOfSeatNo(seatCode, seatNo)
    const fareFen = berthFareFen(chargedFareFen, seatCode, berth)
    return { fareFen, refundFen: chargedFareFen - fareFen, berth }
  })
}

/**
 * A changed ticket's berth difference (改签 or 变更到站 onto a sleeper) split between its two orders. Its fare lies on
 * both (decision 0601): the new order holds what the new fare is above the old ticket's fare, the old order the rest.
 * When the fare drops from the 下铺 fare charged to the berth's, each gives back what it no longer holds; no fee.
 */
export function changedBerthRefund(chargedFen: number, berthFen: number, oldFareFen: number): { fromNewFen: number; fromOldFen: number } {
  return {
    fromNewFen: Math.max(0, chargedFen - oldFareFen) - Math.max(0, berthFen - oldFareFen),
    fromOldFen: Math.min(oldFareFen, chargedFen) - Math.min(oldFareFen, berthFen),
  }
}

/** The order detail's line for a ticket whose berth difference came back, '' when none. */
export const berthRefundText = (refundFen: number): string => (refundFen > 0 ? `铺位差价退款 ¥${fenToYuan(refundFen)}` : '')
