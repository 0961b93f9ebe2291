import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/expense'
import { INVOICE_TYPE_BY_CODE, invoiceCoverage } from '../../../../domain/expense/invoiceQr'
import { parseInvoiceText } from '../../../../domain/expense/invoiceText'
import { invoiceAmountsProblem, invoiceDeductibleVatFen } from '../../../../domain/expense/inputVat'
import type { Member } from '../../lib/caller'
import { businessRule, invalidInput, notFound } from '../../lib/errors'
import { isRealDate, shanghaiDate, shanghaiIso } from '../../lib/time'
import { findOwnCost, MAX_COST_FEN } from './costs'
import { looksLikePdf, MAX_INVOICE_PDF_BYTES, pdfFirstPageLines, UnreadablePdf } from './invoicePdfText'

type InvoiceRow = {
  id: number; cost_id: number; type_code: string; type_name: string; invoice_code: string; invoice_no: string; invoice_date: string
  amount_fen: number; tax_fen: number; total_fen: number; check_code: string; source: Api.InvoiceSource
}

const INVOICE_SELECT = `select id, cost_id, type_code, type_name, invoice_code, invoice_no, invoice_date::text as invoice_date,
       amount_fen, tax_fen, total_fen, check_code, source from expense_cost_invoices`

const invoiceOf = (r: InvoiceRow): Api.CostInvoice => ({
  InvoiceId: String(r.id),
  CostId: String(r.cost_id),
  TypeCode: r.type_code,
  TypeName: r.type_name,
  InvoiceCode: r.invoice_code,
  InvoiceNo: r.invoice_no,
  InvoiceDate: r.invoice_date,
  AmountFen: Number(r.amount_fen),
  TaxFen: Number(r.tax_fen),
  TotalFen: Number(r.total_fen),
  DeductibleVatFen: invoiceDeductibleVatFen({ TypeCode: r.type_code, AmountFen: Number(r.amount_fen), TaxFen: Number(r.tax_fen) }),
  CheckCode: r.check_code,
  Source: r.source,
})

async function coverageOf(db: Queryable, costId: number, costFen: number) {
  const { rows } = await db.query<{ total_fen: number }>('select total_fen from expense_cost_invoices where cost_id = $1 and deleted_at is null', [costId])
  return invoiceCoverage(costFen, rows.map((r) => Number(r.total_fen)))
}

/** The live invoices of a cost (the caller's right to see it checked before). */
export async function invoicesOfCost(db: Queryable, costId: number): Promise<Api.CostInvoice[]> {
  const { rows } = await db.query<InvoiceRow>(`${INVOICE_SELECT} where cost_id = $1 and deleted_at is null order by id`, [costId])
  return rows.map(invoiceOf)
}

export async function listInvoices(db: Queryable, member: Member, costId: string): Promise<Api.InvoiceListData> {
  const cost = await findOwnCost(db, member, costId)
  const { rows } = await db.query<InvoiceRow>(`${INVOICE_SELECT} where cost_id = $1 and deleted_at is null order by id`, [cost.id])
  const items = rows.map(invoiceOf)
  const coverage = invoiceCoverage(Number(cost.amount_fen), items.map((i) => i.TotalFen))
  return { Items: items, CostAmountFen: Number(cost.amount_fen), Coverage: coverage.state, CoverageText: coverage.text }
}

type Claim = { name: string; created_at: Date; bill_no: string | null; id: number }

/** Who in the enterprise already holds the invoice (besides the invoice being edited). */
async function findClaim(db: Queryable, enterpriseId: number, code: string, no: string, exceptId = 0): Promise<Claim | null> {
  const { rows } = await db.query<Claim>(
    `select i.id, m.name, i.created_at, b.bill_no
       from expense_cost_invoices i join members m on m.id = i.member_id join expense_costs c on c.id = i.cost_id
       left join expense_bills b on b.id = c.bill_id
      where i.enterprise_id = $1 and i.invoice_code = $2 and i.invoice_no = $3 and i.deleted_at is null and i.id <> $4`,
    [enterpriseId, code, no, exceptId],
  )
  return rows[0] ?? null
}

const claimedText = (c: Claim) =>
  `该发票已由${c.name}于${shanghaiIso(c.created_at).slice(0, 16).replace('T', ' ')}录入${c.bill_no ? `（报销单${c.bill_no}）` : ''}，不能重复报销`

export async function checkInvoice(db: Queryable, member: Member, body: Api.CheckInvoiceRequest): Promise<Api.CheckInvoiceData> {
  const claim = await findClaim(db, member.enterpriseId, body.InvoiceCode.trim(), body.InvoiceNo.trim())
  if (!claim) return { Claimed: false, ClaimedBy: '', ClaimedAt: '', BillNo: '' }
  return { Claimed: true, ClaimedBy: claim.name, ClaimedAt: shanghaiIso(claim.created_at), BillNo: claim.bill_no ?? '' }
}

/**
 * Reads a VAT e-invoice or 全电发票 PDF (decision 0470): its first page's text layer through pdf.js, the printed
 * fields through parseInvoiceText, then the same enterprise-wide duplicate check as CheckInvoice.
 */
export async function identifyPdf(db: Queryable, member: Member, bytes: Uint8Array): Promise<Api.IdentifyPdfData> {
  if (bytes.byteLength > MAX_INVOICE_PDF_BYTES) throw invalidInput(`PDF文件不能超过${MAX_INVOICE_PDF_BYTES / 1024 / 1024}MB`)
  if (!looksLikePdf(bytes)) throw invalidInput('请选择PDF格式的发票文件')
  let lines: string[]
  try {
    lines = await pdfFirstPageLines(bytes)
  } catch (error) {
    if (error instanceof UnreadablePdf) throw invalidInput('无法读取该PDF文件，请确认文件完整且未加密')
    throw error
  }
  const parsed = parseInvoiceText(lines)
  if (!parsed.ok) throw businessRule(parsed.reason)
  const invoice = parsed.invoice
  if (invoice.InvoiceDate > shanghaiDate()) throw businessRule('开票日期晚于今天，请确认发票')
  const Claim = await checkInvoice(db, member, { InvoiceCode: invoice.InvoiceCode, InvoiceNo: invoice.InvoiceNo })
  return { ...invoice, Claim }
}

function checkNumbers(code: string, no: string) {
  const digital = code === '' && /^\d{20}$/.test(no)
  if (!digital && !(/^(\d{10}|\d{12})$/.test(code) && /^\d{8}$/.test(no))) {
    throw invalidInput('发票代码应为10或12位数字、号码8位；全电发票不填代码，号码20位')
  }
}

/** Adds or edits an invoice of a free cost of the caller; refused when anyone in the enterprise holds it. */
export async function saveInvoice(db: Queryable, member: Member, body: Api.SaveInvoiceRequest): Promise<Api.SaveInvoiceData> {
  const code = body.InvoiceCode.trim()
  const no = body.InvoiceNo.trim()
  checkNumbers(code, no)
  if (!isRealDate(body.InvoiceDate) || body.InvoiceDate > shanghaiDate()) throw invalidInput('请选择正确的开票日期')
  const amountsProblem = invoiceAmountsProblem(body.AmountFen, body.TaxFen)
  if (amountsProblem) throw invalidInput(amountsProblem)
  const total = body.AmountFen + body.TaxFen
  if (total > MAX_COST_FEN) throw invalidInput('价税合计应大于0且不超过100万元')
  const typeName = INVOICE_TYPE_BY_CODE[body.TypeCode]?.name ?? '其他发票'
  const cost = await findOwnCost(db, member, body.CostId, true)
  if (cost.bill_id !== null) throw businessRule('该费用已关联报销单，不能修改发票')
  if (body.InvoiceId) {
    const { rowCount } = await db.query('select 1 from expense_cost_invoices where id = $1 and cost_id = $2 and deleted_at is null for update', [Number(body.InvoiceId), cost.id])
    if (rowCount === 0) throw notFound('发票不存在')
  }
  const claim = await findClaim(db, member.enterpriseId, code, no, Number(body.InvoiceId ?? 0))
  if (claim) throw businessRule(claimedText(claim))
  const values = [body.TypeCode, typeName, code, no, body.InvoiceDate, body.AmountFen, body.TaxFen, total, body.CheckCode.trim(), body.Source]
  // Two members saving the same invoice at once: the unique index expense_cost_invoices_claimed decides, and the
  // loser answers 4009 with its message (ServerDomain.uniqueMessages, mapped by the envelope).
  let id = Number(body.InvoiceId ?? 0)
  if (id) {
    await db.query(
      `update expense_cost_invoices set type_code = $2, type_name = $3, invoice_code = $4, invoice_no = $5, invoice_date = $6, amount_fen = $7,
          tax_fen = $8, total_fen = $9, check_code = $10, source = $11 where id = $1`,
      [id, ...values],
    )
  } else {
    const { rows } = await db.query<{ id: number }>(
      `insert into expense_cost_invoices (enterprise_id, member_id, cost_id, type_code, type_name, invoice_code, invoice_no, invoice_date,
          amount_fen, tax_fen, total_fen, check_code, source)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [member.enterpriseId, member.memberId, cost.id, ...values],
    )
    id = rows[0].id
  }
  const coverage = await coverageOf(db, cost.id, Number(cost.amount_fen))
  return { InvoiceId: String(id), Coverage: coverage.state, CoverageText: coverage.text }
}

export async function deleteInvoice(db: Queryable, member: Member, invoiceId: string): Promise<{ InvoiceId: string }> {
  const { rows } = await db.query<{ cost_id: number }>(
    'select cost_id from expense_cost_invoices where id = $1 and enterprise_id = $2 and member_id = $3 and deleted_at is null',
    [Number(invoiceId), member.enterpriseId, member.memberId],
  )
  if (!rows[0]) throw notFound('发票不存在')
  const cost = await findOwnCost(db, member, String(rows[0].cost_id), true)
  if (cost.bill_id !== null) throw businessRule('该费用已关联报销单，不能删除发票')
  await db.query('update expense_cost_invoices set deleted_at = now() where id = $1', [Number(invoiceId)])
  return { InvoiceId: invoiceId }
}
