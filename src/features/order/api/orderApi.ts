import type {
  CancelOrderRequest, CancelOrderResult, GetHotelOrderDetailData, HotelConfirmation, OrderListData, OrderListRequest,
} from '@api/order'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export const ORDER_LIST_ABORT_KEY = 'orderList'

/** The b2b Order/* calls (types/api/order.ts). Cancel carries its reqId header (idempotent). */
export type OrderApi = {
  list(body: OrderListRequest): Promise<OrderListData>
  hotelDetail(orderNo: string): Promise<GetHotelOrderDetailData>
  cancelHotel(body: CancelOrderRequest, reqId: string): Promise<CancelOrderResult>
  hotelConfirmation(orderNo: string): Promise<HotelConfirmation>
}

const emptyList = (body: OrderListRequest): OrderListData => ({ Orders: [], Total: 0, PageIndex: body.PageIndex, PageSize: body.PageSize })

export function createOrderApi(request: RequestFn): OrderApi {
  return {
    list: async (body) => {
      const data = await dataOf(
        request<OrderListData | null>('b2b', 'Order/GetOrderList', body, {
          acceptCodes: [RESULT_CODE.noResult],
          abortKey: ORDER_LIST_ABORT_KEY,
        }),
      )
      return data && Array.isArray(data.Orders) ? data : emptyList(body)
    },
    hotelDetail: (OrderNo) => dataOf(request<GetHotelOrderDetailData>('b2b', 'Order/GetHotelOrderDetail', { OrderNo })),
    cancelHotel: (body, reqId) =>
      dataOf(request<CancelOrderResult>('b2b', 'Order/CancelHotelOrder', body, { headers: { reqId }, loading: '正在取消...' })),
    hotelConfirmation: (OrderNo) => dataOf(request<HotelConfirmation>('b2b', 'Order/GetHotelConfirmation', { OrderNo })),
  }
}
