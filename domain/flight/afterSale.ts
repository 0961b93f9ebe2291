/** Rebook (改签) cost and name correction (更正姓名) rules, shared by the app's screens and the server (decision 0230). */
import { feeAt, type FeeTier } from './fareRules'

export type ChangeCostInput = {
  oldPriceFen: number
  oldTaxFen: number
  oldCabinName: string
  newPriceFen: number
  newTaxFen: number
  newCabinName: string
  /** The booked fare's change tiers. */
  changeTiers: readonly FeeTier[]
  /** Hours from now to the booked flight's departure. */
  hoursBefore: number
  /** The airline changed the flight (航变): no change fee, same cabin free. */
  isInvoluntary: boolean
  passengerCount: number
}

export type ChangeCost =
  | { isAllowed: true; feePerPassengerFen: number; differencePerPassengerFen: number; totalFen: number; isInvoluntary: boolean }
  | { isAllowed: false; reason: string }

/**
 * What rebooking costs: the change fee of the booked fare's tier (on its price) plus the fare and tax
 * difference when the new fare is dearer, per passenger. A cheaper new fare refunds nothing (airline
 * practice: 改签差价不退). An involuntary change rebooks free within the same cabin; to a dearer cabin only
 * the difference is paid.
 */
export function changeCost(input: ChangeCostInput): ChangeCost {
  const difference = Math.max(0, input.newPriceFen - input.oldPriceFen) + Math.max(0, input.newTaxFen - input.oldTaxFen)
  if (input.isInvoluntary) {
    const differencePerPassengerFen = input.newCabinName === input.oldCabinName ? 0 : difference
    return { isAllowed: true, feePerPassengerFen: 0, differencePerPassengerFen, totalFen: differencePerPassengerFen * input.passengerCount, isInvoluntary: true }
  }
  const fee = feeAt(input.changeTiers, input.oldPriceFen, input.hoursBefore)
  if (!fee.isAllowed) return { isAllowed: false, reason: '航班已起飞，不可改签' }
  return {
    isAllowed: true,
    feePerPassengerFen: fee.feeFen,
    differencePerPassengerFen: difference,
    totalFen: (fee.feeFen + difference) * input.passengerCount,
    isInvoluntary: false,
  }
}

/** Levenshtein distance of two short strings (by code point). */
export function editDistance(a: string, b: string): number {
  const x = [...a]
  const y = [...b]
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const current = [i]
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[y.length]
}

const NAME = /^([\u4e00-\u9fa5·]{2,20}|[A-Za-z]+\/[A-Za-z ]+)$/

/**
 * 更正姓名: airlines correct a typo on a domestic ticket (one character added, removed or replaced); a
 * different person needs a refund and a new booking.
 */
export function nameCorrectionVerdict(oldName: string, newName: string): { isAllowed: true } | { isAllowed: false; reason: string } {
  const name = newName.trim()
  if (!name) return { isAllowed: false, reason: '请填写正确的姓名' }
  if (!NAME.test(name)) return { isAllowed: false, reason: '姓名格式不正确，请填写证件上的姓名' }
  if (name === oldName) return { isAllowed: false, reason: '新姓名与原姓名相同' }
  if (editDistance(oldName, name) > 1) return { isAllowed: false, reason: '仅可更正一个字的错误，姓名差异较大请退票后重新预订' }
  return { isAllowed: true }
}
