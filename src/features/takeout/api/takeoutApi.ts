import type { HotelOrderDetail } from '@api/order'
import type {
  TakeoutBookingInfoData, TakeoutDetailUrlData, TakeoutOverReasonsData, TakeoutPresaveData, TakeoutPresaveRequest, TakeoutValidStandardData,
} from '@api/takeout'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** The waimai calls of the app (types/api/takeout.ts, all POST). Presave carries a reqId header. */
export type TakeoutApi = {
  bookingInfo(): Promise<TakeoutBookingInfoData>
  overReasons(): Promise<TakeoutOverReasonsData>
  validStandard(amountFen: number): Promise<TakeoutValidStandardData>
  presave(body: TakeoutPresaveRequest, reqId: string): Promise<TakeoutPresaveData>
  detailUrl(preOrderNo: string): Promise<TakeoutDetailUrlData>
  /** A takeout order in the order core's detail shape (restaurant in HotelName, dishes in PriceItems). */
  orderDetail(orderNo: string): Promise<HotelOrderDetail>
}

export function createTakeoutApi(request: RequestFn): TakeoutApi {
  const call = <T>(path: string, body: object, options = {}) => dataOf(request<T>('waimai', path, body, options))
  return {
    bookingInfo: () => call<TakeoutBookingInfoData>('takeout/GetBookingInfo', {}),
    overReasons: () => call<TakeoutOverReasonsData>('takeout/GetOverReasons', {}),
    validStandard: (AmountFen) => call<TakeoutValidStandardData>('takeout/ValidStandard', { AmountFen }),
    presave: (body, reqId) => call<TakeoutPresaveData>('takeout/Presave', body, { headers: { reqId }, loading: '正在提交...' }),
    detailUrl: (PreOrderNo) => call<TakeoutDetailUrlData>('takeout/GetDetailUrl', { PreOrderNo }),
    orderDetail: (OrderNo) => call<HotelOrderDetail>('takeout/GetOrderDetail', { OrderNo }),
  }
}
