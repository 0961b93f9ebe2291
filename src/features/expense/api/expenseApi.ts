import type {
  ApproveBillRequest, BillApprovalListData, BillApprovalListRequest, BillDetail, BillListData, BillListRequest, BillNoData, CostListData,
  CostListRequest, CostTypeListData, PayBatchData, PayBatchFileData, PayBatchFileRequest, PayBatchRequest, PaidBillsExportRequest, PayBillRequest, RejectBillRequest, TransferBillRequest, AddBillApproverRequest, ReturnBillRequest, CommentBillRequest, SaveCostData, SaveCostRequest, SaveReimbursementBillRequest,
} from '@api/expense'
import type { GetMyDepartmentsData, UploadData } from '@api/index'
import { RESULT_CODE } from '@/core/constants'
import type { UploadFn } from '@/core/http/upload'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** expensecontrol Expense/* and b2b CustomerBill/* (decision 0181), plus the member's cost centres and uploads. */
export type ExpenseApi = {
  costTypes(): Promise<CostTypeListData>
  costs(body: CostListRequest): Promise<CostListData>
  /** reqId: a cost queued offline keeps one, so a repeated send saves it once. */
  saveCost(body: SaveCostRequest, reqId?: string): Promise<SaveCostData>
  deleteCost(costId: string): Promise<SaveCostData>
  uploadImage(filePath: string): Promise<string>
  myDepartments(): Promise<GetMyDepartmentsData>
  saveBill(body: SaveReimbursementBillRequest): Promise<BillNoData>
  bills(body: BillListRequest): Promise<BillListData>
  bill(billNo: string): Promise<BillDetail>
  approvalBills(body: BillApprovalListRequest): Promise<BillApprovalListData>
  approve(body: ApproveBillRequest): Promise<BillNoData>
  reject(body: RejectBillRequest): Promise<BillNoData>
  /** 转交: hand the caller's pending step to another member (issue 35 item 3). */
  transfer(body: TransferBillRequest): Promise<BillNoData>
  addApprover(body: AddBillApproverRequest): Promise<BillNoData>
  sendBack(body: ReturnBillRequest): Promise<BillNoData>
  comment(body: CommentBillRequest): Promise<BillNoData>
  submit(billNo: string): Promise<BillNoData>
  revoke(billNo: string): Promise<BillNoData>
  /** Finance pays from one of the enterprise's accounts; the amount is the server's (decision 0560). */
  pay(body: PayBillRequest): Promise<BillNoData>
  /** Batch pay (decision 0650): what the bills would pay, then all of them from one account, then the transfer list. */
  previewPayBatch(billNos: string[]): Promise<PayBatchData>
  payBatch(body: PayBatchRequest): Promise<PayBatchData>
  payBatchFile(body: PayBatchFileRequest): Promise<PayBatchFileData>
  /** A month's paid bills as an Excel file (issue 35 item 4). */
  exportPaidBills(body: PaidBillsExportRequest): Promise<PayBatchFileData>
}

export function createExpenseApi(request: RequestFn, upload: UploadFn): ExpenseApi {
  const control = <T>(path: string, body: object) => dataOf(request<T>('expensecontrol', `Expense/${path}`, body))
  const bill = <T>(path: string, body: object) => dataOf(request<T>('b2b', `CustomerBill/${path}`, body))
  /** A bill list: code 2000 (none) is an empty page. */
  const list = async (path: string, body: { PageIndex: number; PageSize: number }): Promise<BillListData> => {
    const data = await dataOf(request<BillListData | null>('b2b', `CustomerBill/${path}`, body, { acceptCodes: [RESULT_CODE.noResult] }))
    return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
  }
  return {
    costTypes: () => control('GetCostTypeList', {}),
    costs: (body) => control('GetCostList', body),
    saveCost: (body, reqId) => dataOf(request<SaveCostData>('expensecontrol', 'Expense/SaveCost', body, reqId ? { headers: { reqId } } : undefined)),
    deleteCost: (CostId) => control('DeleteCost', { CostId }),
    uploadImage: async (filePath) => (await dataOf(upload<UploadData>('tripwise-m-api', 'common/upload', filePath))).Url,
    myDepartments: () => dataOf(request<GetMyDepartmentsData>('common', 'api/Customer/GetMyDepartments', {})),
    saveBill: (body) => bill('SaveReimbursementBill', body),
    bills: (body) => list('GetBillList', body),
    bill: (BillNo) => bill('GetBillDetail', { BillNo }),
    approvalBills: (body) => list('GetApprovalBillList', body),
    approve: (body) => bill('ApproveBill', body),
    reject: (body) => bill('RejectBill', body),
    transfer: (body) => bill('TransferBill', body),
    addApprover: (body) => bill('AddBillApprover', body),
    sendBack: (body) => bill('ReturnBill', body),
    comment: (body) => bill('CommentBill', body),
    submit: (BillNo) => bill('SubmitBill', { BillNo }),
    revoke: (BillNo) => bill('RevokeBill', { BillNo }),
    pay: (body) => bill('PayBill', body),
    previewPayBatch: (BillNos) => bill('PreviewPayBatch', { BillNos }),
    payBatch: (body) => bill('PayBillBatch', body),
    payBatchFile: (body) => bill('GetPayBatchFile', body),
    exportPaidBills: (body) => bill('ExportPaidBills', body),
  }
}
