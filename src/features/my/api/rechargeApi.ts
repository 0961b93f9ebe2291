import type * as R from '@api/recharge'
import type { Page } from '../../orders/public'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type RechargeApi = {
  tips(): Promise<R.RechargeTipsData>
  report(body: R.RechargeOfflineRequest, reqId: string): Promise<R.RechargeOfflineData>
  records(pageIndex: number, pageSize: number): Promise<Page<R.RechargeRecord>>
}

/** b2b Customer GetRechargeTips, RechargeOffline, GetRechargeList (decision 0284). */
export function createRechargeApi(request: RequestFn): RechargeApi {
  return {
    tips: () => dataOf(request<R.RechargeTipsData>('b2b', 'Customer/GetRechargeTips', {})),
    report: (body, reqId) => dataOf(request<R.RechargeOfflineData>('b2b', 'Customer/RechargeOffline', body, { loading: '提交中...', headers: { reqId } })),
    records: async (PageIndex, PageSize) => {
      const data = await dataOf(request<R.RechargeListData>('b2b', 'Customer/GetRechargeList', { PageIndex, PageSize }, { acceptCodes: ['2000'] }))
      return { items: data?.Items ?? [], total: data?.Total ?? 0 }
    },
  }
}
