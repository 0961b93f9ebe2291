import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/order'
import { post } from '../../../lib/route'
import type { Assert, Same } from '../../../lib/type-check'
import { memberOf } from '../../../plugins/auth'
import { cancelOrder } from '../../orders/cancel'
import { orderDetail } from '../../orders/queries'
import { CancelBody, OrderNoBody } from '../../orders/schemas'
import { hotelConfirmation } from './voucher'

export type _OrderDetail = Assert<Same<Static<typeof OrderNoBody>, Api.GetHotelOrderDetailRequest>>

/** b2b Order/*Hotel*: the hotel order detail, its cancel and its check-in voucher (the spec names them by product). */
export default async function orderCentreRoutes(app: FastifyInstance) {
  const { db, orderProducts, paymentGateway } = app
  post<typeof OrderNoBody, Api.GetHotelOrderDetailData>(app, { module: 'b2b', path: '/Order/GetHotelOrderDetail' }, OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelOrderDetail` (policy, approval steps, history, the caller\'s actions); others\' 4004' },
    handler: (request) => orderDetail(db, orderProducts, memberOf(request), request.body.OrderNo) as Promise<Api.GetHotelOrderDetailData>,
  })
  post<typeof CancelBody, Api.CancelOrderResult>(app, { module: 'b2b', path: '/Order/CancelHotelOrder' }, CancelBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, Status, PenaltyFen, RefundFen, RefundTo, RefundToText}`' },
    idempotent: true,
    data: D.CancelOrderResultData,
    handler: (request) => cancelOrder(db, orderProducts, paymentGateway, memberOf(request), request.body.OrderNo, request.body.Reason),
  })
  post<typeof OrderNoBody, Api.HotelConfirmation>(app, { module: 'b2b', path: '/Order/GetHotelConfirmation' }, OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelConfirmation` (voucher); not confirmed 4001' },
    data: D.HotelConfirmationData,
    handler: (request) => hotelConfirmation(db, orderProducts, memberOf(request), request.body.OrderNo),
  })
}
