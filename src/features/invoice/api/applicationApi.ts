import type {
  ApplyInvoiceData, ApplyInvoiceRequest, InvoiceableOrdersData, InvoiceDetailData, InvoicePageData, InvoiceWithdrawData,
} from '@api/invoice'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const NO_RESULT = { acceptCodes: [RESULT_CODE.noResult] }

/** tripwise-m-api member/invoice/*: applications over completed orders. */
export type InvoiceApplicationApi = {
  invoiceableOrders(): Promise<InvoiceableOrdersData>
  apply(body: ApplyInvoiceRequest): Promise<ApplyInvoiceData>
  page(pageIndex: number, pageSize: number): Promise<InvoicePageData>
  detail(applyNo: string): Promise<InvoiceDetailData>
  withdraw(applyNo: string): Promise<InvoiceWithdrawData>
}

export function createInvoiceApplicationApi(request: RequestFn): InvoiceApplicationApi {
  return {
    invoiceableOrders: () => dataOf(request<InvoiceableOrdersData>('tripwise-m-api', 'member/invoice/orders', {}, NO_RESULT)),
    apply: (body) => dataOf(request<ApplyInvoiceData>('tripwise-m-api', 'member/invoice/save', body, { loading: '提交中...' })),
    page: (pageIndex, pageSize) => dataOf(request<InvoicePageData>('tripwise-m-api', 'member/invoice/page', { PageIndex: pageIndex, PageSize: pageSize }, NO_RESULT)),
    detail: (applyNo) => dataOf(request<InvoiceDetailData>('tripwise-m-api', 'member/invoice/detail', { ApplyNo: applyNo })),
    withdraw: (applyNo) => dataOf(request<InvoiceWithdrawData>('tripwise-m-api', 'member/invoice/delete', { ApplyNo: applyNo })),
  }
}
