import type { ProductExtension } from '../../order/public'

/** Takeout (product type 8) as the generic order screens see it: enterprise-paid meals, no order detail page of its own. */
export const takeoutProduct: ProductExtension = {
  code: 8,
  key: 'takeout',
  name: '外卖',
  mark: '餐',
  orderDetailRoutes: [],
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
