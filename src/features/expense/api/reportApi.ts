import type { ExpenseReportData, ExpenseReportRequest, PayBatchFileData } from '@api/expense'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** 报销统计 (decision 0710): paid bills by month, department, cost centre and project, and the same as Excel. */
export type ReportApi = {
  report(body: ExpenseReportRequest): Promise<ExpenseReportData>
  exportReport(body: ExpenseReportRequest): Promise<PayBatchFileData>
}

export function createReportApi(request: RequestFn): ReportApi {
  return {
    report: (body) => dataOf(request<ExpenseReportData>('b2b', 'CustomerBill/GetExpenseReport', body)),
    exportReport: (body) => dataOf(request<PayBatchFileData>('b2b', 'CustomerBill/ExportExpenseReport', body)),
  }
}
