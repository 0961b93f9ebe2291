import type { FastifyInstance } from 'fastify'
import type { Db, Queryable } from '../../db/types'
import type { ChangeTrainStationRequest, ChangeTrainTicketData, ChangeTrainTicketRequest, GetStationChangeOptionsData } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { changeMoney } from '@domain/train/changeMoney'
import { changedBerthRefund } from '@domain/train/berthFare'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, notFound } from '../../lib/errors'
import { cancelOrder } from '../orders/public'
import { startPayWindow } from '../orders/public'
import type { ProductExtension } from '../orders/public'
import { recordHistory, SYSTEM_ACTOR, transition } from '../orders/public'
import { insertTrainOrder, tripInstants } from './booking'
import { CHANGE_CLOSES_MINUTES } from './detail'
import { faresFen, findPassengers, findTrainOrderById, seatRequestOf, type TrainOrderRow, type TrainPassengerRow } from './orderRow'
import type { SupplierSeat, SupplierTrip } from './supplier/index'
import { minuteText } from './supplier/timetable'
import { STATION_CHANGE_RULES, stationChangeError, stationChangeStops, stationChangeTicketError } from '@domain/train/stationChange'
import { chosenTickets, ownTrainOrder } from './refund'
import { settlePersonalRefund, startRefund } from '../orders/public'
import { checkTravelDate } from './search'
import { requireChangeCheck } from './changeCheckRow'
import { isSeatPreferenceValid } from '@domain/train/seatPreference'
import { changeDepartureError } from '@domain/train/changeWindow'

/** The booker as the actor of the old order's end (the order core's cancel checks booker and enterprise). */
const bookerOf = (order: TrainOrderRow): Member => ({ memberId: order.booker_member_id, enterpriseId: order.enterprise_id, accountId: 0, sessionId: 0, sessionPlatId: 0 })

/** What the chosen tickets of an order still hold: their fares (a berth's once issued, decision 0780), never more than the money left on the order. */
export const ticketsValueFen = (order: TrainOrderRow, tickets: readonly Pick<TrainPassengerRow, 'fare_fen'>[]) => Math.min(faresFen(tickets), order.paid_fen - order.refunded_fen)

/**
 * Ends the old tickets once the new ones are issued: their seats go back and, for cheaper new tickets, the difference
 * less the fee is refunded where the money came from. All tickets changed: the old order shows 已改签; some (decision
 * 0390): those tickets show 已改签 and the others stay issued.
 */
export async function settleChangedTicket(app: FastifyInstance, db: Db, newOrderId: number): Promise<void> {
  const fresh = await findTrainOrderById(db, newOrderId)
  if (!fresh?.changed_from_no || fresh.status !== 'Confirmed') return
  const { rows } = await db.query<{ id: number }>('select id from orders where order_no = $1', [fresh.changed_from_no])
  const old = rows[0] ? await findTrainOrderById(db, rows[0].id) : null
  if (!old || old.status !== 'Confirmed') return
  const replaced = (await findPassengers(db, fresh.id)).map((p) => p.changed_from_passenger_id).filter((id): id is number => id !== null)
  const markChanged = (tx: Queryable) =>
    tx.query(`update train_order_passengers set ticket_status = 'Changed' where order_id = $1 and ticket_status = 'Valid' and changed_to_order_id = $2 and ($3::bigint[] is null or id = any($3::bigint[]))`,
      [old.id, fresh.id, replaced.length > 0 ? replaced : null])
  const oldTickets = (await findPassengers(db, old.id)).filter((p) => (replaced.length > 0 ? replaced.includes(p.id) : p.changed_to_no === fresh.order_no))
  const money = (count: number) => changeMoney(ticketsValueFen(old, oldTickets.slice(0, count)), fresh.total_fen, old.depart_at, fresh.created_at)
  // The new tickets issued on cheaper berths: the old order's part of the difference comes back too (decision 0780).
  const oldFare = new Map(oldTickets.map((p) => [p.id, p.fare_fen]))
  const berthFromOld = (await findPassengers(db, fresh.id))
    .reduce((sum, p) => sum + changedBerthRefund(fresh.price_fen, p.fare_fen, oldFare.get(p.changed_from_passenger_id ?? -1) ?? fresh.price_fen).fromOldFen, 0)
  if (old.changed_to_no === fresh.order_no) {
    // On the locked old order: its money is as read, and the tickets the change holds are still valid.
    await cancelOrder(db, app.orderProducts, app.paymentGateway, bookerOf(old), old.order_no, fresh.is_station_change ? `变更到站至${fresh.to_name}（${fresh.order_no}）` : `改签至${fresh.train_no}（${fresh.order_no}）`, async (tx, locked) => {
      if (locked.status !== 'Confirmed' || locked.paid_fen !== old.paid_fen || locked.refunded_fen !== old.refunded_fen) throw conflict('车票状态已变化，请刷新后重试')
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from train_order_passengers where order_id = $1 and ticket_status = 'Valid' and changed_to_order_id = $2`, [old.id, fresh.id])
      if (rows[0].n !== fresh.ticket_count) throw conflict('车票状态已变化，请刷新后重试')
      return { penaltyFen: Math.max(0, locked.paid_fen - locked.refunded_fen - money(fresh.ticket_count).refundFen - berthFromOld) }
    })
    await markChanged(db)
    return
  }
  const refund = await db.transaction(async (tx) => {
    const locked = await findTrainOrderById(tx, old.id, true)
    if (locked?.status !== 'Confirmed') return null
    const { rowCount } = await markChanged(tx)
    if (!rowCount) return null
    await app.trainSupplier.release(tx, { ...seatRequestOf(locked), count: rowCount })
    const names = (await findPassengers(tx, old.id)).filter((p) => replaced.includes(p.id)).map((p) => p.name)
    await recordHistory(tx, old.id, 'cancel', 'Confirmed', 'Confirmed', SYSTEM_ACTOR, fresh.is_station_change ? `变更到站：${names.join('、')}改至${fresh.to_name}（${fresh.order_no}）` : `改签：${names.join('、')}改至${fresh.train_no}（${fresh.order_no}）`)
    return startRefund(tx, locked, Math.min(money(rowCount).refundFen + berthFromOld, locked.paid_fen - locked.refunded_fen))
  })
  if (refund && !refund.settled) await settlePersonalRefund(db, app.orderProducts.of(old.product_type), app.paymentGateway, old.id, refund)
}

/**
 * 改签: same stations, another train or date, one change per ticket, closed 30 minutes before the old train leaves;
 * under 48 hours before it, only to a train leaving before 24:00 of the ticket's date (decision 0600).
 */
export async function changeTicket(app: FastifyInstance, train: ProductExtension, confirm: (orderId: number) => Promise<unknown>, member: Member, body: ChangeTrainTicketRequest, reqId: string | null): Promise<ChangeTrainTicketData> {
  const { db, trainSupplier: supplier } = app
  const old = await ownTrainOrder(db, member, body.OrderNo)
  if (old.status !== 'Confirmed' || old.changed_to_no !== null) throw businessRule('仅已出票且未改签的车票可以改签')
  if (old.changed_from_no !== null) throw businessRule(old.is_station_change ? '变更到站后的车票不能再改签' : '车票已改签过一次，不能再次改签')
  const now = new Date()
  if (old.depart_at.getTime() - now.getTime() <= CHANGE_CLOSES_MINUTES * 60_000) throw businessRule('距开车不足30分钟，请到车站办理改签')
  const { chosen, isAllValid } = await chosenTickets(db, old, body.PassengerIds)
  checkTravelDate(body.Date)
  if (body.TrainNo === old.train_no && body.Date === old.run_date) throw businessRule('请选择其他车次或日期')
  const codes = await stationCodesOf(db, old)
  const trip = await supplier.trip(body.TrainNo, codes.from_code, codes.to_code, body.Date)
  if (!trip) throw notFound('该车次不经停原车票的出发站和到达站')
  const seat = trip.seats.find((s) => s.code === body.SeatCode)
  if (!seat) throw notFound('该车次没有所选席别')
  const { departAt } = tripInstants(trip, body.Date)
  if (departAt.getTime() - now.getTime() < CHANGE_CLOSES_MINUTES * 60_000) throw businessRule('新车次距开车不足30分钟，请选择其他车次')
  const outside = changeDepartureError(old.depart_at, departAt, now)
  if (outside) throw businessRule(outside)
  await requireChangeCheck(db, old, body.Date, now)
  return issueChange(app, train, confirm, member, { old, codes, chosen, isAllValid, trip, seat, date: body.Date, expectedTotalFen: body.ExpectedTotalFen, isStationChange: false, now }, reqId)
}

type OrderCodes = { from_code: string; to_code: string } & Record<'cost_center_name' | 'project_name' | 'travel_apply_no', string> & Record<'cost_center_id' | 'project_id', number | null>

const stationCodesOf = async (db: Queryable, order: TrainOrderRow): Promise<OrderCodes> =>
  (await db.query<OrderCodes>('select from_code, to_code, cost_center_id, cost_center_name, project_id, project_name, travel_apply_no from train_orders where order_id = $1', [order.id])).rows[0]

/** 变更到站's checks on the ticket (decision 0770): issued, not changed, 48 hours or more before the train. */
async function stationChangeable(db: Db, member: Member, orderNo: string, passengerIds: readonly number[] | undefined, now: Date) {
  const old = await ownTrainOrder(db, member, orderNo)
  if (old.status !== 'Confirmed' || old.changed_to_no !== null) throw businessRule('仅已出票且未改签的车票可以变更到站')
  const closed = stationChangeTicketError({ departAt: old.depart_at, isChangedTicket: old.changed_from_no !== null }, now)
  if (closed) throw businessRule(closed)
  const { chosen, isAllValid } = await chosenTickets(db, old, passengerIds)
  return { old, chosen, isAllValid, codes: await stationCodesOf(db, old) }
}

/** The stops a ticket may change its arrival to, each with the fares of the chosen tickets' train (decision 0770). */
export async function stationChangeOptions(app: FastifyInstance, member: Member, body: { OrderNo: string; PassengerIds?: number[] }): Promise<GetStationChangeOptionsData> {
  const { old, codes } = await stationChangeable(app.db, member, body.OrderNo, body.PassengerIds, new Date())
  const stops = stationChangeStops(app.trainSupplier.stops(old.train_no) ?? [], old.from_leg, old.to_leg)
  const Stations = []
  for (const stop of stops) {
    const trip = await app.trainSupplier.trip(old.train_no, codes.from_code, stop.stationCode, old.run_date)
    if (!trip) continue
    const { departAt, arriveAt } = tripInstants(trip, old.run_date)
    Stations.push({
      StationCode: stop.stationCode, StationName: stop.stationName, ArriveTime: minuteText(stop.arriveMinute % 1440),
      DayOffset: Math.round((shanghaiDayStart(arriveAt) - shanghaiDayStart(departAt)) / 86_400_000),
      Seats: trip.seats.map((s) => ({ SeatCode: s.code, SeatName: s.name, PriceFen: s.priceFen, Remaining: s.remaining })),
    })
  }
  return { Stations, Rules: [...STATION_CHANGE_RULES] }
}

const shanghaiDayStart = (at: Date) => Math.floor((at.getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000

/** 变更到站 (decision 0770): the same train, date and departure to another arrival, as a new order like a 改签's. */
export async function changeStation(app: FastifyInstance, train: ProductExtension, confirm: (orderId: number) => Promise<unknown>, member: Member, body: ChangeTrainStationRequest, reqId: string | null): Promise<ChangeTrainTicketData> {
  const now = new Date()
  const { old, chosen, isAllValid, codes } = await stationChangeable(app.db, member, body.OrderNo, body.PassengerIds, now)
  const stop = (app.trainSupplier.stops(old.train_no) ?? []).find((s) => s.stationCode === body.ToStationCode) ?? null
  const refused = stationChangeError({ departAt: old.depart_at, isChangedTicket: false, fromIndex: old.from_leg, toIndex: old.to_leg }, stop?.index ?? null, now)
  if (refused) throw businessRule(refused)
  const trip = await app.trainSupplier.trip(old.train_no, codes.from_code, body.ToStationCode, old.run_date)
  if (!trip) throw businessRule('本车次不经停所选车站')
  const seat = trip.seats.find((s) => s.code === body.SeatCode)
  if (!seat) throw notFound('该车次没有所选席别')
  return issueChange(app, train, confirm, member, { old, codes, chosen, isAllValid, trip, seat, date: old.run_date, expectedTotalFen: body.ExpectedTotalFen, isStationChange: true, now }, reqId)
}

type ChangeIssue = {
  old: TrainOrderRow; codes: OrderCodes; chosen: TrainPassengerRow[]; isAllValid: boolean; trip: SupplierTrip; seat: SupplierSeat; date: string
  expectedTotalFen: number; isStationChange: boolean; now: Date
}

/**
 * The new order of a 改签 or 变更到站: the new seats held and the chosen tickets tied to it on the locked old order
 * (a second change of the same tickets at once finds them taken and is refused); dearer pays the difference, cheaper
 * is issued at once and refunds it less 12306's fee when the old tickets end (settleChangedTicket).
 */
async function issueChange(app: FastifyInstance, train: ProductExtension, confirm: (orderId: number) => Promise<unknown>, member: Member, c: ChangeIssue, reqId: string | null): Promise<ChangeTrainTicketData> {
  const { db, trainSupplier: supplier } = app
  const { old, chosen, trip, seat } = c
  const costs = { costCenterId: c.codes.cost_center_id, costCenterName: c.codes.cost_center_name, projectId: c.codes.project_id, projectName: c.codes.project_name, travelApplyNo: c.codes.travel_apply_no }
  const { departAt, arriveAt } = tripInstants(trip, c.date)
  const count = chosen.length
  const totalFen = seat.priceFen * count
  if (totalFen !== c.expectedTotalFen) throw businessRule(`票价已变化，最新总价¥${yuanText(totalFen)}，请确认后重新提交`)
  const money = changeMoney(ticketsValueFen(old, chosen), totalFen, old.depart_at, c.now)
  const { rows: names } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: names[0]?.name ?? '' }

  const created = await db.transaction(async (tx) => {
    const locked = await findTrainOrderById(tx, old.id, true)
    if (!locked || locked.status !== 'Confirmed' || locked.changed_to_no !== null) throw businessRule('车票状态已变化，请刷新后重试')
    const { rows: free } = await tx.query<{ id: number }>(
      `select id::int as id from train_order_passengers where id = any($1::bigint[]) and ticket_status = 'Valid' and changed_to_order_id is null for update`, [chosen.map((p) => p.id)])
    if (free.length !== chosen.length) throw businessRule('车票状态已变化，请刷新后重试')
    if (!(await supplier.hold(tx, { trainNo: trip.trainNo, date: c.date, seatCode: seat.code, fromIndex: trip.from.index, toIndex: trip.to.index, count }))) {
      throw conflict(`${seat.name}余票不足，请选择其他席别或车次`)
    }
    const { orderId, orderNo } = await insertTrainOrder(tx, {
      member, trip, seat, date: c.date, departAt, arriveAt, totalFen, payAmountFen: money.payFen, reqId, needApproval: false, changedFromOrderId: old.id,
      policy: { isOver: old.is_over_standard, rule: old.policy_rule, reason: old.over_standard_reason },
      contact: { name: old.contact_name, phone: old.contact_phone },
      passengers: chosen.map((p) => ({
        name: p.name, idNo: p.id_no, phone: p.phone, memberId: p.member_id, seatPreference: isSeatPreferenceValid(seat.code, p.seat_preference) ? p.seat_preference : '', changedFromPassengerId: p.id,
      })),
      costs,
    })
    if (c.isStationChange) await tx.query('update train_orders set is_station_change = true where order_id = $1', [orderId])
    if (c.isAllValid) await tx.query('update train_orders set changed_to_order_id = $2 where order_id = $1', [old.id, orderId])
    await tx.query('update train_order_passengers set changed_to_order_id = $2 where id = any($1::bigint[])', [chosen.map((p) => p.id), orderId])
    const status = await transition(tx, train, { id: orderId, status: null }, 'submit', applicant, { needApproval: false, payAmountFen: money.payFen },
      c.isStationChange ? `变更到站自${old.order_no}（原到站${old.to_name}）` : `改签自${old.order_no}`)
    if (status === 'PendingPayment') await startPayWindow(tx, orderId)
    return { orderId, orderNo, status }
  })
  if (created.status === 'Confirming') await confirm(created.orderId)
  const after = await findTrainOrderById(db, created.orderId)
  return { OrderNo: created.orderNo, OrderStatus: after?.status ?? created.status, PayAmountFen: money.payFen, RefundFen: money.refundFen, FeeFen: money.feeFen }
}
