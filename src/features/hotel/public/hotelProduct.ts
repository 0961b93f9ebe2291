import type { ProductExtension } from '../../order/public'

const stay = (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`)

/**
 * Hotel (product type 1) as the generic order screens see it. Data and small functions only, no runtime
 * import: src/products.ts registers it at launch, so the main package's lists (approvals, trips) know it
 * without pulling hotel's views, which stay in the pages bound in src/routes/screens.ts.
 */
export const hotelProduct: ProductExtension = {
  code: 1,
  key: 'hotel',
  name: '酒店',
  mark: '酒',
  orderDetailRoutes: ['order3.0/hotel/detail', 'order2.0/hotel/detail', 'order/hotelOrderDetail'],
  approvalDetailRoutes: ['approve/hotelOrderDetail', 'order2.0/hotel/approval'],
  extraStatusTexts: { Confirming: '待确认', CheckedIn: '已入住' },
  actionLinks: [
    { key: 'earlyDeparture', text: '提前离店', routes: ['hotel/rebate', 'order3.0/hotel/earlyDeparture'] },
    { key: 'voucher', text: '入住凭证', routes: ['order2.0/hotel/checkInVoucher', 'order/hotelOrderDetail/hotelConfirmation'] },
  ],
  orderLines: (order) => [order.Subtitle, stay(order.StartDate, order.EndDate)].filter(Boolean),
  approvalLines: (item) => [item.Subtitle, `${item.StartDate} 至 ${item.EndDate}`].filter(Boolean),
  tripLine: (trip) => trip.Description,
  cashierSummary: (info) => `${info.Title} ${info.Subtitle}`,
  paidNote: '订单已提交酒店确认，请留意订单状态',
}
