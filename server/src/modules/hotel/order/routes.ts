import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../../types/api/hotel'
import { post } from '../../../lib/route'
import { memberOf } from '../../../plugins/auth'
import { cancelHotelOrder, cancelQuote, ownOrder } from '../../orders/cancel'
import { applyEarlyDeparture, applyInvoice } from './afterSale'
import { createHotelOrder } from './booking'
import { usableCoupons } from './coupons'
import * as S from './schemas'

/** hotel api/hotel/order/*: booking, cancel rule and cancel, early departure, invoice, coupons. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, hotelSupplier, paymentGateway } = app
  post<typeof S.CreateOrderBody, Api.CreateHotelOrderData>(app, '/CreateOrder', S.CreateOrderBody, {
    idempotent: true,
    handler: (request) => createHotelOrder(db, hotelSupplier, memberOf(request), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.OrderNoBody, Api.GetCancelRuleData>(app, '/GetCancelRule', S.OrderNoBody, {
    handler: async (request) => cancelQuote(await ownOrder(db, memberOf(request), request.body.OrderNo), new Date()),
  })
  post<typeof S.CancelOrderBody, Api.CancelHotelOrderData>(app, '/CancelOrder', S.CancelOrderBody, {
    idempotent: true,
    handler: async (request) => {
      const result = await cancelHotelOrder(db, hotelSupplier, paymentGateway, memberOf(request), request.body.OrderNo, request.body.Reason)
      return { OrderNo: result.OrderNo, OrderStatus: result.Status, RefundFen: result.RefundFen }
    },
  })
  post<typeof S.EarlyDepartureBody, Api.ApplyEarlyDepartureData>(app, '/ApplyEarlyDeparture', S.EarlyDepartureBody, {
    idempotent: true,
    handler: (request) => applyEarlyDeparture(db, memberOf(request), request.body),
  })
  post<typeof S.InvoiceBody, Api.ApplyHotelInvoiceData>(app, '/ApplyInvoice', S.InvoiceBody, {
    idempotent: true,
    handler: (request) => applyInvoice(db, memberOf(request), request.body),
  })
  post<typeof S.CouponsBody, Api.GetUsableHotelCouponsData>(app, '/GetUsableCoupons', S.CouponsBody, {
    handler: (request) => usableCoupons(db, memberOf(request), request.body),
  })
}
