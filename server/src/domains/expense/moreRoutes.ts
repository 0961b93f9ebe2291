import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/expense'
import { ok } from '../../lib/answer'
import { invalidInput, tooManyRequests } from '../../lib/errors'
import { post, routeSchema, urlOf, type RouteAt } from '../../lib/route'
import { EmptyBody } from '../../lib/schemas'
import { importableOrders, importOrders } from './imports'
import { checkInvoice, deleteInvoice, identifyPdf, listInvoices, saveInvoice } from './invoices'
import { MAX_INVOICE_PDF_BYTES } from './invoicePdfText'
import * as S from './moreSchemas'
import { myAccountBook } from './statistics'
import { claimSubsidy, mySubsidy } from './subsidy'
import { draftTripReimbursement, tripsToReimburse } from './tripDraft'
import { BillNoData } from './schemas'
import { ClaimSubsidyBody } from './subsidySchemas'

/** PDFs read per member per minute (reading one takes a fraction of a second of the server's time). */
const PDFS_PER_MINUTE = 20

/** expensecontrol CostInvoice/*: invoices on the caller's costs, claimed once per enterprise (decision 0250). */
export async function invoiceRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'expensecontrol', path })
  post<typeof S.InvoiceListBody, Api.InvoiceListData>(app, at('/CostInvoice/GetInvoiceList'), S.InvoiceListBody, {
    doc: { body: '`{CostId}`', data: '`{Items: CostInvoice[], CostAmountFen, Coverage none|short|match|over, CoverageText}`; another\'s cost 4004' },
    data: S.InvoiceListData,
    handler: (request) => listInvoices(db, request.caller(), request.body.CostId),
  })
  post<typeof S.SaveInvoiceBody, Api.SaveInvoiceData>(app, at('/CostInvoice/SaveInvoice'), S.SaveInvoiceBody, {
    doc: {
      body: '`{InvoiceId?, CostId, TypeCode, InvoiceCode (\'\' 全电), InvoiceNo, InvoiceDate, AmountFen, TaxFen, CheckCode, Source manual|qr|order}` (*reqId*)',
      data: '`{InvoiceId, Coverage, CoverageText}`; claimed anywhere in the enterprise 4001 naming who and when; a cost on a bill 4001',
    },
    data: S.SaveInvoiceData,
    idempotent: true,
    handler: (request) => db.transaction((tx) => saveInvoice(tx, request.caller(), request.body)),
  })
  post<typeof S.InvoiceIdBody, Api.InvoiceIdRequest>(app, at('/CostInvoice/DeleteInvoice'), S.InvoiceIdBody, {
    doc: { body: '`{InvoiceId}`', data: '`{InvoiceId}`; a cost on a bill 4001' },
    data: S.InvoiceIdData,
    handler: (request) => db.transaction((tx) => deleteInvoice(tx, request.caller(), request.body.InvoiceId)),
  })
  post<typeof S.CheckInvoiceBody, Api.CheckInvoiceData>(app, at('/CostInvoice/CheckInvoice'), S.CheckInvoiceBody, {
    doc: { body: '`{InvoiceCode, InvoiceNo}`', data: '`{Claimed, ClaimedBy, ClaimedAt, BillNo}` within the caller\'s enterprise' },
    data: S.CheckInvoiceData,
    handler: (request) => checkInvoice(db, request.caller(), request.body),
  })

  // A PDF invoice read on the server (decision 0470): the mini-programs cannot render a PDF to find its QR code.
  await app.register(multipart, { limits: { fileSize: MAX_INVOICE_PDF_BYTES, files: 1, fields: 2, parts: 3 } })
  const IDENTIFY_PDF: RouteAt = at('/CostInvoice/IdentifyPdf')
  const identifyDoc = {
    body: `multipart/form-data, field \`file\`: one PDF ≤ ${MAX_INVOICE_PDF_BYTES / 1024 / 1024} MB (checked by its bytes); ${PDFS_PER_MINUTE} per member per minute`,
    data: '`{TypeCode, TypeName, InvoiceCode, InvoiceNo, InvoiceDate, AmountFen, TaxFen, TotalFen, CheckCode, Digital, BuyerName, BuyerTaxNo, SellerName, SellerTaxNo, Claim: {Claimed, ClaimedBy, ClaimedAt, BillNo}}`; not a PDF or unreadable 4000; no invoice in it 4001',
  }
  app.post(urlOf(IDENTIFY_PDF), {
    schema: routeSchema(IDENTIFY_PDF, identifyDoc, { consumes: ['multipart/form-data'] }, 'required', S.IdentifyPdfData),
    config: { auth: 'required' },
  }, async (request) => {
    const member = request.caller()
    if ((await app.countHit(`invoice-pdf:${member.memberId}`, 60_000)) > PDFS_PER_MINUTE) throw tooManyRequests('识别过于频繁，请稍后再试')
    if (!request.isMultipart()) throw invalidInput('请选择PDF发票文件')
    const file = await request.file().catch(() => undefined)
    if (!file) throw invalidInput('请选择PDF发票文件')
    const bytes = await file.toBuffer().catch(() => null)
    if (!bytes || file.file.truncated) throw invalidInput(`PDF文件不能超过${MAX_INVOICE_PDF_BYTES / 1024 / 1024}MB`)
    return ok(await identifyPdf(db, member, bytes))
  })
}

/** expensecontrol Expense/*Import and Subsidy/*: the account book from completed orders, travel subsidies (0251, 0252). */
export async function importAndSubsidyRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'expensecontrol', path })
  post<typeof EmptyBody, Api.ImportableOrdersData>(app, at('/Expense/GetImportableOrders'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items: ImportableOrder[]}`: the caller\'s completed orders of every product not yet in the account book' },
    data: S.ImportableOrdersData,
    handler: (request) => importableOrders(db, app.orderProducts, request.caller()),
  })
  post<typeof S.ImportOrdersBody, Api.ImportOrdersData>(app, at('/Expense/ImportOrders'), S.ImportOrdersBody, {
    doc: { body: '`{OrderNos[]}` (*reqId*)', data: '`{CostIds}`; an order not completed, imported or not the caller\'s 4001' },
    data: S.ImportOrdersData,
    idempotent: true,
    handler: (request) => db.transaction((tx) => importOrders(tx, app.orderProducts, request.caller(), request.body)),
  })
  post<typeof S.StatsBody, Api.AccountBookStatsData>(app, at('/Statistics/GetMyAccountBook'), S.StatsBody, {
    doc: { body: '`{Year}`', data: '`{Year, TotalFen, ByMonth[12]{Month, AmountFen}, ByType[{CostTypeName, AmountFen}]}` of the caller\'s costs' },
    data: S.StatsData,
    handler: (request) => myAccountBook(db, request.caller(), request.body.Year),
  })
  post<typeof S.SubsidyBody, Api.MySubsidyData>(app, at('/Subsidy/GetMySubsidy'), S.SubsidyBody, {
    doc: { body: '`{ApplyNo?}`', data: '`MySubsidyData`: trips, days (half days by cutoffs, each paid once), rates; without hasSubsidyPermission 4003' },
    data: S.MySubsidyData,
    handler: (request) => mySubsidy(db, request.caller(), request.body),
  })
  post<typeof ClaimSubsidyBody, Api.ClaimSubsidyData>(app, at('/Subsidy/ClaimSubsidy'), ClaimSubsidyBody, {
    doc: { body: '`{ApplyNo?, OrderNos?, Dates?}` (*reqId*; v3: one trip timed by the chosen orders, only the chosen dates)', data: '`{CostId, AmountFen, DayCount}`: the unclaimed days as one 出差补贴 cost; nothing left 4001' },
    data: S.ClaimSubsidyData,
    idempotent: true,
    handler: (request) => db.transaction((tx) => claimSubsidy(tx, request.caller(), request.body)),
  })
}

/** b2b CustomerBill/*Trip*: a finished trip drafts its own travel reimbursement (decision 0253). */
export async function tripDraftRoutes(app: FastifyInstance) {
  const { db } = app
  const at = (path: string) => ({ module: 'b2b', path })
  post<typeof EmptyBody, Api.TripsToReimburseData>(app, at('/CustomerBill/GetTripsToReimburse'), EmptyBody, {
    doc: { body: '`{}`', data: '`{Items[{ApplyNo, Reason, CityName, StartDate, EndDate, OrderCount, AmountFen}]}`: finished trips with completed orders not on a bill' },
    data: S.TripsToReimburseData,
    handler: (request) => tripsToReimburse(db, request.caller()),
  })
  post<typeof S.DraftTripBody, Api.BillNoData>(app, at('/CustomerBill/DraftTripReimbursement'), S.DraftTripBody, {
    doc: { body: '`{ApplyNo}` (*reqId*)', data: '`{BillNo, Status: Draft}`: the trip\'s orders as costs, its unclaimed subsidy, the booking\'s cost centre, the application as reason; none 4004' },
    data: BillNoData,
    idempotent: true,
    handler: (request) => draftTripReimbursement(db, app.orderProducts, request.caller(), request.body.ApplyNo),
  })
}
