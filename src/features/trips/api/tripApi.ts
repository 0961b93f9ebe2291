import type { GetReadFlagData, GetSearchTripListData, GetTripListData, TripItem, UpdateReadFlagData } from '@api/index'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export type { TripItem }

export type TripApi = {
  getTripList(): Promise<TripItem[]>
  searchTrips(keyword: string): Promise<TripItem[]>
  getUnreadOrderNos(): Promise<string[]>
  markRead(orderNos: string[]): Promise<UpdateReadFlagData>
}

/** Enough for a member's trips on one screen; older ones are found by search. */
export const TRIP_PAGE_SIZE = 100

export function createTripApi(request: RequestFn): TripApi {
  return {
    getTripList: async () => {
      const body = { PageIndex: 1, PageSize: TRIP_PAGE_SIZE }
      const data = await dataOf(request<GetTripListData>('common', 'api/order/GetTripList', body, { abortDuplicate: true }))
      return data.Trips ?? []
    },
    searchTrips: async (keyword) =>
      (
        await dataOf(
          request<GetSearchTripListData | null>(
            'common',
            'api/order/GetSearchTripList',
            { Keyword: keyword, PageIndex: 1, PageSize: TRIP_PAGE_SIZE },
            { abortDuplicate: true, acceptCodes: [RESULT_CODE.noResult] },
          ),
        )
      )?.Trips ?? [],
    getUnreadOrderNos: async () => (await dataOf(request<GetReadFlagData>('common', 'api/order/GetReadFlag', {}))).UnreadOrderNos ?? [],
    markRead: (orderNos) => dataOf(request<UpdateReadFlagData>('common', 'api/order/UpdateReadFlag', { OrderNos: orderNos })),
  }
}
