import type { Queryable } from '../../db/types'
import { shanghaiDate } from '../../lib/time'
import type { SegmentRow } from './orderParts'
import { newSegmentOf, type Found, type NewSegment } from './rebookWrite'

/**
 * What a new flight order made from an issued one is for: a 改签补款 order paying a rebook (decision 0400), or a change
 * order of chosen passengers (decision 0791) carrying the original's legs still to fly (`segments`): the one changed
 * on its new flight, any other as booked (a round trip's other leg, decision 0810).
 */
export type NewFlightOrderLink =
  | { kind: 'rebookPayment'; seq: number; fromText: string; reason: string; feeFen: number; differenceFen: number; reqId: string | null }
  | { kind: 'change'; segments: readonly SegmentRow[] }

export type NewFlightOrder = {
  /** The issued order it comes from: enterprise, booker, contact, cost centre, project are its own. */
  fromOrderId: number
  /** The segment changed and the new flight. */
  old: SegmentRow; found: Found
  /** The passengers of the original copied (by seq); a change order numbers them afresh from 1. */
  passengerSeqs: readonly number[]
  amountFen: number; title: string
  link: NewFlightOrderLink
}

/** The next order number of a flight order: F, the Shanghai date and the order sequence. */
export async function nextFlightOrderNo(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
  return `F${shanghaiDate(new Date()).replaceAll('-', '')}${rows[0].n}`
}

/**
 * A flight order (product 5, not a trip, no approval) made from an issued one in the caller's transaction: its order
 * row, flight part, the new flight as its one segment and the passengers given. A 改签补款 order is charge-only,
 * keeps the rebooked segment's seq and the passengers' seqs, the new fare at its price, and traveller of the original;
 * a change order carries the travel application, takes the new flight at no less than the old fare (改签差价不退, as a
 * rebook writes it), already 已改签, and its traveller is its first passenger. Answers its id and order number.
 */
export async function newFlightOrder(tx: Queryable, n: NewFlightOrder): Promise<{ id: number; orderNo: string }> {
  const { old, found, link } = n
  const f = found.flight
  const next = newSegmentOf(found)
  const isChange = link.kind === 'change'
  const orderNo = await nextFlightOrderNo(tx)
  const arriveAt = new Date(f.departAt.getTime() + f.flight.durationMinutes * 60_000)
  const { rows } = await tx.query<{ id: number }>(
    `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
       is_trip, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, end_time, req_id,
       pay_amount_fen, pay_method, cancel_type, free_cancel_until, penalty_fen, need_approval, is_private, is_charge_only, travel_apply_no)
     select $1, o.enterprise_id, o.booker_member_id,
       case when $12 then coalesce(p.member_id, o.booker_member_id) else o.traveller_member_id end,
       case when $12 then p.names else o.traveller_name end,
       5, 'PendingApproval', '', false, $2, $3, $4, $5, $6, o.arrival_city_code, o.arrival_city_name, $7, $8, $9, $2, null, 2, null, 0, false, o.is_private,
       not $12, case when $12 then o.travel_apply_no end
       from orders o,
         lateral (select string_agg(name, '，' order by seq) as names, (array_agg(member_id order by seq) filter (where member_id is not null))[1] as member_id
                    from flight_order_passengers where order_id = o.id and seq = any($11::int[])) p
      where o.id = $10
     returning id`,
    [orderNo, n.amountFen, n.title, `${f.departTime.slice(5)} ${f.flight.flightNo} ${found.fare.cabinName}`, `${f.from.name}${f.flight.from.name}`,
      `${f.to.name}${f.flight.to.name}`, f.departAt, arriveAt, link.kind === 'rebookPayment' ? link.reqId : null, n.fromOrderId, [...n.passengerSeqs], isChange],
  )
  const id = rows[0].id
  if (link.kind === 'change') {
    await tx.query(
      `insert into flight_orders (order_id, is_international, contact_name, contact_phone, cost_center_id, cost_center_name, project_id, project_name,
         is_over_standard, over_standard_reason, changed_from_order_id)
       select $1, is_international, contact_name, contact_phone, cost_center_id, cost_center_name, project_id, project_name, is_over_standard, over_standard_reason, $2
         from flight_orders where order_id = $2`,
      [id, n.fromOrderId],
    )
  } else {
    await tx.query(
      `insert into flight_orders (order_id, is_international, contact_name, contact_phone, cost_center_name, project_name, is_over_standard, over_standard_reason,
         rebook_of_order_id, rebook_seq, rebook_from_fare_id, rebook_from_text, rebook_reason, rebook_fee_fen, rebook_difference_fen)
       select $1, is_international, contact_name, contact_phone, cost_center_name, project_name, is_over_standard, over_standard_reason, $2, $3, $4, $5, $6, $7, $8
         from flight_orders where order_id = $2`,
      [id, n.fromOrderId, link.seq, old.fare_id, link.fromText, link.reason, link.feeFen, link.differenceFen],
    )
  }
  const written: { seq: number; s: NewSegment & Pick<SegmentRow, 'depart_city_name' | 'arrive_city_name' | 'depart_city_code' | 'arrive_city_code'>; status: string | null }[] = link.kind === 'change'
    ? link.segments.map((s, i) => s.seq === old.seq
      ? { seq: i + 1, s: { ...old, ...next, price_fen: Math.max(next.price_fen, old.price_fen), tax_fen: Math.max(next.tax_fen, old.tax_fen) }, status: 'Changed' }
      : { seq: i + 1, s, status: s.status })
    : [{ seq: link.seq, s: { ...old, ...next }, status: null }]
  for (const { seq, s, status } of written) {
    await tx.query(
      `insert into flight_order_segments (order_id, seq, fare_id, flight_no, airline_name, depart_city_name, arrive_city_name, depart_airport_name,
         depart_terminal, arrive_airport_name, arrive_terminal, depart_time, arrive_time, depart_at, cabin_name, booking_class, price_fen, tax_fen, rules,
         depart_city_code, arrive_city_code, status)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, coalesce($22, 'Ticketed'))`,
      [id, seq, s.fare_id, s.flight_no, s.airline_name, s.depart_city_name, s.arrive_city_name, s.depart_airport_name,
        s.depart_terminal, s.arrive_airport_name, s.arrive_terminal, s.depart_time, s.arrive_time, s.depart_at, s.cabin_name,
        s.booking_class, s.price_fen, s.tax_fen, JSON.stringify(s.rules), s.depart_city_code, s.arrive_city_code, status],
    )
  }
  if (written.length > 1) {
    // Several legs: the order reads as all of them, from the first departure (as a rebook rewrites a round trip).
    const first = written[0].s
    await tx.query('update orders set description = $2, start_time = $3, end_time = greatest(end_time, $4), departure_name = $5, arrival_name = $6 where id = $1', [
      id, written.map(({ s }) => `${s.depart_time.slice(5)} ${s.flight_no} ${s.cabin_name}`).join('；'), first.depart_at, written[written.length - 1].s.depart_at,
      `${first.depart_city_name}${first.depart_airport_name}`, `${first.arrive_city_name}${first.arrive_airport_name}`,
    ])
  }
  await tx.query(
    `insert into flight_order_passengers (order_id, seq, name, id_type, id_no, phone, member_id, nationality)
     select $1, case when $4 then row_number() over (order by seq) else seq end, name, id_type, id_no, phone, member_id, nationality
       from flight_order_passengers where order_id = $2 and seq = any($3::int[])`,
    [id, n.fromOrderId, [...n.passengerSeqs], isChange],
  )
  return { id, orderNo }
}
