import type { ProductExtension } from '../../orders/public'

/**
 * Train (product type 6) as the generic order screens see it: Confirming is 出票中, Confirmed 已出票, Refunding 退票中,
 * Refunded 已退票. Data only, registered at launch by src/products.ts.
 */
export const trainProduct: ProductExtension = {
  code: 6,
  key: 'train',
  name: '火车票',
  mark: '火',
  orderDetailRoutes: ['order3.0/train/detail', 'order2.0/train/detail', 'order/trainOrderDetail'],
  approvalDetailRoutes: ['order2.0/train/approval'],
  extraStatusTexts: { Confirming: '出票中', Confirmed: '已出票', Refunding: '退票中', Refunded: '已退票' },
  actionLinks: [],
  orderLines: (order) => [order.Subtitle, order.StartDate].filter(Boolean),
  approvalLines: (item) => [item.Subtitle, item.StartDate].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '正在为您出票，请留意订单状态',
}

export default trainProduct
