import { fenToPrice } from '../money/money'

/**
 * What a reimbursement pays (decision 0560, issue 31 item 1). Imports nothing: the server computes the payment
 * with it and the app shows the same split.
 *
 * A bill lists every cost of the trip, so the trip's record and its policy see them all; the costs the enterprise
 * account already paid (公司已付: orders paid by the enterprise, monthly-settled rides and meals) are not paid
 * again. What the employee is owed is the rest: orders they paid themselves, their own costs and the subsidy.
 * 冲借款 is taken from that part only, and what finance pays out is that part less the offsets.
 */

/** How the order behind a cost was paid, as the wire says it: by the enterprise account, by the traveller, at the hotel. */
export type OrderPayMethod = 'enterprise' | 'personal' | 'hotel'

/** Whether a cost made from an order was paid by the enterprise already (an order without a payment is the traveller's). */
export const isCompanyPaid = (payMethod: OrderPayMethod | null | undefined): boolean => payMethod === 'enterprise'

export type BillLine = { amountFen: number; companyPaid: boolean }

export type BillMoney = {
  /** Every cost of the bill: what the trip cost. */
  totalFen: number
  /** 公司已付: the costs the enterprise account paid. */
  companyPaidFen: number
  /** 应报销: what the employee is owed (personally paid orders, own costs, subsidy). */
  reimbursableFen: number
  /** 冲借款 held by the bill. */
  offsetFen: number
  /** 应付: what finance pays out, the owed part less the offsets. */
  payableFen: number
}

/** The bill's split; offsets above the owed part are an error of the caller (see offsetRoomFen), payable never below 0. */
export function billMoney(lines: readonly BillLine[], offsetFen = 0): BillMoney {
  const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0)
  const companyPaidFen = lines.filter((l) => l.companyPaid).reduce((sum, l) => sum + l.amountFen, 0)
  const reimbursableFen = totalFen - companyPaidFen
  return { totalFen, companyPaidFen, reimbursableFen, offsetFen, payableFen: Math.max(0, reimbursableFen - offsetFen) }
}

/** The bill's split from its stored sums (total and company-paid) and its offsets. */
export const billMoneyOf = (totalFen: number, companyPaidFen: number, offsetFen = 0): BillMoney =>
  billMoney([{ amountFen: totalFen - companyPaidFen, companyPaid: false }, { amountFen: companyPaidFen, companyPaid: true }], offsetFen)

/** The Chinese refusal when offsets would exceed what the employee is owed, else null. */
export function offsetOverError(reimbursableFen: number, offsetFen: number): string | null {
  if (offsetFen <= reimbursableFen) return null
  return `冲借款金额不能超过应报销金额 ${fenToPrice(Math.max(0, reimbursableFen))}（公司已付部分不能冲借款）`
}
