import type { GetSearchTripListData, GetTripListData, TripItem } from '@api/common'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** The trips a member may share: one by its order number, or the coming ones (common api/order/*). */
export async function fetchShareableTrips(request: RequestFn, orderNo: string): Promise<TripItem[]> {
  if (orderNo) {
    const found = await dataOf(request<GetSearchTripListData>('common', 'api/order/GetSearchTripList', { Keyword: orderNo, PageIndex: 1, PageSize: 10 }, { acceptCodes: ['2000'] }))
    return (found?.Trips ?? []).filter((t) => t.OrderNo === orderNo)
  }
  const coming = await dataOf(request<GetTripListData>('common', 'api/order/GetTripList', { TripScope: 1, PageIndex: 1, PageSize: 20 }))
  return coming?.Trips ?? []
}
