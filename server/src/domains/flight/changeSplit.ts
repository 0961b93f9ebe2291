import type { Db } from '../../db/types'
import type { ChangeFlightOrderData } from '../../../../types/api/flight'
import type { Member } from '../../lib/caller'
import { yuanText } from '@domain/money/money'
import { conflict } from '../../lib/errors'
import { findOrderById } from '../orders/public'
import type { ProductExtension } from '../orders/public'
import { recordHistory, transition } from '../orders/public'
import { payByEnterpriseIn } from '../payments/public'
import { startRefund } from '../orders/public'
import { activeSegments, segmentsOf } from './orderParts'
import { pendingRebookOf } from './rebookPayment'
import { newFlightOrder } from './newOrder'
import { newSegmentOf, type Priced, type TicketChangeListener } from './rebookWrite'
import type { FlightSupplier } from './supplier/index'

/**
 * 改签 of chosen passengers of an enterprise-paid order (decisions 0791, 0810). In one transaction on the locked order:
 * their tickets become 已改签 there (4009 if one was refunded or changed meanwhile, or none would stay), their seats
 * move to the new flight, their old tickets' value goes back to the order at no fee (at most what it still holds) and
 * a change order of their own is booked and paid from the enterprise account for that value plus the change cost
 * (fee and difference): the account pays the cost once, and each order refunds only the money it holds. The change
 * order's tickets are issued as a booking's are. The other passengers stay on the original flight. A round trip's other
 * leg goes with them as booked (their ticket state is one for all legs), their policies of every leg following them.
 */
export async function changeChosenPassengers(db: Db, supplier: FlightSupplier, product: ProductExtension, member: Member, priced: Priced, reason: string,
  listeners: readonly TicketChangeListener[] = []): Promise<ChangeFlightOrderData> {
  const { order, segment, found, chosen, quote } = priced
  const f = found.flight
  const next = newSegmentOf(found)
  const count = chosen.length
  const seqs = chosen.map((p) => p.seq)
  const names = chosen.map((p) => p.name).join('，')
  const { rows: who } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: who[0]?.name ?? '' }
  const changed = await db.transaction(async (tx) => {
    const locked = await findOrderById(tx, order.id, true)
    // The legs still to fly, read under the lock: a round trip's other leg rides along to the change order as booked (decision 0810).
    const legs = activeSegments(await segmentsOf(tx, order.id))
    const current = legs.find((s) => s.seq === segment.seq)
    if (!locked || locked.status !== 'Confirmed' || current?.fare_id !== segment.fare_id) throw conflict('订单已变化，请刷新后重试')
    if (await pendingRebookOf(tx, order.id)) throw conflict('该订单有待支付的改签，请先支付或取消')
    const { rowCount } = await tx.query(
      `update flight_order_passengers set ticket_status = 'Changed' where order_id = $1 and seq = any($2::int[]) and ticket_status = 'Valid'`, [order.id, seqs])
    const { rows: left } = await tx.query<{ n: number }>(`select count(*)::int as n from flight_order_passengers where order_id = $1 and ticket_status = 'Valid'`, [order.id])
    if (rowCount !== count || left[0].n === 0) throw conflict('机票状态已变化，请刷新后重试')
    if (!(await supplier.hold(tx, found.fare.fareId, count))) throw conflict(`${f.flight.flightNo} ${found.fare.cabinName}已售完，请选择其他航班`)
    await supplier.release(tx, segment.fare_id, count)
    // The old tickets' value (every leg they move with) back to the order they were paid on: the enterprise account,
    // settled in this transaction. The seats of a leg riding along stay taken: by the change order now.
    const valueFen = legs.reduce((sum, s) => sum + s.price_fen + s.tax_fen, 0) * count
    const backFen = Math.max(0, Math.min(valueFen, locked.paid_fen - locked.refunded_fen))
    const back = await startRefund(tx, locked, backFen)
    if (back && !back.settled) throw conflict('个人支付的订单请为全部乘机人改签')
    const amountFen = (back?.amountFen ?? 0) + quote.TotalFen
    const { id, orderNo } = await newFlightOrder(tx, {
      fromOrderId: order.id, old: segment, found, passengerSeqs: seqs, amountFen, title: order.title, link: { kind: 'change', segments: legs },
    })
    // Their insurance follows them onto the change order's legs (decision 0810).
    for (const [i, leg] of legs.entries()) {
      for (const listener of listeners) await listener(tx, { fromOrderId: order.id, fromSeq: leg.seq, toOrderId: id, toSeq: i + 1, passengerNames: chosen.map((p) => p.name) })
    }
    await tx.query('update flight_order_passengers set changed_to_order_no = $3 where order_id = $1 and seq = any($2::int[])', [order.id, seqs, orderNo])
    await tx.query(
      `insert into flight_order_changes (order_id, seq, kind, from_text, to_text, fee_fen, difference_fen, charged_fen, reason) values ($1, $2, 'rebook', $3, $4, $5, $6, $7, $8)`,
      [order.id, segment.seq, `${segment.depart_time} ${segment.flight_no} ${segment.cabin_name}（${names}）`, `${next.depart_time} ${next.flight_no} ${next.cabin_name}（${orderNo}）`,
        quote.ChangeFeeFen, quote.FareDifferenceFen, quote.TotalFen, reason],
    )
    await recordHistory(tx, order.id, 'confirm', 'Confirmed', 'Confirmed', applicant,
      `${names}改签 ${segment.flight_no} → ${f.flight.flightNo}（${f.departTime}），改签单${orderNo}，费用¥${yuanText(quote.TotalFen)}`)
    await transition(tx, product, { id, status: null }, 'submit', applicant, { needApproval: false, payAmountFen: amountFen }, `改签单，原订单${order.order_no}`)
    const fresh = await findOrderById(tx, id, true)
    if (!fresh) throw conflict('订单已变化，请刷新后重试')
    await payByEnterpriseIn(tx, product, fresh, amountFen, applicant)
    return { id, orderNo }
  })
  await product.confirm(db, changed.id)
  return {
    OrderNo: order.order_no, Seq: segment.seq, FlightNo: f.flight.flightNo, DepartTime: f.departTime, ChargedFen: quote.TotalFen,
    PayMethodText: quote.TotalFen > 0 ? '已从企业账户扣款' : '', PayOrderNo: '', PayAmountFen: 0, ChangeOrderNo: changed.orderNo,
  }
}
