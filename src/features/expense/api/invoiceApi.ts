import type {
  AccountBookStatsData,
  CheckInvoiceData, CheckInvoiceRequest, ClaimSubsidyData, ClaimSubsidyRequest, ImportableOrdersData, ImportOrdersData, InvoiceListData,
  BillNoData, IdentifyPdfData, MySubsidyData, MySubsidyRequest, SaveInvoiceData, SaveInvoiceRequest, TripsToReimburseData,
} from '@api/expense'
import type { UploadFn } from '@/core/http/upload'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** expensecontrol CostInvoice/*, Expense/*Import* and Subsidy/* (decisions 0250-0252). */
export type InvoiceApi = {
  invoices(costId: string): Promise<InvoiceListData>
  saveInvoice(body: SaveInvoiceRequest): Promise<SaveInvoiceData>
  deleteInvoice(invoiceId: string): Promise<{ InvoiceId: string }>
  checkInvoice(body: CheckInvoiceRequest): Promise<CheckInvoiceData>
  /** A PDF invoice (a local file path) read on the server from its printed text (decision 0470). */
  identifyPdf(filePath: string): Promise<IdentifyPdfData>
  importableOrders(): Promise<ImportableOrdersData>
  importOrders(orderNos: string[]): Promise<ImportOrdersData>
  mySubsidy(body: MySubsidyRequest): Promise<MySubsidyData>
  claimSubsidy(body: ClaimSubsidyRequest): Promise<ClaimSubsidyData>
  tripsToReimburse(): Promise<TripsToReimburseData>
  draftTripReimbursement(applyNo: string): Promise<BillNoData>
  accountBookStats(year: number): Promise<AccountBookStatsData>
}

export function createInvoiceApi(request: RequestFn, upload: UploadFn): InvoiceApi {
  const call = <T>(path: string, body: object) => dataOf(request<T>('expensecontrol', path, body))
  return {
    invoices: (CostId) => call('CostInvoice/GetInvoiceList', { CostId }),
    saveInvoice: (body) => call('CostInvoice/SaveInvoice', body),
    deleteInvoice: (InvoiceId) => call('CostInvoice/DeleteInvoice', { InvoiceId }),
    checkInvoice: (body) => call('CostInvoice/CheckInvoice', body),
    identifyPdf: (filePath) => dataOf(upload<IdentifyPdfData>('expensecontrol', 'CostInvoice/IdentifyPdf', filePath)),
    importableOrders: () => call('Expense/GetImportableOrders', {}),
    importOrders: (OrderNos) => call('Expense/ImportOrders', { OrderNos }),
    mySubsidy: (body) => call('Subsidy/GetMySubsidy', body),
    claimSubsidy: (body) => call('Subsidy/ClaimSubsidy', body),
    accountBookStats: (Year) => call('Statistics/GetMyAccountBook', { Year }),
    tripsToReimburse: () => dataOf(request<TripsToReimburseData>('b2b', 'CustomerBill/GetTripsToReimburse', {})),
    draftTripReimbursement: (ApplyNo) => dataOf(request<BillNoData>('b2b', 'CustomerBill/DraftTripReimbursement', { ApplyNo })),
  }
}
