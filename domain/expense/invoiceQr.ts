/**
 * The QR code printed on Chinese VAT invoices (增值税发票) and 全电发票 (数电票), as the tax authority lays it out:
 * comma-separated `version,typeCode,invoiceCode,invoiceNumber,amount,date(YYYYMMDD),checkCode,crc[,...]`.
 * Traditional invoices carry a 10 or 12 digit code and an 8 digit number; 全电发票 leave the code empty and carry a
 * 20 digit number. Decisions 0250, 0630.
 * The amount field: on the traditional kinds the amount before tax (不含税金额, what 查验 asks of a 专票); on the
 * 数电 kinds (31, 32, 51, 61) the 价税合计 (what 查验 asks of a 数电票). A railway ticket's tax follows from its
 * fare (railwaySplit); the others' tax is printed only, and the form derives the amount from the total and it.
 */
import { railwaySplit } from './inputVat'
import { fenToPrice } from '../money/money'

export type InvoiceKind =
  | 'vatSpecial' | 'vatNormal' | 'vatElectronicSpecial' | 'vatElectronicNormal' | 'vatRoll' | 'toll'
  | 'digitalSpecial' | 'digitalNormal' | 'digitalRail' | 'digitalAir' | 'other'

export const INVOICE_TYPE_BY_CODE: Record<string, { kind: InvoiceKind; name: string }> = {
  '01': { kind: 'vatSpecial', name: '增值税专用发票' },
  '04': { kind: 'vatNormal', name: '增值税普通发票' },
  '08': { kind: 'vatElectronicSpecial', name: '增值税电子专用发票' },
  '10': { kind: 'vatElectronicNormal', name: '增值税电子普通发票' },
  '11': { kind: 'vatRoll', name: '增值税普通发票(卷式)' },
  '14': { kind: 'toll', name: '增值税电子普通发票(通行费)' },
  '31': { kind: 'digitalSpecial', name: '电子发票(增值税专用发票)' },
  '32': { kind: 'digitalNormal', name: '电子发票(普通发票)' },
  '51': { kind: 'digitalRail', name: '电子发票(铁路电子客票)' },
  '61': { kind: 'digitalAir', name: '电子发票(航空运输电子客票行程单)' },
}

/** The kinds whose QR amount is the 价税合计 (the 数电 kinds); the others carry the amount before tax. */
export const QR_AMOUNT_IS_TOTAL: ReadonlySet<string> = new Set(['31', '32', '51', '61'])

export type InvoiceQr = {
  TypeCode: string
  TypeName: string
  /** '' on 全电发票. */
  InvoiceCode: string
  InvoiceNo: string
  /**
   * Amount before tax in fen; on a 数电 code whose tax is not known yet (TaxFen null) the 价税合计 until the tax is
   * typed.
   */
  AmountFen: number
  /** 价税合计 in fen where the code carries it (the 数电 kinds), else null. */
  TotalFen: number | null
  /** Tax in fen where it follows from the code (railway tickets), else null (to be typed or read from the print). */
  TaxFen: number | null
  /** YYYY-MM-DD */
  InvoiceDate: string
  /** The full check code as printed ('' on special invoices); the last 6 digits are what verification asks for. */
  CheckCode: string
  Digital: boolean
}

export type QrParse = { ok: true; invoice: InvoiceQr } | { ok: false; reason: string }

const NOT_INVOICE = '不是发票二维码，请对准发票左上角的二维码'

/** Yuan text with at most two decimals to integer fen, null when it is not money. */
export function yuanTextToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

function realDate(yyyymmdd: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null
  return `${m[1]}-${m[2]}-${m[3]}`
}

/** Reads the text decoded from an invoice QR code. */
export function parseInvoiceQr(text: string): QrParse {
  const parts = text.trim().split(/[,，]/).map((p) => p.trim())
  if (parts.length < 7 || !/^\d{2}$/.test(parts[0]) || !/^\d{2}$/.test(parts[1])) return { ok: false, reason: NOT_INVOICE }
  const [, typeCode, code, no, amount, date, check] = parts
  const digital = code === '' && /^\d{20}$/.test(no)
  if (!digital && !(/^(\d{10}|\d{12})$/.test(code) && /^\d{8}$/.test(no))) return { ok: false, reason: NOT_INVOICE }
  const fen = yuanTextToFen(amount)
  if (fen === null) return { ok: false, reason: '二维码中的金额无法识别' }
  const day = realDate(date)
  if (!day) return { ok: false, reason: '二维码中的开票日期无法识别' }
  const type = INVOICE_TYPE_BY_CODE[typeCode]
  const total = digital && QR_AMOUNT_IS_TOTAL.has(typeCode) ? fen : null
  const rail = total !== null && type?.kind === 'digitalRail' ? railwaySplit(total) : null
  return {
    ok: true,
    invoice: {
      TypeCode: typeCode,
      TypeName: type?.name ?? '其他发票',
      InvoiceCode: code,
      InvoiceNo: no,
      AmountFen: rail ? rail.amountFen : fen,
      TotalFen: total,
      TaxFen: rail ? rail.taxFen : null,
      InvoiceDate: day,
      CheckCode: check,
      Digital: digital,
    },
  }
}

/**
 * Builds the QR text of an invoice in the official layout (used to make sample images); `AmountFen` is the amount
 * field as the code carries it (before tax, or 价税合计 on the 数电 kinds).
 */
export function invoiceQrText(i: Pick<InvoiceQr, 'TypeCode' | 'InvoiceCode' | 'InvoiceNo' | 'AmountFen' | 'InvoiceDate' | 'CheckCode'>, crc = '0A1B'): string {
  const yuan = `${Math.floor(i.AmountFen / 100)}.${String(i.AmountFen % 100).padStart(2, '0')}`
  return ['01', i.TypeCode, i.InvoiceCode, i.InvoiceNo, yuan, i.InvoiceDate.replace(/-/g, ''), i.CheckCode, crc, ''].join(',')
}

/** The key an invoice is unique by across an enterprise: code and number (全电: the 20 digit number alone). */
export const invoiceKey = (code: string, no: string): string => `${code.trim()}#${no.trim()}`

export type Coverage = { state: 'none' | 'short' | 'match' | 'over'; differenceFen: number; text: string }

/**
 * Cross-check of a cost against the total (价税合计) of its invoices: short when the invoices cover less than
 * the cost, over when they cover more (a part of the invoice stays unclaimed), match when equal.
 */
export function invoiceCoverage(costFen: number, invoiceTotalsFen: readonly number[]): Coverage {
  if (invoiceTotalsFen.length === 0) return { state: 'none', differenceFen: costFen, text: '未添加发票' }
  const total = invoiceTotalsFen.reduce((s, n) => s + n, 0)
  const diff = total - costFen
  if (diff === 0) return { state: 'match', differenceFen: 0, text: '发票金额与费用一致' }
  if (diff < 0) return { state: 'short', differenceFen: -diff, text: `发票金额比费用少${fenToPrice(-diff)}` }
  return { state: 'over', differenceFen: diff, text: `发票金额比费用多${fenToPrice(diff)}` }
}
