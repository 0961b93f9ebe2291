import { createUpload } from '@/core/http/upload'
import type { RootStore } from '@/stores/root'
import { createExpenseApi, type ExpenseApi } from '../api/expenseApi'
import { createInvoiceApi, type InvoiceApi } from '../api/invoiceApi'
import { createCorporateApi, type CorporateApi } from '../api/corporateApi'

/** The expense calls over the root's request layer and its upload. */
export function expenseApiOf(root: RootStore): ExpenseApi {
  return createExpenseApi(root.request, createUpload(() => root.settings.identity))
}

/** Invoices on costs (PDF invoices through the upload), order import and subsidies over the root's request layer. */
export function invoiceApiOf(root: RootStore): InvoiceApi {
  return createInvoiceApi(root.request, createUpload(() => root.settings.identity))
}

/** 对公报销, suppliers, 付款单, cost detail and the enterprise payment bill over the root's request layer. */
export function corporateApiOf(root: RootStore): CorporateApi {
  return createCorporateApi(root.request)
}
