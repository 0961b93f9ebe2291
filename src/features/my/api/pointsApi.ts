import type * as P from '@api/points'
import type { Page } from '../../orders/public'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

const LIST = { acceptCodes: ['2000'] }

export type MyPointsApi = {
  balance(): Promise<P.MemberPointsData>
  records(pageIndex: number, pageSize: number, direction?: 'in' | 'out'): Promise<Page<P.PointsRecord>>
  rules(): Promise<P.PointsRulesData>
  transfer(body: P.TransferPointsRequest, reqId: string): Promise<P.TransferPointsData>
  cashbackBalance(): Promise<P.CashbackBalanceData>
  cashbackInfo(): Promise<P.CashbackInfoData>
  cashbackRecords(pageIndex: number, pageSize: number): Promise<Page<P.CashbackRecord>>
}

/** Points (common api/bonusPoints/*) and cashback (GET tripwise-m-api cashback/*) of the member. */
export function createMyPointsApi(request: RequestFn): MyPointsApi {
  return {
    balance: () => dataOf(request<P.MemberPointsData>('common', 'api/bonusPoints/GetMemberPoints', {})),
    records: async (PageIndex, PageSize, Direction) => {
      const data = await dataOf(request<P.PagePointsRecordsData>('common', 'api/bonusPoints/PagePointsRecords', { PageIndex, PageSize, ...(Direction ? { Direction } : {}) }, LIST))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
    rules: () => dataOf(request<P.PointsRulesData>('common', 'api/bonusPoints/GetPointsRules', {})),
    transfer: (body, reqId) => dataOf(request<P.TransferPointsData>('common', 'api/bonusPoints/TransferPoints', body, { loading: '转赠中...', headers: { reqId } })),
    cashbackBalance: () => dataOf(request<P.CashbackBalanceData>('tripwise-m-api', 'cashback/member/balance', undefined, { method: 'GET' })),
    cashbackInfo: () => dataOf(request<P.CashbackInfoData>('tripwise-m-api', 'cashback/info', undefined, { method: 'GET' })),
    cashbackRecords: async (PageIndex, PageSize) => {
      const data = await dataOf(request<P.CashbackPageData>('tripwise-m-api', 'cashback/record/page', { PageIndex, PageSize }, { method: 'GET', ...LIST }))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
  }
}
