import type { FastifyInstance } from 'fastify'
import type { Static } from '@sinclair/typebox'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/order'
import { post } from '../../../lib/route'
import type { Assert, Same } from '../../../lib/type-check'
import { cancelOrder } from '../../orders/public'
import { CancelBody, HotelOrderDetailData, OrderNoBody } from '../../orders/public'
import { visibleOrder } from '../../orders/public'
import { notFound } from '../../../lib/errors'
import { HOTEL_PRODUCT_TYPE } from '../product'
import { hotelConfirmation } from './voucher'

export type _OrderDetail = Assert<Same<Static<typeof OrderNoBody>, Api.GetHotelOrderDetailRequest>>

/** b2b Order/*Hotel*: the hotel order detail, its cancel and its check-in voucher (the spec names them by product). */
export default async function orderCentreRoutes(app: FastifyInstance) {
  const { db, orderProducts, paymentGateway } = app
  post<typeof OrderNoBody, Api.GetHotelOrderDetailData>(app, { module: 'b2b', path: '/Order/GetHotelOrderDetail' }, OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelOrderDetail` (policy, approval steps, history, the caller\'s actions); others\' or another product\'s order 4004' },
    data: HotelOrderDetailData,
    handler: async (request) => {
      // The order core answers any product's order; this route is the hotel's (decision 0870): another product's order is not found here.
      const member = request.caller()
      const { order, approval } = await visibleOrder(db, orderProducts, member, request.body.OrderNo)
      if (Number(order.product_type) !== HOTEL_PRODUCT_TYPE) throw notFound('订单不存在')
      return orderProducts.of(HOTEL_PRODUCT_TYPE).detail(db, order, approval, member.memberId)
    },
  })
  post<typeof CancelBody, Api.CancelOrderResult>(app, { module: 'b2b', path: '/Order/CancelHotelOrder' }, CancelBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, Status, PenaltyFen, RefundFen, RefundTo, RefundToText}`' },
    idempotent: true,
    data: D.CancelOrderResultData,
    handler: (request) => cancelOrder(db, orderProducts, paymentGateway, request.caller(), request.body.OrderNo, request.body.Reason),
  })
  post<typeof OrderNoBody, Api.HotelConfirmation>(app, { module: 'b2b', path: '/Order/GetHotelConfirmation' }, OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`HotelConfirmation` (voucher); not confirmed 4001' },
    data: D.HotelConfirmationData,
    handler: (request) => hotelConfirmation(db, orderProducts, request.caller(), request.body.OrderNo),
  })
}
