import type { GetTogetherListData } from '@api/companions'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** common api/order/GetTogetherList: colleagues on the same trips (decision 0286); none reads as an empty list. */
export async function fetchTogether(request: RequestFn): Promise<GetTogetherListData> {
  const data = await dataOf(request<GetTogetherListData>('common', 'api/order/GetTogetherList', {}, { acceptCodes: ['2000'] }))
  return { Trips: data?.Trips ?? [] }
}
