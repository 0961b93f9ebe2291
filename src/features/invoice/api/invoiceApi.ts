import type {
  DelInvoiceTitleInfoData, GetInvoiceTitleInfoData, GetInvoiceTitleListData, SubmitInvoiceTitleInfoData,
  SubmitInvoiceTitleInfoRequest,
} from '@api/invoice'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const NO_RESULT = { acceptCodes: [RESULT_CODE.noResult] }

/** b2b Customer/*InvoiceTitle*: the member's invoice titles. */
export type InvoiceTitleApi = {
  listTitles(): Promise<GetInvoiceTitleListData>
  getTitle(titleId: string): Promise<GetInvoiceTitleInfoData>
  submitTitle(body: SubmitInvoiceTitleInfoRequest): Promise<SubmitInvoiceTitleInfoData>
  deleteTitle(titleId: string): Promise<DelInvoiceTitleInfoData>
}

export function createInvoiceTitleApi(request: RequestFn): InvoiceTitleApi {
  return {
    listTitles: () => dataOf(request<GetInvoiceTitleListData>('b2b', 'Customer/GetInvoiceTitleList', {}, NO_RESULT)),
    getTitle: (titleId) => dataOf(request<GetInvoiceTitleInfoData>('b2b', 'Customer/GetInvoiceTitleInfo', { TitleId: titleId })),
    submitTitle: (body) => dataOf(request<SubmitInvoiceTitleInfoData>('b2b', 'Customer/SubmitInvoiceTitleInfo', body, { loading: '保存中...' })),
    deleteTitle: (titleId) => dataOf(request<DelInvoiceTitleInfoData>('b2b', 'Customer/DelInvoiceTitleInfo', { TitleId: titleId })),
  }
}
