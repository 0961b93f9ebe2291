/**
 * The printed text of a VAT e-invoice (增值税电子发票) or a 全电发票 (数电票) PDF, read into the fields the QR code
 * gives (InvoiceQr) and the ones only the print has: tax, total (价税合计) and both parties. The text comes from the
 * PDF's text layer (the server reads it with pdf.js, decision 0470) as lines top to bottom, each left to right.
 */
import { railwaySplit } from './inputVat'
import { INVOICE_TYPE_BY_CODE, QR_AMOUNT_IS_TOTAL, type InvoiceQr } from './invoiceQr'

export type InvoiceText = Omit<InvoiceQr, 'TaxFen' | 'TotalFen'> & {
  TaxFen: number
  /** 价税合计 in fen. */
  TotalFen: number
  BuyerName: string
  BuyerTaxNo: string
  SellerName: string
  SellerTaxNo: string
}

export type TextParse = { ok: true; invoice: InvoiceText } | { ok: false; reason: string }

/** A text run of pdf.js getTextContent: its string and its transform ([a, b, c, d, x, y], y upwards). */
export type TextRun = { str: string; transform: readonly number[] }

export const NO_INVOICE_TEXT = '未在PDF中找到发票信息，请确认是增值税电子发票或全电发票的PDF'

/**
 * The page's text as lines: runs whose baselines lie within `tolerance` points form a line (top to bottom), their
 * strings joined left to right with a space between runs.
 */
export function linesOfRuns(runs: readonly TextRun[], tolerance = 2): string[] {
  const placed = runs
    .filter((r) => r.str.trim() !== '' && r.transform.length >= 6)
    .map((r) => ({ str: r.str, x: r.transform[4], y: r.transform[5] }))
    .sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: { y: number; parts: { x: number; str: string }[] }[] = []
  for (const run of placed) {
    const line = lines.find((l) => Math.abs(l.y - run.y) <= tolerance)
    if (line) line.parts.push(run)
    else lines.push({ y: run.y, parts: [run] })
  }
  return lines.map((l) => l.parts.sort((a, b) => a.x - b.x).map((p) => p.str.trim()).join(' '))
}

/**
 * Full-width forms to ASCII ((), :, ¥) and no whitespace: the print spaces labels out (合 计, 校 验 码). The party
 * blocks' captions (购买方信息, 销售方信息) stand one character a line beside the names: those lone characters go.
 */
function compact(line: string): string {
  return line
    .replace(/(^|\s)[购买方销售信息](?=\s|$)/g, '$1')
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[：]/g, ':')
    .replace(/[￥]/g, '¥')
    .replace(/\s+/g, '')
}

/** Titles, most specific first (a title holds the shorter ones' words). */
const TITLES: [RegExp, string][] = [
  [/电子发票\(铁路电子客票\)/, '51'],
  [/电子发票\(航空运输电子客票行程单\)/, '61'],
  [/电子发票\(增值税专用发票\)/, '31'],
  [/电子发票\(普通发票\)/, '32'],
  [/增值税电子专用发票/, '08'],
  [/增值税电子普通发票\(通行费\)|通行费/, '14'],
  [/增值税电子普通发票/, '10'],
  [/增值税普通发票\(卷式\)/, '11'],
  [/增值税专用发票/, '01'],
  [/增值税普通发票/, '04'],
]

/** Where a labelled value stops: the next label on the same line. */
const NEXT_LABEL = '(?=名称:|(?:统一社会信用代码/)?纳税人识别号:|统一社会信用代码:|地址|开户行|电话|$)'
const TAX_NO_LABEL = '(?:统一社会信用代码/纳税人识别号|统一社会信用代码|纳税人识别号)'

function allValues(text: string, label: string): string[] {
  return [...text.matchAll(new RegExp(`${label}:(.*?)${NEXT_LABEL}`, 'gm'))].map((m) => m[1])
}

function realDate(y: string, m: string, d: string): string | null {
  const [year, month, day] = [Number(y), Number(m), Number(d)]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** '1,234.50' to fen; null when it is not a non-negative amount with two decimals at most. */
function fenOf(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, ''))
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

type Amounts = { totalFen: number | null; amountFen: number | null; taxFen: number | null }

/** A VAT invoice: 价税合计（小写）and the 合计 row (amount, tax; the tax column prints *** or 免税 when there is none). */
function vatAmounts(text: string, rows: readonly string[]): Amounts {
  const totalText = /\(小写\)¥?([\d,]+(?:\.\d{1,2})?)/.exec(text)?.[1]
  const sumRow = rows.find((r) => r.startsWith('合计'))
  const sums = sumRow ? [...sumRow.matchAll(/¥([\d,]+(?:\.\d{1,2})?)|\*{3}|免税/g)].map((m) => (m[1] === undefined ? 0 : fenOf(m[1]))) : []
  return { totalFen: totalText ? fenOf(totalText) : null, amountFen: sums[0] ?? null, taxFen: sums[1] ?? null }
}

/** A 数电 railway ticket prints its fare (票价, the 价税合计) and no tax: the tax is the railway VAT inside it. */
function railwayAmounts(text: string): Amounts {
  const fareText = /票价:¥?([\d,]+(?:\.\d{1,2})?)/.exec(text)?.[1]
  const totalFen = fareText ? fenOf(fareText) : null
  if (totalFen === null) return { totalFen: null, amountFen: null, taxFen: null }
  const { amountFen, taxFen } = railwaySplit(totalFen)
  return { totalFen, amountFen, taxFen }
}

/**
 * A 数电 air itinerary's money row under 票价 燃油附加费 增值税税率 增值税税额 民航发展基金 其他税费 合计: CNY amounts
 * in that order (the rate is a percentage). The tax is the printed VAT, the total the 合计; the amount before tax
 * is the rest (fare and fuel before tax, and the untaxed 民航发展基金 and other charges).
 */
function airAmounts(rows: readonly string[]): Amounts {
  const header = rows.findIndex((r) => r.includes('增值税税额') && r.includes('合计'))
  const money = header < 0 ? undefined : rows.slice(header + 1).find((r) => /CNY/.test(r))
  const values = money ? [...money.matchAll(/CNY([\d,]+(?:\.\d{1,2})?)/g)].map((m) => fenOf(m[1])) : []
  if (values.length < 4 || values.some((v) => v === null)) return { totalFen: null, amountFen: null, taxFen: null }
  const totalFen = values[values.length - 1] as number
  const taxFen = values[2] as number
  return { totalFen, amountFen: totalFen - taxFen, taxFen }
}

/** Reads the invoice fields from the lines of an invoice PDF's first page. */
export function parseInvoiceText(lines: readonly string[]): TextParse {
  const rows = lines.map(compact).filter((l) => l !== '')
  const text = rows.join('\n')
  const no = /发票号码:(\d+)/.exec(text)?.[1]
  if (!no) return { ok: false, reason: NO_INVOICE_TEXT }
  const code = /发票代码:(\d+)/.exec(text)?.[1] ?? ''
  const typeCode = TITLES.find(([title]) => title.test(text))?.[1]
  if (!typeCode) return { ok: false, reason: '无法识别发票种类，请手工录入' }
  const digital = QR_AMOUNT_IS_TOTAL.has(typeCode)
  const numbersOk = digital ? code === '' && /^\d{20}$/.test(no) : /^(\d{10}|\d{12})$/.test(code) && /^\d{8}$/.test(no)
  if (!numbersOk) return { ok: false, reason: '发票代码或号码无法识别，请手工录入' }

  const dateMatch = /(?:开票|填开)日期:(\d{4})年(\d{1,2})月(\d{1,2})日/.exec(text) ?? /(?:开票|填开)日期:(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text)
  const date = dateMatch ? realDate(dateMatch[1], dateMatch[2], dateMatch[3]) : null
  if (!date) return { ok: false, reason: '开票日期无法识别，请手工录入' }

  if (/\(小写\)¥?-|合计¥?-|票价:¥?-/.test(text)) return { ok: false, reason: '红字发票（负数发票）不能报销' }
  const amounts = typeCode === '51' ? railwayAmounts(text) : typeCode === '61' ? airAmounts(rows) : vatAmounts(text, rows)
  const totalFen = amounts.totalFen
  let { amountFen, taxFen } = amounts
  if (totalFen === null) return { ok: false, reason: '价税合计无法识别，请手工录入' }
  if (amountFen === null && taxFen !== null) amountFen = totalFen - taxFen
  if (amountFen === null) amountFen = totalFen
  if (taxFen === null) taxFen = totalFen - amountFen
  if (totalFen <= 0 || amountFen < 0 || taxFen < 0 || amountFen + taxFen !== totalFen) {
    return { ok: false, reason: '发票金额与价税合计不一致，请手工录入' }
  }

  const names = allValues(text, '名称')
  const taxNos = allValues(text, TAX_NO_LABEL).map((v) => (/^[0-9A-Z]{15,20}$/.test(v) ? v : ''))
  const check = /校验码:(\d{20})/.exec(text)?.[1] ?? ''
  return {
    ok: true,
    invoice: {
      TypeCode: typeCode,
      TypeName: INVOICE_TYPE_BY_CODE[typeCode].name,
      InvoiceCode: code,
      InvoiceNo: no,
      AmountFen: amountFen,
      InvoiceDate: date,
      CheckCode: check,
      Digital: digital,
      TaxFen: taxFen,
      TotalFen: totalFen,
      BuyerName: names[0] ?? '',
      BuyerTaxNo: taxNos[0] ?? '',
      SellerName: names[1] ?? '',
      SellerTaxNo: taxNos[1] ?? '',
    },
  }
}
