import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/flight'
import { post } from '../../lib/route'
import { cancelOrder, ownOrder } from '../orders/public'
import { flightOrderDetail, refundFlightOrder, refundQuote } from './afterSale'
import { createFlightOrder } from './booking'
import { acceptFlightChange, changeFlightOrder, changeQuote, modifyPassengerName } from './rebook'
import { FLIGHT_PRODUCT_TYPE } from './product'
import { flightCities, queryFlightList, queryLowestFares, querySeatList } from './search'
import * as S from './schemas'
import { visibleOrder } from '../orders/public'
import { notFound } from '../../lib/errors'

/** b2b Flight/*: cities, list, seat list (cabins and fares), order create, detail, cancel, refund (decision 0170). */
export default async function flightRoutes(app: FastifyInstance) {
  const { db, flightSupplier, orderProducts, paymentGateway } = app
  const at = (path: string) => ({ module: 'b2b', path: `/Flight/${path}` })
  post<typeof S.CitiesBody, Api.GetFlightCitiesData>(app, at('GetFlightCities'), S.CitiesBody, {
    data: S.GetFlightCitiesData,
    doc: { body: '`{IsInternational?}`', data: '`{Hot, Cities}`: city code, Chinese name, pinyin, initials, English name, country, continent, airports with terminals and their pinyin, initials and English names' },
    handler: async (request) => flightCities(flightSupplier, request.body.IsInternational),
  })
  post<typeof S.FlightListBody, Api.QueryFlightListData>(app, at('QueryFlightList'), S.FlightListBody, {
    data: S.QueryFlightListData,
    doc: { body: '`{DepartCityCode, ArriveCityCode, DepartDate, CabinClass?}`', data: '`{Flights}` with times, airports, terminals, lowest fare and discount; none: 2000' },
    handler: (request) => queryFlightList(flightSupplier, request.body),
  })
  post<typeof S.LowestFaresBody, Api.QueryLowestFaresData>(app, at('QueryLowestFares'), S.LowestFaresBody, {
    data: S.QueryLowestFaresData,
    doc: { body: '`{DepartCityCode, ArriveCityCode, StartDate, EndDate}` (at most 62 days, within the year on sale)', data: '`{Days[{Date, LowestFareFen}]}`: each day\'s lowest economy fare still on sale with seats, null for a day without one (fare calendar, decision 0730)' },
    handler: (request) => queryLowestFares(flightSupplier, request.body),
  })
  post<typeof S.SeatListBody, Api.QuerySeatListData>(app, at('QuerySeatList'), S.SeatListBody, {
    data: S.QuerySeatListData,
    doc: { body: '`{FlightNo, DepartDate, DepartCityCode, ArriveCityCode}`', data: '`{Flight, Fares, StandardText}`: every cabin and booking class with price, tax, seats, baggage, refund/change tiers, over-standard mark' },
    handler: (request) => querySeatList(db, flightSupplier, request.caller(), request.body),
  })
  post<typeof S.CreateOrderBody, Api.CreateFlightOrderData>(app, at('CreateOrder'), S.CreateOrderBody, {
    data: S.CreateFlightOrderData,
    doc: { body: '`CreateFlightOrderRequest` (*reqId*)', data: '`{OrderNo, OrderStatus, NeedApproval, PayAmountFen}`; re-priced (changed 4001), seats held (sold out 4009), standard re-checked (missing reason 4000)' },
    idempotent: true,
    handler: (request) => createFlightOrder(db, flightSupplier, orderProducts.of(FLIGHT_PRODUCT_TYPE), request.caller(), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.OrderNoBody, Api.FlightOrderDetail>(app, at('GetOrderDetail'), S.OrderNoBody, {
    data: S.FlightOrderDetailData,
    doc: { body: '`{OrderNo}`', data: '`FlightOrderDetail`: segments, passengers with ticket numbers, money, actions; booker, passengers and approvers only (4004)' },
    handler: async (request) => {
      const member = request.caller()
      const { order, approval } = await visibleOrder(db, orderProducts, member, request.body.OrderNo)
      if (order.product_type !== FLIGHT_PRODUCT_TYPE) throw notFound('订单不存在')
      return flightOrderDetail(db, order, approval, member.memberId)
    },
  })
  post<typeof S.RefundBody, Api.RefundFlightOrderData>(app, at('CancelOrder'), S.RefundBody, {
    data: S.RefundFlightOrderData,
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus, FeeFen, RefundFen, RefundToText}`: before ticketing (待审批/待支付) only' },
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      await ownOrder(db, member, request.body.OrderNo)
      const result = await cancelOrder(db, orderProducts, paymentGateway, member, request.body.OrderNo, request.body.Reason || '行程变更')
      return { OrderNo: result.OrderNo, OrderStatus: result.Status, FeeFen: result.PenaltyFen, RefundFen: result.RefundFen, RefundToText: result.RefundToText }
    },
  })
  post<typeof S.RefundQuoteBody, Api.FlightRefundQuote>(app, at('GetRefundQuote'), S.RefundQuoteBody, {
    doc: { body: '`{OrderNo, Seqs?, PassengerIds?}`', data: '`{IsRefundable, FeeFen, RefundFen, IsInvoluntary, Description, Reasons, Tickets}`: the fare rule\'s fee now for the segments and passengers (their Seq) asked (default all), each passenger\'s fee and refund (decision 0790); involuntary (航变) free; a refunded or changed passenger 4001' },
    data: S.RefundQuoteData,
    handler: (request) => refundQuote(db, request.caller(), request.body.OrderNo, request.body.Seqs, request.body.PassengerIds),
  })
  post<typeof S.RefundBody, Api.RefundFlightOrderData>(app, at('RefundOrder'), S.RefundBody, {
    doc: { body: '`{OrderNo, Reason, Seqs?, PassengerIds?}` (*reqId*)', data: '`{OrderNo, OrderStatus, FeeFen, RefundFen, RefundToText}`: tickets of the segments (one leg of a round trip or all) or of the passengers asked (decision 0790) refunded, each ticket its own fee, seats back, money to where it was paid from; the order 已退票 once every ticket is; a refunded passenger 4001, a refund meanwhile 4009' },
    data: S.RefundOrderData,
    idempotent: true,
    handler: (request) => refundFlightOrder(db, { products: orderProducts, gateway: paymentGateway, supplier: flightSupplier, listeners: app.flightRefundListeners }, request.caller(), request.body),
  })
  post<typeof S.ChangeQuoteBody, Api.FlightChangeQuote>(app, at('GetChangeQuote'), S.ChangeQuoteBody, {
    doc: { body: '`{OrderNo, Seq, FareId, PassengerIds?}`', data: '`FlightChangeQuote`: change fee by the fare rule, fare difference, total for the passengers asked (default every one still ticketed, decision 0791), or why not (改签); a refunded or changed passenger 4001' },
    data: S.ChangeQuoteData,
    handler: (request) => changeQuote(db, flightSupplier, request.caller(), request.body),
  })
  post<typeof S.ChangeOrderBody, Api.ChangeFlightOrderData>(app, at('ChangeOrder'), S.ChangeOrderBody, {
    doc: { body: '`{OrderNo, Seq, FareId, ExpectedTotalFen, Reason, PassengerIds?}` (*reqId*)', data: '`{OrderNo, Seq, FlightNo, DepartTime, ChargedFen, PayMethodText, PayOrderNo, PayAmountFen, ChangeOrderNo}`: 改签 done, cost charged to the enterprise account; a personal-pay order with a cost answers the 改签补款 order PayOrderNo to pay at the cashier, the rebook done once paid (decision 0400); some passengers of an enterprise-paid order move to the change order ChangeOrderNo with their legs still to fly and their insurance, the others stay (decisions 0791, 0810); changed cost 4001, a change meanwhile 4009' },
    data: S.ChangeOrderData,
    idempotent: true,
    handler: (request) => changeFlightOrder(db, flightSupplier, orderProducts.of(FLIGHT_PRODUCT_TYPE), request.caller(), request.body, request.idempotencyKey?.reqId ?? null, app.flightChangeListeners),
  })
  post<typeof S.ModifyPassengerBody, Api.ModifyFlightPassengerData>(app, at('ModifyPassenger'), S.ModifyPassengerBody, {
    data: S.ModifyFlightPassengerData,
    doc: { body: '`{OrderNo, PassengerSeq, Name, Reason}` (*reqId*)', data: '`{OrderNo, PassengerSeq, Name}`: 更正姓名, one character, domestic, before departure' },
    idempotent: true,
    handler: (request) => modifyPassengerName(db, request.caller(), request.body),
  })
  post<typeof S.AcceptChangeBody, Api.AcceptFlightChangeData>(app, at('AcceptFlightChange'), S.AcceptChangeBody, {
    data: S.AcceptFlightChangeData,
    doc: { body: '`{OrderNo, Seq}`', data: '`{OrderNo, Seq, ChangeAccepted}`: the traveller keeps the changed flight (航变)' },
    handler: (request) => acceptFlightChange(db, request.caller(), request.body),
  })
}
