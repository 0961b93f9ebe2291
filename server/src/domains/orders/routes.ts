import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/order'
import { post } from '../../lib/route'
import { memberOf } from '../../plugins/auth'
import { cancelHotelOrder } from './cancel'
import { hotelConfirmation, orderDetail, orderList } from './queries'
import * as S from './schemas'

/** b2b Order/*: the order centre, the hotel order detail, cancel and the check-in voucher. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, hotelSupplier, paymentGateway } = app
  post<typeof S.OrderListBody, Api.OrderListData>(app, { module: 'b2b', path: '/Order/GetOrderList' }, S.OrderListBody, {
    doc: { body: '`{Tab, ProductType?, PageIndex, PageSize}`', data: '`{Orders, Total, PageIndex, PageSize}`, booked or staying in; none: 2000' },
    handler: (request) => orderList(db, memberOf(request), request.body),
  })
  post<typeof S.OrderNoBody, Api.GetHotelOrderDetailData>(app, { module: 'b2b', path: '/Order/GetHotelOrderDetail' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelOrderDetail` (policy, approval steps, history, the caller\'s actions); others\' 4004' },
    handler: (request) => orderDetail(db, memberOf(request), request.body.OrderNo),
  })
  post<typeof S.CancelBody, Api.CancelOrderResult>(app, { module: 'b2b', path: '/Order/CancelHotelOrder' }, S.CancelBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, Status, PenaltyFen, RefundFen, RefundTo, RefundToText}`' },
    idempotent: true,
    handler: (request) => cancelHotelOrder(db, hotelSupplier, paymentGateway, memberOf(request), request.body.OrderNo, request.body.Reason),
  })
  post<typeof S.OrderNoBody, Api.HotelConfirmation>(app, { module: 'b2b', path: '/Order/GetHotelConfirmation' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelConfirmation` (voucher); not confirmed 4001' },
    handler: (request) => hotelConfirmation(db, memberOf(request), request.body.OrderNo),
  })
}
