import type { FastifyInstance } from 'fastify'
import * as D from '../dataSchemas'
import type * as Api from '../../../../../types/api/hotel'
import { post } from '../../../lib/route'
import { cancelOrder, ownOrder } from '../../orders/public'
import { cancelQuote } from './cancelQuote'
import { applyEarlyDeparture, applyInvoice } from './afterSale'
import { createHotelOrder } from './booking'
import { usableCoupons } from './coupons'
import { HOTEL_PRODUCT_TYPE } from '../product'
import * as S from './schemas'

/** hotel api/hotel/order/*: booking, cancel rule and cancel, early departure, invoice, coupons. */
export default async function orderRoutes(app: FastifyInstance) {
  const { db, hotelSupplier, orderProducts, paymentGateway } = app
  post<typeof S.CreateOrderBody, Api.CreateHotelOrderData>(app, { module: 'hotel', path: '/api/hotel/order/CreateOrder' }, S.CreateOrderBody, {
    doc: { body: '`CreateHotelOrderRequest` (*reqId*)', data: '`{OrderNo, OrderStatus, NeedApproval, PayAmountFen, CardNoMasked}`; re-priced (changed total 4001), standard re-checked (block 4001, missing reason 4000), rooms held per night (sold out 4009)' },
    idempotent: true,
    data: D.CreateHotelOrderData,
    handler: (request) => createHotelOrder(db, hotelSupplier, orderProducts.of(HOTEL_PRODUCT_TYPE), request.caller(), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.OrderNoBody, Api.GetCancelRuleData>(app, { module: 'hotel', path: '/api/hotel/order/GetCancelRule' }, S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`{IsCancellable, PenaltyFen, RefundFen, FreeCancelUntil, Description, Reasons}`' },
    data: D.GetCancelRuleData,
    handler: async (request) => cancelQuote(await ownOrder(db, request.caller(), request.body.OrderNo), new Date()),
  })
  post<typeof S.CancelOrderBody, Api.CancelHotelOrderData>(app, { module: 'hotel', path: '/api/hotel/order/CancelOrder' }, S.CancelOrderBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus, RefundFen}`' },
    idempotent: true,
    data: D.CancelHotelOrderData,
    handler: async (request) => {
      const result = await cancelOrder(db, orderProducts, paymentGateway, request.caller(), request.body.OrderNo, request.body.Reason)
      return { OrderNo: result.OrderNo, OrderStatus: result.Status, RefundFen: result.RefundFen }
    },
  })
  post<typeof S.EarlyDepartureBody, Api.ApplyEarlyDepartureData>(app, { module: 'hotel', path: '/api/hotel/order/ApplyEarlyDeparture' }, S.EarlyDepartureBody, {
    doc: { body: '`{OrderNo, NewDepartureDate, Reason}` (*reqId*)', data: '`{OrderNo, ApplicationNo, Status: \'Applied\', ExpectedRefundFen}`; the hotel\'s answer refunds the nights' },
    idempotent: true,
    data: D.ApplyEarlyDepartureData,
    handler: (request) => applyEarlyDeparture(db, request.caller(), request.body),
  })
  post<typeof S.InvoiceBody, Api.ApplyHotelInvoiceData>(app, { module: 'hotel', path: '/api/hotel/order/ApplyInvoice' }, S.InvoiceBody, {
    doc: { body: '`{OrderNo, TitleType, Title, TaxNo, Email, AmountFen}` (*reqId*)', data: '`{OrderNo, InvoiceApplyNo, Status}`; one per order (4009)' },
    idempotent: true,
    data: D.ApplyHotelInvoiceData,
    handler: (request) => applyInvoice(db, request.caller(), request.body),
  })
  post<typeof S.CouponsBody, Api.GetUsableHotelCouponsData>(app, { module: 'hotel', path: '/api/hotel/order/GetUsableCoupons' }, S.CouponsBody, {
    doc: { body: '`{HotelId, ArrivalDate, AmountFen}`', data: '`{Coupons[{CouponId, Name, DiscountFen, ThresholdFen, ExpireDate, IsUsable, UnusableReason}]}`: the member\'s unused coupons (expired ones greyed for 30 days); none: 2000. CreateOrder\'s `CouponId` redeems one (given back on cancel)' },
    data: D.GetUsableHotelCouponsData,
    handler: (request) => usableCoupons(db, request.caller(), request.body),
  })
}
