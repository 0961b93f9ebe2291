import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/flight'
import { post } from '../../lib/route'
import { memberOf } from '../../plugins/auth'
import { cancelOrder, ownOrder } from '../orders/cancel'
import { flightOrderDetail, refundFlightOrder, refundQuote } from './afterSale'
import { createFlightOrder } from './booking'
import { FLIGHT_PRODUCT_TYPE } from './product'
import { flightCities, queryFlightList, querySeatList } from './search'
import * as S from './schemas'
import { visibleOrder } from '../orders/queries'
import { notFound } from '../../lib/errors'

/** b2b Flight/*: cities, list, seat list (cabins and fares), order create, detail, cancel, refund (decision 0170). */
export default async function flightRoutes(app: FastifyInstance) {
  const { db, flightSupplier, orderProducts, paymentGateway } = app
  const at = (path: string) => ({ module: 'b2b', path: `/Flight/${path}` })
  post<typeof S.CitiesBody, Api.GetFlightCitiesData>(app, at('GetFlightCities'), S.CitiesBody, {
    doc: { body: '`{IsInternational?}`', data: '`{Hot, Cities}`: city code, Chinese name, pinyin, country, continent, airports with terminals' },
    handler: async (request) => flightCities(flightSupplier, request.body.IsInternational),
  })
  post<typeof S.FlightListBody, Api.QueryFlightListData>(app, at('QueryFlightList'), S.FlightListBody, {
    doc: { body: '`{DepartCityCode, ArriveCityCode, DepartDate, CabinClass?}`', data: '`{Flights}` with times, airports, terminals, lowest fare and discount; none: 2000' },
    handler: (request) => queryFlightList(flightSupplier, request.body),
  })
  post<typeof S.SeatListBody, Api.QuerySeatListData>(app, at('QuerySeatList'), S.SeatListBody, {
    doc: { body: '`{FlightNo, DepartDate, DepartCityCode, ArriveCityCode}`', data: '`{Flight, Fares, StandardText}`: every cabin and booking class with price, tax, seats, baggage, refund/change tiers, over-standard mark' },
    handler: (request) => querySeatList(db, flightSupplier, memberOf(request), request.body),
  })
  post<typeof S.CreateOrderBody, Api.CreateFlightOrderData>(app, at('CreateOrder'), S.CreateOrderBody, {
    doc: { body: '`CreateFlightOrderRequest` (*reqId*)', data: '`{OrderNo, OrderStatus, NeedApproval, PayAmountFen}`; re-priced (changed 4001), seats held (sold out 4009), standard re-checked (missing reason 4000)' },
    idempotent: true,
    handler: (request) => createFlightOrder(db, flightSupplier, orderProducts.of(FLIGHT_PRODUCT_TYPE), memberOf(request), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.OrderNoBody, Api.FlightOrderDetail>(app, at('GetOrderDetail'), S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`FlightOrderDetail`: segments, passengers with ticket numbers, money, actions; booker, passengers and approvers only (4004)' },
    handler: async (request) => {
      const member = memberOf(request)
      const { order } = await visibleOrder(db, orderProducts, member, request.body.OrderNo)
      if (order.product_type !== FLIGHT_PRODUCT_TYPE) throw notFound('订单不存在')
      return flightOrderDetail(db, order, member.memberId)
    },
  })
  post<typeof S.RefundBody, Api.RefundFlightOrderData>(app, at('CancelOrder'), S.RefundBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus, FeeFen, RefundFen, RefundToText}`: before ticketing (待审批/待支付) only' },
    idempotent: true,
    handler: async (request) => {
      const member = memberOf(request)
      await ownOrder(db, member, request.body.OrderNo)
      const result = await cancelOrder(db, orderProducts, paymentGateway, member, request.body.OrderNo, request.body.Reason || '行程变更')
      return { OrderNo: result.OrderNo, OrderStatus: result.Status, FeeFen: result.PenaltyFen, RefundFen: result.RefundFen, RefundToText: result.RefundToText }
    },
  })
  post<typeof S.OrderNoBody, Api.FlightRefundQuote>(app, at('GetRefundQuote'), S.OrderNoBody, {
    doc: { body: '`{OrderNo}`', data: '`{IsRefundable, FeeFen, RefundFen, IsInvoluntary, Description, Reasons}`: the fare rule\'s fee now; involuntary (航变) free' },
    handler: (request) => refundQuote(db, memberOf(request), request.body.OrderNo),
  })
  post<typeof S.RefundBody, Api.RefundFlightOrderData>(app, at('RefundOrder'), S.RefundBody, {
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus, FeeFen, RefundFen, RefundToText}`: tickets refunded, seats back, money to where it was paid from' },
    idempotent: true,
    handler: (request) => refundFlightOrder(db, orderProducts, paymentGateway, memberOf(request), request.body.OrderNo, request.body.Reason.trim() || '行程变更'),
  })
}
