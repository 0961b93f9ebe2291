import type { ProductExtension } from '../../orders/public'

/** Takeout (product type 8) as the generic order screens see it: enterprise-paid meals; the order detail is the takeout route with ?orderNo (decision 0422). */
export const takeoutProduct: ProductExtension = {
  code: 8,
  key: 'takeout',
  name: '外卖',
  mark: '餐',
  orderDetailRoutes: ['product3.0/takeout/index', 'takeOutFood/index'],
  approvalDetailRoutes: [],
  extraStatusTexts: { Confirmed: '商家已接单' },
  actionLinks: [],
  orderLines: (order) => [order.Subtitle, order.StartDate].filter(Boolean),
  approvalLines: (item) => [item.Subtitle, item.StartDate].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '餐费由企业统一结算',
}

export default takeoutProduct
