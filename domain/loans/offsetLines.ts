import { planOffsets } from './ledger'
import { fenToPrice } from '../money/money'

/** At most this many loans may be offset by one reimbursement bill (the server takes up to 10). */
export const MAX_OFFSET_LOANS = 10

/** A loan chosen on the bill form: what it still owes and, when the member typed one, the amount to offset. */
export type OffsetLineInput = { loanNo: string; availableFen: number; typedFen: number | null }

export type OffsetLinePlan = {
  /** The amount per chosen loan, in the order chosen (0 when nothing is left to offset with it). */
  lines: { loanNo: string; amountFen: number }[]
  totalFen: number
  /** What the member is paid: the bill total less the offsets (never below 0 when valid). */
  payFen: number
  error: string | null
}

/**
 * 冲借款 over several loans: typed amounts are kept as typed; the loans without one take the rest of the bill
 * total, oldest chosen first, each up to what it still owes. The plan is refused (error) when a typed amount is
 * above its loan's balance or the offsets together exceed the bill total.
 */
export function planOffsetLines(inputs: readonly OffsetLineInput[], billTotalFen: number): OffsetLinePlan {
  const total = Math.max(0, Math.floor(billTotalFen))
  const typedSum = inputs.reduce((sum, i) => sum + (i.typedFen ?? 0), 0)
  const auto = planOffsets(inputs.filter((i) => i.typedFen === null).map((i) => ({ loanNo: i.loanNo, availableFen: i.availableFen })), Math.max(0, total - typedSum))
  const autoBy = new Map(auto.items.map((item) => [item.loanNo, item.amountFen]))
  const lines = inputs.map((i) => ({ loanNo: i.loanNo, amountFen: i.typedFen ?? autoBy.get(i.loanNo) ?? 0 }))
  const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0)
  const over = inputs.find((i) => i.typedFen !== null && i.typedFen > i.availableFen)
  const error = inputs.length > MAX_OFFSET_LOANS
    ? `一张报销单最多冲抵${MAX_OFFSET_LOANS}笔借款`
    : over
      ? `借款单${over.loanNo}最多可冲抵 ${fenToPrice(over.availableFen)}`
      : totalFen > total
        ? '冲借款合计不能超过应报销金额'
        : null
  return { lines, totalFen, payFen: Math.max(0, total - totalFen), error }
}
