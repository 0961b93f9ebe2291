import type { ProductExtension } from '../../orders/public'
import { EARLY_DEPARTURE_ROUTES, HOTEL_APPROVAL_DETAIL_ROUTES, HOTEL_ORDER_DETAIL_ROUTES, VOUCHER_ROUTES } from '../domain/hotelOrderRoutes'

const stay = (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`)

/**
 * Hotel (product type 1) as the generic order screens see it. Data and small functions only (its one import
 * is hotel's route table): src/products.ts registers it at launch, so the main package's lists (approvals, trips) know it
 * without pulling hotel's views, which stay in the pages bound in src/routes/screens.ts.
 */
export const hotelProduct: ProductExtension = {
  code: 1,
  key: 'hotel',
  name: '酒店',
  mark: '酒',
  orderDetailRoutes: HOTEL_ORDER_DETAIL_ROUTES,
  approvalDetailRoutes: HOTEL_APPROVAL_DETAIL_ROUTES,
  extraStatusTexts: { Confirming: '待确认', CheckedIn: '已入住' },
  actionLinks: [
    { key: 'earlyDeparture', text: '提前离店', routes: EARLY_DEPARTURE_ROUTES },
    { key: 'voucher', text: '入住凭证', routes: VOUCHER_ROUTES.v3 },
  ],
  orderLines: (order) => [order.Subtitle, stay(order.StartDate, order.EndDate)].filter(Boolean),
  approvalLines: (item) => [item.Subtitle, `${item.StartDate} 至 ${item.EndDate}`].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '订单已提交酒店确认，请留意订单状态',
}

export default hotelProduct
