import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/subsidy'
import { groupHalves, halfKey } from '../../../../domain/expense/subsidyDays'
import { halvesOfDates } from '../../../../domain/expense/subsidyJourney'
import type { Member } from '../../lib/caller'
import { invalidInput } from '../../lib/errors'
import { computeSubsidy, requirePermission, TIMING_PRODUCT_TYPES, tripsOf, wall, type TripRow } from './subsidy'

const PRODUCT_NAMES: Record<number, string> = { 1: '酒店', 5: '机票', 6: '火车票', 7: '用车', 8: '外卖' }

async function orderCounts(db: Queryable, member: Member, applyNos: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ apply_no: string; n: number }>(
    `select travel_apply_no as apply_no, count(*)::int as n from orders
      where travel_apply_no = any($1::text[]) and traveller_member_id = $2 and enterprise_id = $3 and product_type = any($4::int[])
        and status not in ('Cancelled', 'Refunded', 'Rejected')
      group by travel_apply_no`,
    [applyNos, member.memberId, member.enterpriseId, TIMING_PRODUCT_TYPES],
  )
  return new Map(rows.map((r) => [r.apply_no, r.n]))
}

async function journeyOf(db: Queryable, member: Member, row: TripRow, orderCount: number): Promise<Api.SubsidyJourney> {
  const { subsidyTrips, halves, claimed } = await computeSubsidy(db, member, { applyNo: row.apply_no })
  const open = halves.filter((h) => !claimed.has(halfKey(h.date, h.half)))
  return {
    ApplyNo: row.apply_no,
    Reason: row.reason,
    CityName: row.city,
    CityTier: row.tier ?? 3,
    StartDate: row.start_date,
    EndDate: row.end_date,
    OrderCount: orderCount,
    DailyFen: subsidyTrips[0]?.rateFen ?? 0,
    UnclaimedFen: groupHalves(open).amountFen,
  }
}

/** 行程列表: the caller's finished trips, newest first, each with what it alone still pays. */
export async function journeyList(db: Queryable, member: Member): Promise<Api.SubsidyJourneyListData> {
  await requirePermission(db, member)
  const trips = (await tripsOf(db, member)).reverse()
  const counts = await orderCounts(db, member, trips.map((t) => t.apply_no))
  const items: Api.SubsidyJourney[] = []
  for (const row of trips) items.push(await journeyOf(db, member, row, counts.get(row.apply_no) ?? 0))
  return { Items: items }
}

/** 订单列表: the journey and its orders; stays, flights, trains and cars may time it. Another member's journey 4004. */
export async function journeyProducts(db: Queryable, member: Member, applyNo: string): Promise<Api.SubsidyJourneyProductsData> {
  await requirePermission(db, member)
  const [row] = await tripsOf(db, member, applyNo)
  const { rows } = await db.query<{ order_no: string; product_type: number; title: string; start_time: Date; end_time: Date | null; amount_fen: string }>(
    `select order_no, product_type, title, start_time, end_time, coalesce(nullif(paid_fen, 0), amount_fen) as amount_fen from orders
      where travel_apply_no = $1 and traveller_member_id = $2 and enterprise_id = $3 and status not in ('Cancelled', 'Refunded', 'Rejected')
      order by start_time, order_no`,
    [applyNo, member.memberId, member.enterpriseId],
  )
  const timing = rows.filter((r) => TIMING_PRODUCT_TYPES.includes(r.product_type)).length
  return {
    Journey: await journeyOf(db, member, row, timing),
    Items: rows.map((r) => ({
      OrderNo: r.order_no,
      ProductType: r.product_type,
      ProductName: PRODUCT_NAMES[r.product_type] ?? '其他',
      Title: r.title,
      StartAt: wall(r.start_time),
      EndAt: wall(r.end_time ?? r.start_time),
      AmountFen: Number(r.amount_fen),
      Timing: TIMING_PRODUCT_TYPES.includes(r.product_type),
    })),
  }
}

/** 选择日期: the journey's days timed by the chosen orders, the chosen dates selected, and what they pay. */
export async function previewSubsidy(db: Queryable, member: Member, body: Api.SubsidyPreviewRequest): Promise<Api.SubsidyPreviewData> {
  await requirePermission(db, member)
  const { settings, subsidyTrips, halves, claimed, window } = await computeSubsidy(db, member, { applyNo: body.ApplyNo, orderNos: body.OrderNos })
  const trip = subsidyTrips[0]
  let selected
  try {
    selected = halvesOfDates(halves, body.Dates)
  } catch (error) {
    throw invalidInput((error as Error).message)
  }
  const selectedDates = new Set(selected.map((h) => h.date))
  const open = selected.filter((h) => !claimed.has(halfKey(h.date, h.half)))
  const all = groupHalves(halves)
  const openDates = new Set(groupHalves(halves.filter((h) => !claimed.has(halfKey(h.date, h.half)))).days.map((d) => d.date))
  const paid = groupHalves(open)
  return {
    Depart: trip.depart,
    Back: trip.back,
    TimedBy: window?.timedBy ?? (trip.row.depart_at ? 'orders' : 'application'),
    CityName: trip.cityName,
    CityTier: trip.tier,
    DailyFen: trip.rateFen,
    DepartAfter: settings.depart_after,
    ReturnBefore: settings.return_before,
    Days: all.days.map((d) => ({ Date: d.date, Halves: d.halves, AmountFen: d.amountFen, CityName: d.cityName, Claimed: !openDates.has(d.date), Selected: selectedDates.has(d.date) })),
    DayCount: paid.dayCount,
    AmountFen: paid.amountFen,
  }
}
