import type { Db, Queryable } from '../../db/types'
import type { CreateFlightOrderData, CreateFlightOrderRequest } from '../../../../types/api/flight'
import type { Member } from '../../lib/caller'
import { bookingTotalFen, feeAt, hoursBetween } from '@domain/flight/fareRules'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { approvalFor, openApproval } from '../approvals/public'
import { approvalNeed } from '@domain/policy/verdict'
import { chargeOf, overBudgetNeedsApproval } from '../costs/public'
import { checkBookingUnderApplication, requireApplicationIfNeeded } from '../travel-apply/public'
import { startPayWindow } from '../orders/public'
import type { ProductExtension } from '../orders/public'
import { transition } from '../orders/public'
import type { FlightSupplier, SupplierFare, SupplierFlight } from './supplier/index'
import { checkFare, dayOptions, flightStandardOf } from './standard'
import { documentAreaOf, flightDocumentProblem, type DocumentArea } from '@domain/flight/documents'
import { DOCUMENT_NAMES } from '@domain/travellers/passenger'


type Booked = { flight: SupplierFlight; fare: SupplierFare }

async function bookerOf(db: Queryable, member: Member) {
  const { rows } = await db.query<{ name: string; can_book_flight: boolean; can_book_international_flight: boolean }>(
    'select name, can_book_flight, can_book_international_flight from members where id = $1 and enterprise_id = $2',
    [member.memberId, member.enterpriseId],
  )
  if (!rows[0]?.can_book_flight) throw forbidden('您没有预订机票的权限，请联系企业管理员')
  return rows[0]
}

/** Every passenger's document is one the flights accept, in its format (decision 0761); no document twice. */
function checkPassengers(body: CreateFlightOrderRequest, area: DocumentArea) {
  const seen = new Set<string>()
  for (const p of body.Passengers) {
    const idNo = p.IdNo.trim().toUpperCase()
    const problem = flightDocumentProblem(area, { name: p.Name, type: p.IdType, number: idNo })
    if (problem?.kind === 'name') throw invalidInput(`${p.Name}：${area === 'international' ? '国际航班' : '持护照'}请填写护照上的拼音姓名，如 ZHANG/SAN`)
    if (problem?.kind === 'number' || problem?.kind === 'missing') throw invalidInput(`${p.Name}的${DOCUMENT_NAMES[p.IdType]}号不正确`)
    if (problem) throw invalidInput(`${p.Name}：${problem.message}`)
    if (seen.has(idNo)) throw invalidInput('乘机人证件号重复')
    seen.add(idNo)
  }
}

/** International flights: every passenger's nationality, one of b2b Common/GetNationalityList (decision 0344). */
async function checkNationalities(db: Queryable, body: CreateFlightOrderRequest, isInternational: boolean) {
  const codes = body.Passengers.map((p) => p.Nationality ?? '')
  if (isInternational) {
    const missing = body.Passengers.find((p) => !p.Nationality)
    if (missing) throw invalidInput(`${missing.Name}：国际航班请选择国籍`)
  }
  const given = [...new Set(codes.filter(Boolean))]
  if (given.length === 0) return
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from nationalities where code = any($1::text[])', [given])
  if (rows[0].n !== given.length) throw invalidInput('国籍不正确，请重新选择')
}

async function checkMembers(db: Queryable, member: Member, body: CreateFlightOrderRequest) {
  const ids = [...new Set(body.Passengers.map((p) => p.MemberId).filter((id) => id !== ''))].map(Number)
  if (ids.length === 0) return
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from members where id = any($1::int[]) and enterprise_id = $2', [ids, member.enterpriseId])
  if (rows[0].n !== ids.length) throw invalidInput('乘机人不属于本企业')
}

async function priced(supplier: FlightSupplier, body: CreateFlightOrderRequest, now: Date): Promise<Booked[]> {
  const booked: Booked[] = []
  for (const [i, segment] of body.Segments.entries()) {
    const found = await supplier.fare(segment.FareId)
    if (!found) throw notFound('舱位不存在或已停售，请重新选择')
    if (found.flight.departAt.getTime() - now.getTime() < 45 * 60_000) throw businessRule(`${found.flight.flight.flightNo}已停止售票，请选择其他航班`)
    if (found.fare.seatsLeft < body.Passengers.length) throw conflict(`${found.flight.flight.flightNo} ${found.fare.cabinName}余票不足，请选择其他舱位`)
    if (found.fare.priceFen !== segment.ExpectedPriceFen) throw businessRule(`${found.flight.flight.flightNo}票价已变化，最新价格¥${yuanText(found.fare.priceFen)}，请确认后重新提交`)
    if (i > 0 && found.flight.departAt.getTime() < booked[i - 1].flight.departAt.getTime() + booked[i - 1].flight.flight.durationMinutes * 60_000) {
      throw invalidInput('返程航班须晚于去程航班到达')
    }
    booked.push(found)
  }
  return booked
}

/**
 * Books flights: re-prices each segment with the channel, re-checks the travel standard, holds the seats and
 * writes the order (orders + flight tables, approval when the flow asks) in one transaction. Paid orders are
 * ticketed by the product's confirm (出票).
 */
export async function createFlightOrder(db: Db, supplier: FlightSupplier, product: ProductExtension, member: Member, body: CreateFlightOrderRequest, reqId: string | null): Promise<CreateFlightOrderData> {
  const booker = await bookerOf(db, member)
  const now = new Date()
  const booked = await priced(supplier, body, now)
  const isInternational = booked.some((b) => b.flight.isInternational)
  if (isInternational && !booker.can_book_international_flight) throw forbidden('您没有预订国际机票的权限，请联系企业管理员')
  checkPassengers(body, documentAreaOf(booked.flatMap((b) => [b.flight.from.country, b.flight.to.country])))
  await checkNationalities(db, body, isInternational)
  await checkMembers(db, member, body)
  const isPrivate = body.IsPrivate === 1
  const applied = await flightStandardOf(db, member, isPrivate)
  const verdicts = []
  for (const b of booked) {
    const day = await supplier.search(b.flight.from.cityCode, b.flight.to.cityCode, b.flight.date)
    verdicts.push(checkFare(applied, b.flight, b.fare, dayOptions(day)))
  }
  const blocked = verdicts.find((v) => v.status === 'over' && v.action === 'block')
  if (blocked) throw businessRule(`超出差旅标准，不可预订：${blocked.rule}`)
  const isOver = verdicts.some((v) => v.status === 'over')
  const needsReason = verdicts.some((v) => v.status === 'over' && v.action !== 'allow')
  const reason = body.OverStandardReason.trim()
  if (needsReason && !reason) throw invalidInput('请选择或填写超标原因')
  const totalFen = bookingTotalFen(booked.map((b) => ({ priceFen: b.fare.priceFen, taxFen: b.fare.taxFen })), body.Passengers.length)
  const first = booked[0]
  const last = booked[booked.length - 1]
  const charge = await chargeOf(db, member, 5, body, isPrivate)
  const overBudget = isPrivate ? false : await overBudgetNeedsApproval(db, member, 5, charge, totalFen, first.flight.date)
  const applyNo = isPrivate ? '' : (body.TravelApplyNo ?? '')
  if (!applyNo) await requireApplicationIfNeeded(db, { enterpriseId: member.enterpriseId, journeyBizNo: body.JourneyBizNo, isPrivate })
  const underApplication = applyNo
    ? await checkBookingUnderApplication(db, { who: member, applyNo, product: 'flight', cityName: first.flight.to.name, startDate: first.flight.date, endDate: last.flight.date })
    : null
  const decision = underApplication?.skipOrderApproval
    ? null
    : await approvalFor(db, member.enterpriseId, 5, { totalFen, need: approvalNeed(verdicts, overBudget), isPrivate })
  const isRoundTrip = booked.length === 2
  const title = `${first.flight.from.name} ${isRoundTrip ? '⇌' : '→'} ${first.flight.to.name}`
  const description = booked.map((b) => `${b.flight.departTime.slice(5)} ${b.flight.flight.flightNo} ${b.fare.cabinName}`).join('；')
  const refundFee = booked.reduce((sum, b) => {
    const fee = feeAt(b.fare.rules.Refund, b.fare.priceFen, hoursBetween(now, b.flight.departAt))
    return sum + (fee.isAllowed ? fee.feeFen : b.fare.priceFen) * body.Passengers.length
  }, 0)
  const names = body.Passengers.map((p) => p.Name.trim()).join('，')
  const firstEmployee = body.Passengers.find((p) => p.MemberId !== '')
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: booker.name }
  const lastArrival = new Date(last.flight.departAt.getTime() + last.flight.flight.durationMinutes * 60_000)

  return db.transaction(async (tx) => {
    for (const b of booked) {
      if (!(await supplier.hold(tx, b.fare.fareId, body.Passengers.length))) throw conflict(`${b.flight.flight.flightNo} ${b.fare.cabinName}已售完，请选择其他舱位`)
    }
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const orderNo = `F${shanghaiDate(now).replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
         is_trip, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, end_time, req_id,
         pay_amount_fen, pay_method, cancel_type, free_cancel_until, penalty_fen, need_approval, is_private, travel_apply_no)
       values ($1, $2, $3, $4, $5, 5, 'PendingApproval', '', false, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $6, null, 2, null, $16, $17, $18, $19)
       returning id`,
      [orderNo, member.enterpriseId, member.memberId, firstEmployee ? Number(firstEmployee.MemberId) : member.memberId, names, totalFen, title, description,
        `${first.flight.from.name}${first.flight.flight.from.name}`, `${first.flight.to.name}${first.flight.flight.to.name}`, first.flight.to.cityCode,
        first.flight.to.name, first.flight.departAt, lastArrival, reqId, refundFee, decision !== null, isPrivate, applyNo || null],
    )
    const orderId = rows[0].id
    await tx.query(
      `insert into flight_orders (order_id, is_international, contact_name, contact_phone, cost_center_id, cost_center_name, project_id, project_name,
         is_over_standard, over_standard_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [orderId, isInternational, body.Contact.Name.trim(), body.Contact.Phone, charge.costCenterId, charge.costCenterName, charge.projectId, charge.projectName,
        isOver, isOver ? reason : ''],
    )
    for (const [i, b] of booked.entries()) {
      const f = b.flight
      await tx.query(
        `insert into flight_order_segments (order_id, seq, fare_id, flight_no, airline_name, depart_city_name, arrive_city_name, depart_airport_name,
           depart_terminal, arrive_airport_name, arrive_terminal, depart_time, arrive_time, depart_at, cabin_name, booking_class, price_fen, tax_fen, rules,
           depart_city_code, arrive_city_code)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
        [orderId, i + 1, b.fare.fareId, f.flight.flightNo, f.flight.airline.name, f.from.name, f.to.name, f.flight.from.name, f.flight.fromTerminal,
          f.flight.to.name, f.flight.toTerminal, f.departTime, f.arriveTime, f.departAt, b.fare.cabinName, b.fare.bookingClass, b.fare.priceFen,
          b.fare.taxFen, JSON.stringify(b.fare.rules), f.from.cityCode, f.to.cityCode],
      )
    }
    for (const [i, p] of body.Passengers.entries()) {
      await tx.query('insert into flight_order_passengers (order_id, seq, name, id_type, id_no, phone, member_id, nationality) values ($1, $2, $3, $4, $5, $6, $7, $8)', [
        orderId, i + 1, p.Name.trim(), p.IdType, p.IdNo.trim().toUpperCase(), p.Phone, p.MemberId === '' ? null : Number(p.MemberId), p.Nationality ?? '',
      ])
    }
    const status = await transition(tx, product, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen: totalFen })
    if (status === 'PendingPayment') await startPayWindow(tx, orderId)
    if (decision) await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title, totalFen }, decision, product.approvalKind)
    return { OrderNo: orderNo, OrderStatus: status, NeedApproval: decision !== null, PayAmountFen: totalFen }
  })
}
