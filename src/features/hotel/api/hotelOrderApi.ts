import type { CancelOrderRequest, CancelOrderResult, GetHotelOrderDetailData, HotelConfirmation } from '@api/order'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

/** The b2b Order/* calls of hotel orders (types/api/order.ts). Cancel carries its reqId header (idempotent). */
export type HotelOrderApi = {
  hotelDetail(orderNo: string): Promise<GetHotelOrderDetailData>
  cancelHotel(body: CancelOrderRequest, reqId: string): Promise<CancelOrderResult>
  hotelConfirmation(orderNo: string): Promise<HotelConfirmation>
}

export function createHotelOrderApi(request: RequestFn): HotelOrderApi {
  return {
    hotelDetail: (OrderNo) => dataOf(request<GetHotelOrderDetailData>('b2b', 'Order/GetHotelOrderDetail', { OrderNo })),
    cancelHotel: (body, reqId) =>
      dataOf(request<CancelOrderResult>('b2b', 'Order/CancelHotelOrder', body, { headers: { reqId }, loading: '正在取消...' })),
    hotelConfirmation: (OrderNo) => dataOf(request<HotelConfirmation>('b2b', 'Order/GetHotelConfirmation', { OrderNo })),
  }
}
