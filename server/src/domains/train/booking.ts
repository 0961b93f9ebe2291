import type { Db, Queryable } from '../../db/types'
import type { CreateTrainOrderData, CreateTrainOrderRequest } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { isIdCard } from '@domain/identity/idCard'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiInstant } from '../../lib/time'
import { approvalFor, openApproval } from '../approvals/approvalFlow'
import { startPayWindow } from '../orders/payWindow'
import type { ProductExtension } from '../orders/products'
import { transition } from '../orders/transitions'
import { checkTravelDate } from './search'
import type { TrainSupplier } from './supplier/index'
import { minuteText } from './supplier/timetable'

async function bookerOf(db: Queryable, member: Member) {
  const { rows } = await db.query<{ name: string; can_book_train: boolean }>('select name, can_book_train from members where id = $1 and enterprise_id = $2', [
    member.memberId, member.enterpriseId,
  ])
  if (!rows[0]?.can_book_train) throw forbidden('您没有预订火车票的权限，请联系企业管理员')
  return rows[0]
}

async function checkPassengers(db: Queryable, member: Member, body: CreateTrainOrderRequest): Promise<void> {
  const ids = body.Passengers.map((p) => p.IdNo.toUpperCase())
  if (new Set(ids).size !== ids.length) throw invalidInput('乘车人证件号重复')
  for (const p of body.Passengers) {
    if (!isIdCard(p.IdNo)) throw invalidInput(`${p.Name}的身份证号不正确`)
  }
  const memberIds = [...new Set(body.Passengers.map((p) => p.MemberId).filter((id) => id !== ''))].map(Number)
  if (memberIds.length === 0) return
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from members where id = any($1::int[]) and enterprise_id = $2', [memberIds, member.enterpriseId])
  if (rows[0].n !== memberIds.length) throw invalidInput('乘车人不属于本企业')
}

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
  const departAt = shanghaiInstant(body.Date, minuteText(trip.from.departMinute))
  if (departAt.getTime() - Date.now() < 30 * 60_000) throw businessRule('距开车不足30分钟，请到车站窗口购票')
  await checkPassengers(db, member, body)
  const count = body.Passengers.length
  if (seat.remaining < count) throw conflict(`${seat.name}余票不足，请选择其他席别或车次`)
  const totalFen = seat.priceFen * count
  if (totalFen !== body.ExpectedTotalFen) throw businessRule(`票价已变化，最新总价¥${yuanText(totalFen)}，请确认后重新提交`)
  const decision = await approvalFor(db, member.enterpriseId, 6, { totalFen, needsApprovalByStandard: false, isPrivate: false })
  const arriveAt = new Date(departAt.getTime() + (trip.to.arriveMinute - trip.from.departMinute) * 60_000)
  const names = body.Passengers.map((p) => p.Name.trim()).join('，')
  const firstMember = body.Passengers.find((p) => p.MemberId !== '')
  const title = `${trip.from.stationName}-${trip.to.stationName}`
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: booker.name }

  const created = await db.transaction(async (tx) => {
    const request = { trainNo: trip.trainNo, date: body.Date, seatCode: seat.code, fromIndex: trip.from.index, toIndex: trip.to.index, count }
    if (!(await supplier.hold(tx, request))) throw conflict(`${seat.name}余票不足，请选择其他席别或车次`)
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const orderNo = `T${shanghaiDate().replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
         is_trip, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, end_time, req_id,
         pay_amount_fen, pay_method, cancel_type, free_cancel_until, penalty_fen, need_approval, is_private)
       values ($1, $2, $3, $4, $5, 6, 'PendingApproval', '', false, $6, $7, $8, $9, $10, '', $11, $12, $13, $14, $6, null, 2, null, 0, $15, false)
       returning id`,
      [orderNo, member.enterpriseId, member.memberId, firstMember ? Number(firstMember.MemberId) : member.memberId, names, totalFen, title,
        `${trip.trainNo} ${seat.name} ${count}张`, trip.from.stationName, trip.to.stationName, trip.to.stationName.replace(/[东南西北虹桥]+$/, ''),
        departAt, arriveAt, reqId, decision !== null],
    )
    const orderId = rows[0].id
    await tx.query(
      `insert into train_orders (order_id, train_no, train_type, run_date, from_code, from_name, to_code, to_name, from_leg, to_leg, depart_at, arrive_at,
         duration_minutes, seat_code, seat_name, price_fen, ticket_count, total_fen, contact_name, contact_phone)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
      [orderId, trip.trainNo, trip.type, body.Date, trip.from.stationCode, trip.from.stationName, trip.to.stationCode, trip.to.stationName,
        trip.from.index, trip.to.index, departAt, arriveAt, trip.to.arriveMinute - trip.from.departMinute, seat.code, seat.name, seat.priceFen, count,
        totalFen, body.Contact.Name.trim(), body.Contact.Phone],
    )
    for (const p of body.Passengers) {
      await tx.query('insert into train_order_passengers (order_id, name, id_no, phone, member_id) values ($1, $2, $3, $4, $5)', [
        orderId, p.Name.trim(), p.IdNo.toUpperCase(), p.Phone, p.MemberId === '' ? null : Number(p.MemberId),
      ])
    }
    const status = await transition(tx, train, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen: totalFen })
    if (status === 'PendingPayment') await startPayWindow(tx, orderId)
    if (decision) await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title, totalFen }, decision, train.approvalKind)
    return { orderNo, status }
  })
  return { OrderNo: created.orderNo, OrderStatus: created.status, NeedApproval: decision !== null, PayAmountFen: totalFen }
}
