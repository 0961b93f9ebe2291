/**
 * Invoice amounts and deductible input VAT (进项税额) of travel invoices (decision 0630). Integer fen throughout.
 *
 * Passenger transport bought by an employee on a trip is deductible (财政部 税务总局 海关总署公告2019年第39号,
 * item 6): where the ticket prints no VAT, the deduction is computed from the ticket —
 *   railway:  票面金额 ÷ (1 + 9%) × 9%
 *   air:      (票价 + 燃油附加费) ÷ (1 + 9%) × 9%; 民航发展基金 is a government fund, not deductible
 *   road/water passenger: 票面金额 ÷ (1 + 3%) × 3%
 * Rounding: each ticket's result is rounded to the fen, half up (四舍五入到分), in exact integer arithmetic; a
 * bill's deductible VAT is the sum of its tickets' rounded amounts (each ticket is its own deduction voucher).
 */

export type PassengerTicket =
  | { kind: 'rail'; fareFen: number }
  | { kind: 'air'; fareFen: number; fuelFen: number; fundFen?: number }
  | { kind: 'road'; fareFen: number }

/** Half-up rounding of `numerator / denominator` for non-negative integers, without floating point. */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** The VAT contained in a tax-inclusive amount at `ratePercent` (9 → amount ÷ 1.09 × 9%), in fen. */
export function vatInside(inclusiveFen: number, ratePercent: number): number {
  if (!Number.isInteger(inclusiveFen) || inclusiveFen <= 0) return 0
  return roundHalfUp(inclusiveFen * ratePercent, 100 + ratePercent)
}

export const RAIL_VAT_PERCENT = 9
export const AIR_VAT_PERCENT = 9
export const ROAD_VAT_PERCENT = 3

/** The deductible VAT of one passenger ticket that prints none. */
export function ticketDeductibleVatFen(t: PassengerTicket): number {
  switch (t.kind) {
    case 'rail': return vatInside(t.fareFen, RAIL_VAT_PERCENT)
    case 'air': return vatInside(t.fareFen + t.fuelFen, AIR_VAT_PERCENT)
    case 'road': return vatInside(t.fareFen, ROAD_VAT_PERCENT)
  }
}

/** Invoice kinds whose printed VAT is deductible as printed: VAT special invoices (paper, electronic, 数电). */
const PRINTED_VAT_DEDUCTIBLE = new Set(['01', '08', '31', '61'])
export const RAIL_INVOICE_TYPE = '51'
export const AIR_INVOICE_TYPE = '61'

export type InvoiceForVat = { TypeCode: string; AmountFen: number; TaxFen: number }

/**
 * The deductible input VAT of one invoice as the app stores it (amount before tax + tax = 价税合计):
 * - 51 电子发票（铁路电子客票）: prints the fare (价税合计) only, so the railway formula on the total;
 * - 61 电子发票（航空运输电子客票行程单）: prints its VAT on fare + fuel surcharge (the 民航发展基金 in its total is
 *   untaxed), so the printed tax; 01/08/31 专用发票: the printed tax;
 * - every other kind (普通发票, 通行费, 卷式, 其他): 0 here — their VAT is not taken as deductible by the app.
 */
export function invoiceDeductibleVatFen(i: InvoiceForVat): number {
  if (i.TypeCode === RAIL_INVOICE_TYPE) return ticketDeductibleVatFen({ kind: 'rail', fareFen: i.AmountFen + i.TaxFen })
  return PRINTED_VAT_DEDUCTIBLE.has(i.TypeCode) ? Math.max(0, i.TaxFen) : 0
}

/** Per invoice and for the bill: each invoice rounded on its own, the bill the sum. */
export function billDeductibleVat(invoices: readonly InvoiceForVat[]): { perInvoiceFen: number[]; totalFen: number } {
  const perInvoiceFen = invoices.map(invoiceDeductibleVatFen)
  return { perInvoiceFen, totalFen: perInvoiceFen.reduce((s, n) => s + n, 0) }
}

/**
 * Splits a railway ticket's fare (its 价税合计, which the QR code carries) into amount before tax and VAT, so the
 * form needs no typing: the tax is the deductible railway VAT.
 */
export function railwaySplit(totalFen: number): { amountFen: number; taxFen: number } {
  const taxFen = ticketDeductibleVatFen({ kind: 'rail', fareFen: totalFen })
  return { amountFen: totalFen - taxFen, taxFen }
}

/** The first problem of an invoice's amounts (typed or received), '' when they can be saved. */
export function invoiceAmountsProblem(amountFen: number, taxFen: number): string {
  if (amountFen <= 0) return '金额应大于0'
  if (taxFen < 0) return '税额不能为负数'
  if (taxFen > amountFen) return '税额不能大于金额，请核对'
  return ''
}
