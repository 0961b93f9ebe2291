import type { Db, Queryable } from '../../db/types'
import { feeAt, hoursBetween } from '@domain/flight/fareRules'
import { MEMBER, ENTERPRISE } from '../platform/public'
import type { FlightSupplier, SupplierFare, SupplierFlight } from './supplier/index'
import { recordSeededPayment } from '../orders/public'
import { rulesOf } from './supplier/schedule'
import { fareIdOf } from './supplier/simulated'

const DEMO_FLIGHT_NO = 'CA1831'
const PASSENGER = { name: '张伟', idNo: '110101199001011384', phone: '13800000001' }

type BareOrder = { id: number; order_no: string; day: string }

/** The demo's morning Beijing → Shanghai economy fare: CA1831 when it flies that day, else the flight nearest 09:00. */
async function demoFare(supplier: FlightSupplier, day: string): Promise<{ flight: SupplierFlight; fare: SupplierFare } | null> {
  const flights = await supplier.search('BJS', 'SHA', day)
  const nearNine = (f: SupplierFlight) => Math.abs(Number(f.departTime.slice(11, 13)) * 60 + Number(f.departTime.slice(14, 16)) - 9 * 60)
  const ordered = [...flights].sort((a, b) => Number(b.flight.flightNo === DEMO_FLIGHT_NO) - Number(a.flight.flightNo === DEMO_FLIGHT_NO) || nearNine(a) - nearNine(b))
  for (const flight of ordered) {
    const fare = flight.fares.find((f) => f.cabin === 'Y' && f.seatsLeft > 0)
    if (fare) return { flight, fare }
  }
  return null
}

/**
 * The demo world's trip flight (F…0001, written by the platform seed before flights existed) becomes a real
 * ticketed order of the flight domain (decision 0402): a seat held on the simulated channel, its segment,
 * passenger and ticket number, paid from the enterprise account; so its detail, refund and rebook work.
 */
export async function linkSeededTripFlight(db: Db, supplier: FlightSupplier, now = new Date()): Promise<boolean> {
  const { rows: bare } = await db.query<BareOrder>(
    `select o.id, o.order_no, (o.start_time at time zone 'Asia/Shanghai')::date::text as day from orders o
      where o.enterprise_id = $1 and o.product_type = 5 and o.order_no like 'F%' and o.start_time > $2
        and not exists (select 1 from flight_orders f where f.order_id = o.id)`,
    [ENTERPRISE.a, now],
  )
  let linked = false
  for (const order of bare) {
    const found = await demoFare(supplier, order.day)
    if (!found) continue
    const tickets = await supplier.issueTickets(found.fare.fareId, order.order_no, 1)
    linked = (await db.transaction((tx) => writeTicketedOrder(tx, supplier, order, found, tickets, now))) || linked
  }
  return linked
}

async function writeTicketedOrder(tx: Queryable, supplier: FlightSupplier, order: BareOrder, found: { flight: SupplierFlight; fare: SupplierFare }, tickets: string[], now: Date) {
  const { flight: f, fare } = found
  if ((await tx.query('select 1 from flight_orders where order_id = $1', [order.id])).rowCount > 0) return false
  if (!(await supplier.hold(tx, fare.fareId, 1))) return false
  const totalFen = fare.priceFen + fare.taxFen
  const refund = feeAt(fare.rules.Refund, fare.priceFen, hoursBetween(now, f.departAt))
  const arriveAt = new Date(f.departAt.getTime() + f.flight.durationMinutes * 60_000)
  await tx.query(
    `update orders set status = 'Confirmed', status_name = '已出票', traveller_name = $2, title = $3, description = $4, departure_name = $5, arrival_name = $6,
       start_time = $7, end_time = $8, amount_fen = $9, pay_amount_fen = $9, paid_fen = $9, pay_method = 'enterprise', cancel_type = 2, free_cancel_until = null,
       penalty_fen = $10, need_approval = false, is_private = false where id = $1`,
    [order.id, PASSENGER.name, `${f.from.name} → ${f.to.name}`, `${f.departTime.slice(5)} ${f.flight.flightNo} ${fare.cabinName}`,
      `${f.from.name}${f.flight.from.name}`, `${f.to.name}${f.flight.to.name}`, f.departAt, arriveAt, totalFen, refund.isAllowed ? refund.feeFen : fare.priceFen],
  )
  await writeFlightPart(tx, order.id, [fare.fareId, f.flight.flightNo, f.flight.airline.name, f.from.name, f.to.name, f.flight.from.name, f.flight.fromTerminal,
    f.flight.to.name, f.flight.toTerminal, f.departTime, f.arriveTime, f.departAt, fare.cabinName, fare.bookingClass, fare.priceFen, fare.taxFen,
    JSON.stringify(fare.rules), f.from.cityCode, f.to.cityCode], tickets)
  await recordSeededPayment(tx, { id: order.id, order_no: order.order_no, amountFen: totalFen, bookerMemberId: MEMBER.employee, bookerName: PASSENGER.name }, `已出票 ${tickets.join('，')}`)
  return true
}

/** A flight already flown, as the seed knows it: the orders row holds its day, times and amount (price + tax). */
export type FlownFlight = {
  flightNo: string; airlineName: string; cabinName: string; bookingClass: string; taxFen: number
  from: { cityCode: string; cityName: string; airportName: string; terminal: string }
  to: { cityCode: string; cityName: string; airportName: string; terminal: string }
}

/**
 * The flight part of a seeded, already flown economy flight of 张伟 (its orders row written by the expense seed:
 * the finished trip behind the demo reimbursement, decision 0566): its segment at the order's times and amount,
 * 张伟 with his ticket, paid from the enterprise account; the order completed. Answers false when it has a part.
 */
export async function writeFlownFlight(tx: Queryable, orderId: number, flown: FlownFlight): Promise<boolean> {
  if ((await tx.query('select 1 from flight_order_segments where order_id = $1', [orderId])).rowCount > 0) return false
  const { rows } = await tx.query<{ order_no: string; amount_fen: number; start_time: Date; end_time: Date; day: string; depart: string; arrive: string }>(
    `select order_no, amount_fen, start_time, end_time, (start_time at time zone 'Asia/Shanghai')::date::text as day,
            to_char(start_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as depart, to_char(end_time at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as arrive
       from orders where id = $1`,
    [orderId],
  )
  const order = rows[0]
  if (!order) return false
  const ticket = `781-${order.order_no.slice(-10)}`
  const priceFen = order.amount_fen - flown.taxFen
  await tx.query(
    `update orders set status = 'Completed', status_name = '已完成', traveller_name = $2, title = $3, cancel_type = 2, free_cancel_until = null,
       pay_amount_fen = amount_fen, paid_fen = amount_fen, pay_method = 'enterprise', need_approval = false, is_private = false where id = $1`,
    [orderId, PASSENGER.name, `${flown.from.cityName} → ${flown.to.cityName}`],
  )
  await writeFlightPart(tx, orderId, [fareIdOf(flown.flightNo, order.day, flown.bookingClass, flown.from.cityCode, flown.to.cityCode), flown.flightNo,
    flown.airlineName, flown.from.cityName, flown.to.cityName, flown.from.airportName, flown.from.terminal, flown.to.airportName, flown.to.terminal,
    order.depart, order.arrive, order.start_time, flown.cabinName, flown.bookingClass, priceFen, flown.taxFen,
    JSON.stringify(rulesOf({ cabin: 'Y', cabinName: flown.cabinName, bookingClass: flown.bookingClass, percentOfY: 100, baggageKg: 20, meal: '', defaultSeats: 0 })),
    flown.from.cityCode, flown.to.cityCode], [ticket])
  await recordSeededPayment(tx, { id: orderId, order_no: order.order_no, amountFen: order.amount_fen, bookerMemberId: MEMBER.employee, bookerName: PASSENGER.name }, `已出票 ${ticket}`, '行程结束，订单完成')
  return true
}

/**
 * A seeded order's flight part: 张伟's contact, the demo cost centre and project, its one segment (the values
 * in the segment table's column order, fare id to arrival city code) and 张伟 with his tickets.
 */
async function writeFlightPart(tx: Queryable, orderId: number, segment: readonly unknown[], tickets: readonly string[]) {
  await tx.query(
    `insert into flight_orders (order_id, is_international, contact_name, contact_phone, cost_center_name, project_name) values ($1, false, $2, $3, '市场费用中心', '华东区渠道拓展项目')`,
    [orderId, PASSENGER.name, PASSENGER.phone],
  )
  await tx.query(
    `insert into flight_order_segments (order_id, seq, fare_id, flight_no, airline_name, depart_city_name, arrive_city_name, depart_airport_name,
       depart_terminal, arrive_airport_name, arrive_terminal, depart_time, arrive_time, depart_at, cabin_name, booking_class, price_fen, tax_fen, rules,
       depart_city_code, arrive_city_code)
     values ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [orderId, ...segment],
  )
  await tx.query(
    `insert into flight_order_passengers (order_id, seq, name, id_type, id_no, phone, member_id, ticket_nos) values ($1, 1, $2, 1, $3, $4, $5, $6)`,
    [orderId, PASSENGER.name, PASSENGER.idNo, PASSENGER.phone, MEMBER.employee, JSON.stringify(tickets)],
  )
}
