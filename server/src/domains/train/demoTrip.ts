import type { Queryable } from '../../db/types'
import { recordSeededPayment } from '../orders/public'

/** A train already taken, as the seed knows it: the orders row holds its day, times and amount (one ticket). */
export type TakenTrain = {
  trainNo: string; seatCode: string; seatName: string; seatNo: string
  from: { code: string; name: string; leg: number }
  to: { code: string; name: string; leg: number }
  traveller: { memberId: number; name: string; idNo: string; phone: string }
}

/**
 * The train part of a seeded, already taken one-ticket train order (its orders row written by the expense seed:
 * the finished trip behind the demo reimbursement, decision 0566): the train at the order's times and amount,
 * the traveller with the seat, the ticket issued and paid from the enterprise account; the order completed.
 * Answers false when it has a part.
 */
export async function writeTakenTrain(tx: Queryable, orderId: number, train: TakenTrain): Promise<boolean> {
  if ((await tx.query('select 1 from train_orders where order_id = $1', [orderId])).rowCount > 0) return false
  const { rows } = await tx.query<{ order_no: string; amount_fen: number; day: string; start_time: Date; end_time: Date; travel_apply_no: string | null }>(
    `select order_no, amount_fen, travel_apply_no, (start_time at time zone 'Asia/Shanghai')::date::text as day, start_time, end_time from orders where id = $1`,
    [orderId],
  )
  const order = rows[0]
  if (!order) return false
  const ticketNo = `E${order.order_no.slice(-9)}`
  await tx.query(
    `update orders set status = 'Completed', status_name = '已完成', cancel_type = 2, free_cancel_until = null, pay_amount_fen = amount_fen,
       paid_fen = amount_fen, pay_method = coalesce(pay_method, 'enterprise'), need_approval = false, is_private = false where id = $1`,
    [orderId],
  )
  await tx.query(
    `insert into train_orders (order_id, train_no, train_type, run_date, from_code, from_name, to_code, to_name, from_leg, to_leg, depart_at, arrive_at,
       duration_minutes, seat_code, seat_name, price_fen, ticket_count, total_fen, contact_name, contact_phone, ticket_no, seats_held, cost_center_name, project_name,
       travel_apply_no)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 1, $16, $17, $18, $19, false, '市场费用中心', '华东区渠道拓展项目', $20)`,
    [orderId, train.trainNo, train.trainNo.slice(0, 1), order.day, train.from.code, train.from.name, train.to.code, train.to.name, train.from.leg, train.to.leg,
      order.start_time, order.end_time, Math.round((order.end_time.getTime() - order.start_time.getTime()) / 60_000), train.seatCode, train.seatName,
      order.amount_fen, train.traveller.name, train.traveller.phone, ticketNo, order.travel_apply_no ?? ''],
  )
  await tx.query(
    `insert into train_order_passengers (order_id, name, id_no, phone, member_id, seat_no) values ($1, $2, $3, $4, $5, $6)`,
    [orderId, train.traveller.name, train.traveller.idNo, train.traveller.phone, train.traveller.memberId, train.seatNo],
  )
  await recordSeededPayment(
    tx, { id: orderId, order_no: order.order_no, amountFen: order.amount_fen, bookerMemberId: train.traveller.memberId, bookerName: train.traveller.name },
    `已出票 ${ticketNo}`, '行程结束，订单完成',
  )
  return true
}
