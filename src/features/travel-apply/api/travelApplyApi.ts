import type { TravelCitiesData } from '@api/subsidy'
import type {
  AddTravelApplyApproverRequest, ReturnTravelApplyRequest,
  CreateDailyApplyRequest, CreateTravelApplyData, CreateTravelApplyRequest, CreateTravelBillRequest, TravelApplyActionData, TravelApplyDetail, TravelApplyListData, TravelApplyListRequest,
  UsableTravelApplyData, UsableTravelApplyRequest,
} from '@api/travelApply'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** b2b TravelApply/* (types/api/travelApply.ts). Writes carry their reqId header (idempotent). */
export type TravelApplyApi = {
  create(body: CreateTravelApplyRequest, reqId: string): Promise<CreateTravelApplyData>
  /** 日常申请 (b2b DailyApply/Create) */
  createDaily(body: CreateDailyApplyRequest, reqId: string): Promise<CreateTravelApplyData>
  /** The guangxin 出差单 (b2b TravelApply/CreateTravelBill) */
  createTravelBill(body: CreateTravelBillRequest, reqId: string): Promise<CreateTravelApplyData>
  /** 选择出差城市: cities with their tier and the caller's subsidy per tier (expensecontrol Subsidy/GetTravelCities) */
  travelCities(): Promise<TravelCitiesData>
  submit(applyNo: string, reqId: string): Promise<TravelApplyActionData>
  approve(applyNo: string, comment: string, reqId: string): Promise<TravelApplyActionData>
  reject(applyNo: string, reason: string, reqId: string): Promise<TravelApplyActionData>
  /** 加签 (decision 0800): the member decides before or after the caller. */
  addApprover(body: AddTravelApplyApproverRequest, reqId: string): Promise<TravelApplyActionData>
  /** 退回 (decision 0800) to an earlier step. */
  sendBack(body: ReturnTravelApplyRequest, reqId: string): Promise<TravelApplyActionData>
  /** 转交 (decision 0700): the caller's step goes to the member. */
  transfer(applyNo: string, toMemberId: string, comment: string, reqId: string): Promise<TravelApplyActionData>
  revoke(applyNo: string, reqId: string): Promise<TravelApplyActionData>
  list(body: TravelApplyListRequest): Promise<TravelApplyListData>
  detail(applyNo: string): Promise<TravelApplyDetail>
  usable(body: UsableTravelApplyRequest): Promise<UsableTravelApplyData>
}

export function createTravelApplyApi(request: RequestFn): TravelApplyApi {
  const write = (path: string, body: object, reqId: string) =>
    dataOf(request<TravelApplyActionData>('b2b', `TravelApply/${path}`, body, { headers: { reqId }, loading: '正在提交...' }))
  const created = (path: string, body: object, reqId: string) =>
    dataOf(request<CreateTravelApplyData>('b2b', path, body, { headers: { reqId }, loading: '正在提交...' }))
  return {
    create: (body, reqId) => created('TravelApply/Create', body, reqId),
    createDaily: (body, reqId) => created('DailyApply/Create', body, reqId),
    createTravelBill: (body, reqId) => created('TravelApply/CreateTravelBill', body, reqId),
    travelCities: () => dataOf(request<TravelCitiesData>('expensecontrol', 'Subsidy/GetTravelCities', {})),
    submit: (applyNo, reqId) => write('Submit', { ApplyNo: applyNo }, reqId),
    approve: (applyNo, comment, reqId) => write('Approve', { ApplyNo: applyNo, ...(comment ? { Comment: comment } : {}) }, reqId),
    reject: (applyNo, reason, reqId) => write('Reject', { ApplyNo: applyNo, Reason: reason }, reqId),
    transfer: (applyNo, toMemberId, comment, reqId) => write('Transfer', { ApplyNo: applyNo, ToMemberId: toMemberId, ...(comment ? { Comment: comment } : {}) }, reqId),
    revoke: (applyNo, reqId) => write('Revoke', { ApplyNo: applyNo }, reqId),
    addApprover: (body, reqId) => write('AddApprover', body, reqId),
    sendBack: (body, reqId) => write('Return', body, reqId),
    list: async (body) => {
      const data = await dataOf(request<TravelApplyListData | null>('b2b', 'TravelApply/List', body, { acceptCodes: [RESULT_CODE.noResult] }))
      return data && Array.isArray(data.Items) ? data : { Items: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize }
    },
    detail: (applyNo) => dataOf(request<TravelApplyDetail>('b2b', 'TravelApply/Detail', { ApplyNo: applyNo })),
    usable: (body) => dataOf(request<UsableTravelApplyData>('b2b', 'TravelApply/Usable', body)),
  }
}
