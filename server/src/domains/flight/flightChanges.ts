import type { Db, Queryable } from '../../db/types'
import { hash } from './supplier/schedule'

export type FlightChange = { kind: 'delay' | 'cancel'; notice: string }

/**
 * The simulated airline's flight changes (航变, decision 0175): about one flight-day in thirteen is delayed
 * two hours and one in forty cancelled, known within 48 hours of departure. A pure function of flight and date.
 */
export function simulatedChange(flightNo: string, date: string): FlightChange | null {
  const h = hash(`change:${flightNo}@${date}`)
  if (h % 40 === 0) return { kind: 'cancel', notice: `航班${flightNo}已取消，可免费退票或改签` }
  if (h % 13 === 0) return { kind: 'delay', notice: `航班${flightNo}延误，预计晚点2小时起飞，可免费退票或改签` }
  return null
}

/** Writes a change onto the ticketed segments of that flight and date: the order and its trip show it; refunds become involuntary. */
export async function noteFlightChange(db: Queryable, flightNo: string, date: string, change: FlightChange): Promise<number> {
  const { rowCount } = await db.query(
    `update flight_order_segments s set change_notice = $3, is_involuntary = true
       from orders o where o.id = s.order_id and o.status = 'Confirmed' and s.flight_no = $1 and not exists (select 1 from flight_orders f where f.order_id = s.order_id and f.rebook_of_order_id is not null) and substr(s.depart_time, 1, 10) = $2 and s.change_notice = ''`,
    [flightNo, date, change.notice],
  )
  return rowCount
}

/** The job: asks the channel about ticketed segments departing within 48 hours. */
export async function sweepFlightChanges(db: Db, now: Date): Promise<void> {
  const { rows } = await db.query<{ flight_no: string; day: string }>(
    `select distinct s.flight_no, substr(s.depart_time, 1, 10) as day from flight_order_segments s join orders o on o.id = s.order_id
      where o.status = 'Confirmed' and s.change_notice = '' and s.depart_at between $1 and $2
        and not exists (select 1 from flight_orders f where f.order_id = s.order_id and f.rebook_of_order_id is not null)`,
    [now, new Date(now.getTime() + 48 * 3_600_000)],
  )
  for (const row of rows) {
    const change = simulatedChange(row.flight_no, row.day)
    if (change) await noteFlightChange(db, row.flight_no, row.day, change)
  }
}
