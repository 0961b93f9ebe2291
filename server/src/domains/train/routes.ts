import type { FastifyInstance } from 'fastify'
import type * as Api from '../../../../types/api/train'
import { post } from '../../lib/route'
import { cancelOrder } from '../orders/public'
import { visibleOrder } from '../orders/public'
import { businessRule, notFound } from '../../lib/errors'
import { createTrainOrder } from './booking'
import { cancelGrabTask, createGrabTask, grabTaskList, runGrabTasks } from './grab'
import { changeStation, changeTicket, stationChangeOptions } from './change'
import { railAccountService } from './railAccount/service'
import { readTrainNotices, trainNotices } from './notices'
import { changeCheckService } from './changeCheck'
import { trainOrderDetail } from './detail'
import { findTrainOrderById } from './orderRow'
import { TRAIN_PRODUCT_TYPE } from './product'
import { changeOriginOf, chosenTickets, ownTrainOrder, quotedTickets, refundTickets, ticketsQuote } from './refund'
import { stationList, stopStations, trainList } from './search'
import { transferList } from './transfer'
import * as S from './schemas'

const at = (path: string) => ({ module: 'b2b', path: `/TrainTicket/${path}` })

/** b2b TrainTicket/*: stations, trains, stops, booking, detail, cancel before ticketing, refund. */
export default async function trainRoutes(app: FastifyInstance) {
  const { db, orderProducts, paymentGateway, trainSupplier } = app
  /** Seats just came back on a train: its waiting grab tasks try at once (a failure there never fails the refund). */
  const railBooking = railAccountService(db, app.railAccounts)
  const grabAfterRelease = async (trainNo: string) => {
    try {
      await runGrabTasks(db, trainSupplier, orderProducts.of(TRAIN_PRODUCT_TYPE), trainNo)
    } catch (error) {
      app.log.error({ err: error, trainNo }, 'train grab round after a release failed')
    }
  }
  post<typeof S.StationListBody, Api.GetStationListData>(app, at('GetStationList'), S.StationListBody, {
    data: S.GetStationListData,
    doc: { body: '`{Keyword}` (Chinese, full pinyin or initials; \'\' for all)', data: '`{Stations[{Code, Name, CityName, Pinyin, Initials, IsHot}]}`; none: 2000' },
    handler: async (request) => stationList(trainSupplier, request.body.Keyword),
  })
  post<typeof S.TrainListBody, Api.QueryTrainListData>(app, at('QueryTrainList'), S.TrainListBody, {
    data: S.QueryTrainListData,
    doc: { body: '`{From, To, Date, OnlyHighSpeed}` (station code or city name)', data: '`{Trains[{TrainNo, DepartTime, ArriveTime, DurationMinutes, Seats[{SeatCode, SeatName, PriceFen, Remaining}]...}]}`; none: 2000' },
    handler: (request) => trainList(trainSupplier, request.body),
  })
  post<typeof S.TransferListBody, Api.QueryTransferListData>(app, at('QueryTransferList'), S.TransferListBody, {
    data: S.QueryTransferListData,
    doc: { body: '`{From, To, Date}`', data: '`{Plans[{TransferCity, IsSameStation, WaitMinutes, TotalMinutes, First, Second}]}` (20 min same station, 60 min another, 6 h at most); none: 2000' },
    handler: (request) => transferList(trainSupplier, request.body),
  })
  post<typeof S.StopStationsBody, Api.GetStopStationsData>(app, at('GetStopStations'), S.StopStationsBody, {
    data: S.GetStopStationsData,
    doc: { body: '`{TrainNo, Date}`', data: '`{TrainNo, Stops[{Index, StationName, ArriveTime, DepartTime, StopMinutes, DayOffset}]}`' },
    handler: async (request) => stopStations(trainSupplier, request.body.TrainNo),
  })
  post<typeof S.CreateOrderBody, Api.CreateTrainOrderData>(app, at('CreateOrder'), S.CreateOrderBody, {
    data: S.CreateTrainOrderData,
    doc: {
      body: '`CreateTrainOrderRequest` (*reqId*); `RailAccountId` books through the bound 12306 account, its passengers by `RailPassengerId` (checked ones only)',
      data: '`{OrderNo, OrderStatus, NeedApproval, PayAmountFen}`; re-priced (4001), seats taken per leg (sold out 4009)',
    },
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      const accountId = request.body.RailAccountId ?? ''
      const body = accountId ? { ...request.body, Passengers: await railBooking.bookingPassengers(member, accountId, request.body.Passengers) } : request.body
      const created = await createTrainOrder(db, trainSupplier, orderProducts.of(TRAIN_PRODUCT_TYPE), member, body, request.idempotencyKey?.reqId ?? null)
      if (accountId) await db.query('update train_orders set rail_account_id = $2 where order_id = (select id from orders where order_no = $1)', [created.OrderNo, accountId])
      return created
    },
  })
  post<typeof S.OrderNoBody, Api.TrainOrderDetail>(app, at('GetOrderDetail'), S.OrderNoBody, {
    data: S.TrainOrderDetailData,
    doc: { body: '`{OrderNo}`', data: '`TrainOrderDetail`: booker, passenger or approver of the same enterprise (else 4004)' },
    handler: async (request) => {
      const member = request.caller()
      const { order } = await visibleOrder(db, orderProducts, member, request.body.OrderNo)
      const train = order.product_type === TRAIN_PRODUCT_TYPE ? await findTrainOrderById(db, order.id) : null
      if (!train) throw notFound('订单不存在')
      return trainOrderDetail(db, train, member.memberId)
    },
  })
  post<typeof S.RefundQuoteBody, Api.TrainRefundQuote>(app, at('GetRefundFee'), S.RefundQuoteBody, {
    data: S.TrainRefundQuoteData,
    doc: { body: '`{OrderNo, PassengerIds?}` (none: every valid ticket)', data: '`{PaidFen, FeeFen, RefundFen, RateText}` of those tickets by 12306\'s refund table' },
    handler: async (request) => {
      const order = await ownTrainOrder(db, request.caller(), request.body.OrderNo)
      if (order.status !== 'Confirmed' || order.changed_to_no !== null) throw businessRule('该订单当前不可退票')
      const { chosen } = await chosenTickets(db, order, request.body.PassengerIds)
      const origin = await changeOriginOf(db, order)
      const quote = ticketsQuote(order, await quotedTickets(db, chosen, origin), new Date(), origin)
      if (!quote) throw businessRule('该订单当前不可退票')
      return { PaidFen: quote.PaidFen, FeeFen: quote.FeeFen, RefundFen: quote.RefundFen, RateText: quote.RateText }
    },
  })
  post<typeof S.ReasonBody, Api.RefundTrainTicketData>(app, at('RefundTicket'), S.ReasonBody, {
    data: S.RefundTrainTicketData,
    doc: { body: '`{OrderNo, Reason, PassengerIds?}` (*reqId*; none: every valid ticket)', data: '`{OrderNo, OrderStatus, FeeFen, RefundFen}`; those tickets\' seats and insurance go back, the others stay issued' },
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      const order = await ownTrainOrder(db, member, request.body.OrderNo)
      const done = await refundTickets(db, { products: orderProducts, gateway: paymentGateway, supplier: trainSupplier, listeners: app.trainRefundListeners }, member, request.body)
      await grabAfterRelease(order.train_no)
      return done
    },
  })
  post<typeof S.ChangeBody, Api.ChangeTrainTicketData>(app, at('ChangeTicket'), S.ChangeBody, {
    data: S.ChangeTrainTicketData,
    doc: { body: '`{OrderNo, TrainNo, Date, SeatCode, ExpectedTotalFen, PassengerIds?}` (*reqId*; none: every valid ticket)', data: '`{OrderNo, OrderStatus, PayAmountFen, RefundFen, FeeFen}`: a new order; dearer pays the difference, cheaper refunds it less 12306\'s fee' },
    idempotent: true,
    handler: (request) => {
      const train = orderProducts.of(TRAIN_PRODUCT_TYPE)
      return changeTicket(app, train, (orderId) => train.confirm(db, orderId), request.caller(), request.body, request.idempotencyKey?.reqId ?? null)
    },
  })
  post<typeof S.StationChangeOptionsBody, Api.GetStationChangeOptionsData>(app, at('GetStationChangeOptions'), S.StationChangeOptionsBody, {
    data: S.GetStationChangeOptionsData,
    doc: { body: '`{OrderNo, PassengerIds?}`', data: '`{Stations[{StationCode, StationName, ArriveTime, DayOffset, Seats[{SeatCode, SeatName, PriceFen, Remaining}]}], Rules}`: the stops of the same train a ticket may change its arrival to (变更到站, decision 0770); not changeable: 4001' },
    handler: (request) => stationChangeOptions(app, request.caller(), request.body),
  })
  post<typeof S.ChangeStationBody, Api.ChangeTrainTicketData>(app, at('ChangeStation'), S.ChangeStationBody, {
    data: S.ChangeTrainTicketData,
    doc: { body: '`{OrderNo, ToStationCode, SeatCode, ExpectedTotalFen, PassengerIds?}` (*reqId*; none: every valid ticket)', data: '`{OrderNo, OrderStatus, PayAmountFen, RefundFen, FeeFen}`: 变更到站, a new order on the same train and date; once per ticket, 48 hours or more before departure (else 4001)' },
    idempotent: true,
    handler: (request) => {
      const train = orderProducts.of(TRAIN_PRODUCT_TYPE)
      return changeStation(app, train, (orderId) => train.confirm(db, orderId), request.caller(), request.body, request.idempotencyKey?.reqId ?? null)
    },
  })
  const changeCheck = changeCheckService(db, app.railAccounts)
  post<typeof S.OrderNoBody, Api.SendChangeCodeData>(app, at('SendChangeCode'), S.OrderNoBody, {
    data: S.SendChangeCodeData,
    doc: { body: '`{OrderNo}`', data: '`{PhoneMasked}`: 12306 sent a 6-digit code to the order\'s contact phone (5 minutes); only a ticket that can be changed' },
    handler: (request) => changeCheck.send(request.caller(), request.body.OrderNo),
  })
  post<typeof S.VerifyChangeCodeBody, Api.VerifyChangeCodeData>(app, at('VerifyChangeCode'), S.VerifyChangeCodeBody, {
    data: S.VerifyChangeCodeData,
    doc: { body: '`{OrderNo, Code}`', data: '`{OrderNo, CheckedUntil}`: a change to another date may go ahead for 30 minutes; wrong code 4000, expired 4001' },
    handler: (request) => changeCheck.verify(request.caller(), request.body.OrderNo, request.body.Code),
  })
  post<typeof S.ReasonBody, Api.CancelTrainOrderData>(app, at('CancelOrder'), S.ReasonBody, {
    data: S.CancelTrainOrderData,
    doc: { body: '`{OrderNo, Reason}` (*reqId*)', data: '`{OrderNo, OrderStatus}`: before ticketing only (pending approval or payment)' },
    idempotent: true,
    handler: async (request) => {
      const member = request.caller()
      const order = await ownTrainOrder(db, member, request.body.OrderNo)
      if (order.status !== 'PendingApproval' && order.status !== 'PendingPayment') throw businessRule('已出票的订单请办理退票')
      const result = await cancelOrder(db, orderProducts, paymentGateway, member, request.body.OrderNo, request.body.Reason)
      await grabAfterRelease(order.train_no)
      return { OrderNo: result.OrderNo, OrderStatus: result.Status }
    },
  })
  post<typeof S.CreateGrabBody, Api.CreateGrabTaskData>(app, at('CreateGrabTask'), S.CreateGrabBody, {
    data: S.CreateGrabTaskData,
    doc: { body: '`CreateGrabTaskRequest`: trains, classes and dates in order of preference, Deadline, Passengers (*reqId*)', data: '`TrainGrabTask` (tried at once; Booked with OrderNo when a seat was free)' },
    idempotent: true,
    handler: (request) => createGrabTask(db, trainSupplier, orderProducts.of(TRAIN_PRODUCT_TYPE), request.caller(), request.body, request.idempotencyKey?.reqId ?? null),
  })
  post<typeof S.EmptyBody, Api.GetGrabTaskListData>(app, at('GetGrabTaskList'), S.EmptyBody, {
    data: S.GetGrabTaskListData,
    doc: { body: '`{}`', data: '`{Tasks[TrainGrabTask]}`: the caller\'s tasks, newest first' },
    handler: (request) => grabTaskList(db, request.caller()),
  })
  post<typeof S.EmptyBody, Api.GetTrainNoticesData>(app, at('GetNotices'), S.EmptyBody, {
    data: S.GetTrainNoticesData,
    doc: { body: '`{}`', data: '`{Notices[TrainNotice], UnreadCount}`: the caller\'s 抢票成功 notices, newest first (50)' },
    handler: (request) => trainNotices(db, request.caller()),
  })
  post<typeof S.ReadNoticesBody, Api.GetTrainNoticesData>(app, at('ReadNotices'), S.ReadNoticesBody, {
    data: S.GetTrainNoticesData,
    doc: { body: '`{NoticeIds?}` (none: all)', data: '`{Notices[TrainNotice], UnreadCount}` after marking the caller\'s notices read' },
    handler: (request) => readTrainNotices(db, request.caller(), request.body.NoticeIds),
  })
  post<typeof S.GrabTaskNoBody, Api.CreateGrabTaskData>(app, at('CancelGrabTask'), S.GrabTaskNoBody, {
    data: S.CreateGrabTaskData,
    doc: { body: '`{TaskNo}`', data: '`TrainGrabTask` (Cancelled); only a waiting task, only its owner (else 4004)' },
    handler: (request) => cancelGrabTask(db, request.caller(), request.body.TaskNo),
  })
}
