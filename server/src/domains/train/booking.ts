import type { Db, Queryable } from '../../db/types'
import type { CreateTrainOrderData, CreateTrainOrderRequest, TrainPassengerInput } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { isResidentIdCard } from '@domain/identity/idCard'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, forbidden, invalidInput, notFound } from '../../lib/errors'
import { isSeatPreferenceValid } from '@domain/train/seatPreference'
import { shanghaiDate, shanghaiInstant } from '../../lib/time'
import { approvalFor, openApproval } from '../approvals/public'
import { approvalNeed } from '@domain/policy/verdict'
import { checkAttribution } from '../costs/public'
import { overBudgetNeedsApproval } from '../costs/public'
import { checkBookingUnderApplication, needsTravelForm } from '../travel-apply/public'
import { startPayWindow } from '../orders/public'
import type { ProductExtension } from '../orders/public'
import { transition } from '../orders/public'
import { checkTravelDate } from './search'
import { standardFor } from '../policy/public'
import { trainVerdict } from '@domain/policy/train'
import type { SupplierSeat, SupplierTrip, TrainSupplier } from './supplier/index'
import { minuteText } from './supplier/timetable'

async function bookerOf(db: Queryable, member: Member) {
  const { rows } = await db.query<{ name: string; can_book_train: boolean }>('select name, can_book_train from members where id = $1 and enterprise_id = $2', [
    member.memberId, member.enterpriseId,
  ])
  if (!rows[0]?.can_book_train) throw forbidden('您没有预订火车票的权限，请联系企业管理员')
  return rows[0]
}

/**
 * Checks the passengers (ID numbers valid and distinct, colleagues of the same enterprise) and answers them with
 * their ID numbers: a colleague sent without one gets the resident ID card registered for them (decision 0223).
 */
export async function checkPassengers(db: Queryable, member: Member, body: Pick<CreateTrainOrderRequest, 'Passengers'>): Promise<TrainPassengerInput[]> {
  const memberIds = [...new Set(body.Passengers.map((p) => p.MemberId).filter((id) => id !== ''))].map(Number)
  if (memberIds.length > 0) {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from members where id = any($1::int[]) and enterprise_id = $2', [memberIds, member.enterpriseId])
    if (rows[0].n !== memberIds.length) throw invalidInput('乘车人不属于本企业')
  }
  const resolved: TrainPassengerInput[] = []
  for (const p of body.Passengers) {
    const idNo = p.IdNo || (p.MemberId === '' ? '' : await registeredIdCard(db, member.enterpriseId, Number(p.MemberId)))
    if (!idNo) throw invalidInput(`请填写${p.Name}的身份证号`)
    if (!isResidentIdCard(idNo)) throw invalidInput(`${p.Name}的身份证号不正确`)
    resolved.push({ ...p, IdNo: idNo.toUpperCase() })
  }
  const ids = resolved.map((p) => p.IdNo)
  if (new Set(ids).size !== ids.length) throw invalidInput('乘车人证件号重复')
  return resolved
}

/** The resident ID card registered for a colleague among the enterprise's passengers ('' when none). */
async function registeredIdCard(db: Queryable, enterpriseId: number, memberId: number): Promise<string> {
  const { rows } = await db.query<{ identity_no: string }>(
    `select d.identity_no from passengers p join passenger_documents d on d.passenger_id = p.id
      where p.member_id = $1 and p.enterprise_id = $2 and d.identity_type = 1 order by p.id limit 1`,
    [memberId, enterpriseId],
  )
  return rows[0]?.identity_no ?? ''
}

/** The cost centre and project of the booking: ids of the caller's enterprise, checked against its train modules. */
async function costAssignment(db: Queryable, member: Member, body: CreateTrainOrderRequest): Promise<TrainCosts> {
  const find = async (table: 'cost_centers' | 'projects', id: string | undefined, message: string) => {
    if (id === undefined || id === '') return null
    const { rows } = await db.query<{ id: number; name: string }>(`select id, name from ${table} where id = $1 and enterprise_id = $2`, [Number(id), member.enterpriseId])
    if (!rows[0]) throw invalidInput(message)
    return rows[0]
  }
  const costCenter = await find('cost_centers', body.CostCenterId, '成本中心不存在')
  const project = await find('projects', body.ProjectId, '项目不存在')
  await checkAttribution(db, member.enterpriseId, 6, { costCenterId: costCenter?.id, projectId: project?.id })
  return {
    costCenterId: costCenter?.id ?? null,
    costCenterName: costCenter?.name ?? (body.CostCenterName ?? '').trim(),
    projectId: project?.id ?? null,
    projectName: project?.name ?? (body.ProjectName ?? '').trim(),
    travelApplyNo: body.TravelApplyNo ?? '',
  }
}

export type TrainCosts = { costCenterId: number | null; costCenterName: string; projectId: number | null; projectName: string; travelApplyNo: string }
export const NO_COSTS: TrainCosts = { costCenterId: null, costCenterName: '', projectId: null, projectName: '', travelApplyNo: '' }

/**
 * Books train tickets: re-prices with the supplier, takes the seats on every leg of the segment and writes the
 * order (and its approval when the enterprise's train flow asks) in one transaction. The order then waits for
 * approval or payment; paying issues the tickets (confirm).
 */
export async function createTrainOrder(db: Db, supplier: TrainSupplier, train: ProductExtension, member: Member, body: CreateTrainOrderRequest, reqId: string | null): Promise<CreateTrainOrderData> {
  const booker = await bookerOf(db, member)
  checkTravelDate(body.Date)
  const trip = await supplier.trip(body.TrainNo, body.FromStationCode, body.ToStationCode, body.Date)
  if (!trip) throw notFound('车次不存在或不经停所选车站，请重新查询')
  const seat = trip.seats.find((s) => s.code === body.SeatCode)
  if (!seat) throw notFound('该车次没有所选席别')
  const { departAt, arriveAt } = tripInstants(trip, body.Date)
  if (departAt.getTime() - Date.now() < 30 * 60_000) throw businessRule('距开车不足30分钟，请到车站窗口购票')
  const passengers = await checkPassengers(db, member, body)
  if (passengers.some((p) => !isSeatPreferenceValid(seat.code, p.SeatPreference ?? ''))) throw invalidInput(`${seat.name}不支持所选的选座要求`)
  const count = passengers.length
  if (seat.remaining < count) throw conflict(`${seat.name}余票不足，请选择其他席别或车次`)
  const totalFen = seat.priceFen * count
  if (totalFen !== body.ExpectedTotalFen) throw businessRule(`票价已变化，最新总价¥${yuanText(totalFen)}，请确认后重新提交`)
  const applied = await standardFor(db, member, 'train')
  const option = (s: SupplierSeat) => ({ seatClass: s.name, priceFen: s.priceFen, departTime: minuteText(trip.from.departMinute), durationMinutes: trip.to.arriveMinute - trip.from.departMinute })
  const verdict = trainVerdict(option(seat), { grade: applied.grade, standard: applied.standard }, trip.seats.filter((s) => s.remaining > 0).map(option))
  if (verdict.status === 'over' && verdict.action === 'block') throw businessRule(verdict.rule)
  const reason = body.OverStandardReason.trim()
  if (verdict.status === 'over' && !reason) throw invalidInput('请填写超标原因')
  const policy = { isOver: verdict.status === 'over', rule: verdict.rule, reason: verdict.status === 'over' ? reason : '' }
  const costs = await costAssignment(db, member, body)
  const overBudget = await overBudgetNeedsApproval(db, member, 6, costs, totalFen, body.Date)
  if (!costs.travelApplyNo && (await needsTravelForm(db, member.enterpriseId))) throw invalidInput('请选择出差申请单')
  const underApplication = costs.travelApplyNo
    ? await checkBookingUnderApplication(db, { who: member, applyNo: costs.travelApplyNo, product: 'train', cityName: cityOf(trip.to.stationName), startDate: body.Date, endDate: body.Date })
    : null
  const decision = underApplication?.skipOrderApproval
    ? null
    : await approvalFor(db, member.enterpriseId, 6, { totalFen, need: approvalNeed([verdict], overBudget), isPrivate: false })
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: booker.name }

  const created = await db.transaction(async (tx) => {
    const request = { trainNo: trip.trainNo, date: body.Date, seatCode: seat.code, fromIndex: trip.from.index, toIndex: trip.to.index, count }
    if (!(await supplier.hold(tx, request))) throw conflict(`${seat.name}余票不足，请选择其他席别或车次`)
    const { orderId, orderNo } = await insertTrainOrder(tx, {
      member, trip, seat, date: body.Date, departAt, arriveAt, totalFen, payAmountFen: totalFen, reqId, needApproval: decision !== null, changedFromOrderId: null, policy,
      contact: { name: body.Contact.Name.trim(), phone: body.Contact.Phone },
      passengers: passengers.map((p) => ({ name: p.Name.trim(), idNo: p.IdNo, phone: p.Phone, memberId: p.MemberId === '' ? null : Number(p.MemberId), seatPreference: p.SeatPreference ?? '' })),
      costs,
    })
    const title = `${trip.from.stationName}-${trip.to.stationName}`
    const status = await transition(tx, train, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen: totalFen })
    if (status === 'PendingPayment') await startPayWindow(tx, orderId)
    if (decision) await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title, totalFen }, decision, train.approvalKind)
    return { orderNo, status }
  })
  return { OrderNo: created.orderNo, OrderStatus: created.status, NeedApproval: decision !== null, PayAmountFen: totalFen }
}

export type NewTrainOrder = {
  member: Member
  trip: SupplierTrip
  seat: SupplierSeat
  date: string
  departAt: Date
  arriveAt: Date
  totalFen: number
  payAmountFen: number
  reqId: string | null
  needApproval: boolean
  changedFromOrderId: number | null
  /** The travel standard's verdict (a change keeps the old ticket's). */
  policy: { isOver: boolean; rule: string; reason: string }
  contact: { name: string; phone: string }
  passengers: { name: string; idNo: string; phone: string; memberId: number | null; seatPreference?: string; changedFromPassengerId?: number }[]
  costs: TrainCosts
}

/** Writes the orders row, the train part and its passengers (status written by the caller's submit transition). */
export async function insertTrainOrder(tx: Queryable, o: NewTrainOrder): Promise<{ orderId: number; orderNo: string }> {
  const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
  const orderNo = `T${shanghaiDate().replaceAll('-', '')}${seq[0].n}`
  const firstMember = o.passengers.find((p) => p.memberId !== null)
  const { rows } = await tx.query<{ id: number }>(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
       is_trip, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, end_time, req_id,
       pay_amount_fen, pay_method, cancel_type, free_cancel_until, penalty_fen, need_approval, is_private)
     values ($1, $2, $3, $4, $5, 6, 'PendingApproval', '', false, $6, $7, $8, $9, $10, '', $11, $12, $13, $14, $15, null, 2, null, 0, $16, false)
     returning id`,
    [orderNo, o.member.enterpriseId, o.member.memberId, firstMember?.memberId ?? o.member.memberId, o.passengers.map((p) => p.name).join('，'), o.totalFen,
      `${o.trip.from.stationName}-${o.trip.to.stationName}`, `${o.trip.trainNo} ${o.seat.name} ${o.passengers.length}张`, o.trip.from.stationName,
      o.trip.to.stationName, cityOf(o.trip.to.stationName), o.departAt, o.arriveAt, o.reqId, o.payAmountFen, o.needApproval],
  )
  const orderId = rows[0].id
  await tx.query(
    `insert into train_orders (order_id, train_no, train_type, run_date, from_code, from_name, to_code, to_name, from_leg, to_leg, depart_at, arrive_at,
       duration_minutes, seat_code, seat_name, price_fen, ticket_count, total_fen, contact_name, contact_phone, changed_from_order_id,
       is_over_standard, policy_rule, over_standard_reason, cost_center_id, cost_center_name, project_id, project_name, travel_apply_no)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)`,
    [orderId, o.trip.trainNo, o.trip.type, o.date, o.trip.from.stationCode, o.trip.from.stationName, o.trip.to.stationCode, o.trip.to.stationName,
      o.trip.from.index, o.trip.to.index, o.departAt, o.arriveAt, o.trip.to.arriveMinute - o.trip.from.departMinute, o.seat.code, o.seat.name, o.seat.priceFen,
      o.passengers.length, o.totalFen, o.contact.name, o.contact.phone, o.changedFromOrderId, o.policy.isOver, o.policy.rule, o.policy.reason,
      o.costs.costCenterId, o.costs.costCenterName, o.costs.projectId, o.costs.projectName, o.costs.travelApplyNo],
  )
  for (const p of o.passengers) {
    await tx.query('insert into train_order_passengers (order_id, name, id_no, phone, member_id, seat_preference, changed_from_passenger_id) values ($1, $2, $3, $4, $5, $6, $7)', [
      orderId, p.name, p.idNo, p.phone, p.memberId, p.seatPreference ?? '', p.changedFromPassengerId ?? null,
    ])
  }
  return { orderId, orderNo }
}

/** The city of a station by its name (北京南 → 北京, 上海虹桥 → 上海), as travel applications name cities. */
export const cityOf = (stationName: string) => stationName.replace(/[东南西北虹桥]+$/, '') || stationName

/** Departure and arrival instants of a trip on a date. */
export function tripInstants(trip: SupplierTrip, date: string): { departAt: Date; arriveAt: Date } {
  const departAt = shanghaiInstant(date, minuteText(trip.from.departMinute))
  return { departAt, arriveAt: new Date(departAt.getTime() + (trip.to.arriveMinute - trip.from.departMinute) * 60_000) }
}
