import type { ProductExtension } from '../../orders/public'
import { FLIGHT_APPROVAL_DETAIL_ROUTES, FLIGHT_ORDER_DETAIL_ROUTES, FLIGHT_REFUND_ROUTES } from '../domain/flightRoutes'

/** Flights (product type 5) as the generic order screens see them: 出票中 / 已出票 / 退票中 / 已退票. */
export const flightProduct: ProductExtension = {
  code: 5,
  key: 'flight',
  name: '机票',
  mark: '机',
  orderDetailRoutes: FLIGHT_ORDER_DETAIL_ROUTES,
  approvalDetailRoutes: FLIGHT_APPROVAL_DETAIL_ROUTES,
  extraStatusTexts: { Confirming: '出票中', Confirmed: '已出票', Refunding: '退票中', Refunded: '已退票' },
  actionLinks: [{ key: 'refund', text: '退票', routes: FLIGHT_REFUND_ROUTES }],
  orderLines: (order) => [order.Subtitle].filter(Boolean),
  approvalLines: (item) => [item.Subtitle].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '支付成功，正在为您出票，请留意订单状态',
}

export default flightProduct
