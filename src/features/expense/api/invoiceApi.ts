import type {
  AccountBookStatsData,
  CheckInvoiceData, CheckInvoiceRequest, ClaimSubsidyData, ClaimSubsidyRequest, ImportableOrdersData, ImportOrdersData, InvoiceListData,
  BillNoData, MySubsidyData, MySubsidyRequest, SaveInvoiceData, SaveInvoiceRequest, TripsToReimburseData,
} from '@api/expense'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** expensecontrol CostInvoice/*, Expense/*Import* and Subsidy/* (decisions 0250-0252). */
export type InvoiceApi = {
  invoices(costId: string): Promise<InvoiceListData>
  saveInvoice(body: SaveInvoiceRequest): Promise<SaveInvoiceData>
  deleteInvoice(invoiceId: string): Promise<{ InvoiceId: string }>
  checkInvoice(body: CheckInvoiceRequest): Promise<CheckInvoiceData>
  importableOrders(): Promise<ImportableOrdersData>
  importOrders(orderNos: string[]): Promise<ImportOrdersData>
  mySubsidy(body: MySubsidyRequest): Promise<MySubsidyData>
  claimSubsidy(body: ClaimSubsidyRequest): Promise<ClaimSubsidyData>
  tripsToReimburse(): Promise<TripsToReimburseData>
  draftTripReimbursement(applyNo: string): Promise<BillNoData>
  accountBookStats(year: number): Promise<AccountBookStatsData>
}

export function createInvoiceApi(request: RequestFn): InvoiceApi {
  const call = <T>(path: string, body: object) => dataOf(request<T>('expensecontrol', path, body))
  return {
    invoices: (CostId) => call('CostInvoice/GetInvoiceList', { CostId }),
    saveInvoice: (body) => call('CostInvoice/SaveInvoice', body),
    deleteInvoice: (InvoiceId) => call('CostInvoice/DeleteInvoice', { InvoiceId }),
    checkInvoice: (body) => call('CostInvoice/CheckInvoice', body),
    importableOrders: () => call('Expense/GetImportableOrders', {}),
    importOrders: (OrderNos) => call('Expense/ImportOrders', { OrderNos }),
    mySubsidy: (body) => call('Subsidy/GetMySubsidy', body),
    claimSubsidy: (body) => call('Subsidy/ClaimSubsidy', body),
    accountBookStats: (Year) => call('Statistics/GetMyAccountBook', { Year }),
    tripsToReimburse: () => dataOf(request<TripsToReimburseData>('b2b', 'CustomerBill/GetTripsToReimburse', {})),
    draftTripReimbursement: (ApplyNo) => dataOf(request<BillNoData>('b2b', 'CustomerBill/DraftTripReimbursement', { ApplyNo })),
  }
}
