import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/order'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import { cancelHotelOrder } from '../../orders/cancel'
import { hotelConfirmation, orderDetail, orderList } from '../../orders/queries'
import * as S from './schemas'

/** b2b Order/*: the order centre, the hotel order detail, cancel and the check-in voucher. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, hotelSupplier, paymentGateway } = app
  post<typeof S.OrderListBody, Api.OrderListData>(app, '/GetOrderList', S.OrderListBody, {
    handler: (request) => orderList(db, memberOf(request), request.body),
  })
  post<typeof S.OrderNoBody, Api.GetHotelOrderDetailData>(app, '/GetHotelOrderDetail', S.OrderNoBody, {
    handler: (request) => orderDetail(db, memberOf(request), request.body.OrderNo),
  })
  post<typeof S.CancelBody, Api.CancelOrderResult>(app, '/CancelHotelOrder', S.CancelBody, {
    idempotent: true,
    handler: (request) => cancelHotelOrder(db, hotelSupplier, paymentGateway, memberOf(request), request.body.OrderNo, request.body.Reason),
  })
  post<typeof S.OrderNoBody, Api.HotelConfirmation>(app, '/GetHotelConfirmation', S.OrderNoBody, {
    handler: (request) => hotelConfirmation(db, memberOf(request), request.body.OrderNo),
  })
}
