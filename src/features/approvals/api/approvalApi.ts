import type {
  ApprovalActionResult, ApprovalOrderDetail, ApprovalOrderDetailRequest, ApprovalOrderListData, ApprovalOrderListRequest, ApproveOrderRequest,
  RejectOrderRequest, RevokeApprovalRequest, TransferApprovalRequest,
} from '@api/order'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export const APPROVAL_LIST_ABORT_KEY = 'approvalList'

/** The b2b TMC/* approval calls (types/api/order.ts). Writes carry their reqId header (idempotent). */
export type ApprovalApi = {
  list(body: ApprovalOrderListRequest): Promise<ApprovalOrderListData>
  detail(key: ApprovalOrderDetailRequest): Promise<ApprovalOrderDetail>
  approve(body: ApproveOrderRequest, reqId: string): Promise<ApprovalActionResult>
  reject(body: RejectOrderRequest, reqId: string): Promise<ApprovalActionResult>
  revoke(body: RevokeApprovalRequest, reqId: string): Promise<ApprovalActionResult>
  /** 转交 (decision 0800): the caller's pending step goes to another member of the enterprise. */
  transfer(body: TransferApprovalRequest, reqId: string): Promise<ApprovalActionResult>
}

export function createApprovalApi(request: RequestFn): ApprovalApi {
  const write = (path: string, body: object, reqId: string, loading: string) =>
    dataOf(request<ApprovalActionResult>('b2b', `TMC/${path}`, body, { headers: { reqId }, loading }))
  return {
    list: async (body) => {
      const data = await dataOf(
        request<ApprovalOrderListData | null>('b2b', 'TMC/GetApprovalOrderList', body, {
          acceptCodes: [RESULT_CODE.noResult],
          abortKey: APPROVAL_LIST_ABORT_KEY,
        }),
      )
      return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
    },
    detail: (key) => dataOf(request<ApprovalOrderDetail>('b2b', 'TMC/GetApprovalOrderDetail', key)),
    approve: (body, reqId) => write('ApproveOrder', body, reqId, '正在提交...'),
    reject: (body, reqId) => write('RejectOrder', body, reqId, '正在提交...'),
    revoke: (body, reqId) => write('RevokeApproval', body, reqId, '正在撤回...'),
    transfer: (body, reqId) => write('TransferApproval', body, reqId, '正在提交...'),
  }
}
