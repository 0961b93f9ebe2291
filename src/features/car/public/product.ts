import type { ProductExtension } from '../../orders/public'
import { CAR_ROUTES } from '../domain/carRoutes'

/** Car hire (product type 7) as the generic order screens see it: data and small functions only. */
export const carProduct: ProductExtension = {
  code: 7,
  key: 'car',
  name: '用车',
  mark: '车',
  orderDetailRoutes: CAR_ROUTES.orderDetail,
  approvalDetailRoutes: CAR_ROUTES.approval,
  extraStatusTexts: { Confirming: '派车中', Confirmed: '行程中' },
  actionLinks: [],
  orderLines: (order) => [order.Subtitle, order.StartDate].filter(Boolean),
  approvalLines: (item) => [item.Subtitle, item.StartDate].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '车费由企业统一结算',
}

export default carProduct
