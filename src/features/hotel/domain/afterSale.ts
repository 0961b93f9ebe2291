import type { HotelInvoiceTitleType } from '@api/hotel'
import { addDaysWire, diffDaysWire, isWireDate } from '@/core/format'
import { taxNumberError } from '@domain/invoice/taxNumber'

/** Early departure (提前离店): the new departure lies after arrival and before the booked departure. */
export function earlyDepartureError(input: { newDeparture: string; arrivalDate: string; departureDate: string; today: string; reason: string }): string | null {
  if (!isWireDate(input.newDeparture)) return '请选择新的离店日期'
  if (diffDaysWire(input.newDeparture, input.arrivalDate) < 1) return '离店日期须晚于入住日期'
  if (diffDaysWire(input.departureDate, input.newDeparture) < 1) return '新的离店日期须早于原离店日期'
  if (diffDaysWire(input.newDeparture, input.today) < 0) return '离店日期不能早于今天'
  if (!input.reason.trim()) return '请填写提前离店原因'
  return null
}

/** Departure dates one may choose for an early departure: arrival+1 .. departure-1, not before today. */
export function earlyDepartureRange(arrivalDate: string, departureDate: string, today: string): { start: string; end: string } | null {
  const first = addDaysWire(arrivalDate, 1)
  const start = diffDaysWire(today, first) > 0 ? today : first
  const end = addDaysWire(departureDate, -1)
  return diffDaysWire(end, start) >= 0 ? { start, end } : null
}

/** Nights given back by leaving on `newDeparture`. */
export function nightsReturned(newDeparture: string, departureDate: string): number {
  return Math.max(0, diffDaysWire(departureDate, newDeparture))
}

export type InvoiceInput = { titleType: HotelInvoiceTitleType; title: string; taxNo: string; email: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function invoiceError(input: InvoiceInput): string | null {
  if (!input.title.trim()) return '请填写发票抬头'
  if (input.titleType === 'company') {
    const taxProblem = taxNumberError(input.taxNo)
    if (taxProblem) return taxProblem
  }
  if (!EMAIL.test(input.email.trim())) return '请填写正确的邮箱'
  return null
}
