import type { OrderListData, OrderListRequest } from '@api/order'
import { RESULT_CODE } from '@/core/constants'
import { dataOf, type RequestFn } from '../../shared/api/requestFn'

export const ORDER_LIST_ABORT_KEY = 'orderList'

/** The product-agnostic b2b Order/* calls (types/api/order.ts); a product's own calls live in its feature. */
export type OrderApi = {
  list(body: OrderListRequest): Promise<OrderListData>
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
  }
}
