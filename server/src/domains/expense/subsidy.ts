import type { Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/expense'
import { dailyRateFen, groupHalves, halfKey, rateFor, subsidyHalves, type SubsidyRate, type SubsidyTrip } from '../../../../domain/expense/subsidyDays'
import { chosenOrders, halvesOfDates, journeyWindow, type JourneyWindow, type TimingOrder } from '../../../../domain/expense/subsidyJourney'
import type { Member } from '../../lib/caller'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { addDays, shanghaiDate, shanghaiIso } from '../../lib/time'
import { cityOfDay, type CityLeg, type CityStay, type DayCityInput } from '../../../../domain/expense/subsidyCities'
import { gradeOf } from '../policy/public'

type Settings = { depart_after: string; return_before: string; cost_type_id: number | null }

export async function requirePermission(db: Queryable, member: Member) {
  const { rows } = await db.query<{ has_subsidy_permission: boolean }>('select has_subsidy_permission from members where id = $1', [member.memberId])
  if (!rows[0]?.has_subsidy_permission) throw forbidden('您没有出差补贴权限')
}

export async function settingsOf(db: Queryable, enterpriseId: number): Promise<Settings> {
  const { rows } = await db.query<Settings>('select depart_after, return_before, cost_type_id from expense_subsidy_settings where enterprise_id = $1', [enterpriseId])
  return rows[0] ?? { depart_after: '12:00', return_before: '12:00', cost_type_id: null }
}

export async function ratesOf(db: Queryable, enterpriseId: number): Promise<SubsidyRate[]> {
  const { rows } = await db.query<{ city_tier: number; grade: string; meal_fen: number; transport_fen: number; communication_fen: number }>(
    'select city_tier, grade, meal_fen, transport_fen, communication_fen from expense_subsidy_rates where enterprise_id = $1 order by city_tier, grade',
    [enterpriseId],
  )
  return rows.map((r) => ({ cityTier: r.city_tier, grade: r.grade, mealFen: Number(r.meal_fen), transportFen: Number(r.transport_fen), communicationFen: Number(r.communication_fen) }))
}

/** The orders that time a trip: hotel stays (1), flights (5), trains (6) and cars (7); not takeout (decision 0631). */
export const TIMING_PRODUCT_TYPES: readonly number[] = [1, 5, 6, 7]
const HOTEL_PRODUCT_TYPE = 1
const TIMING_SQL = `product_type in (${TIMING_PRODUCT_TYPES.join(', ')})`

export type TripRow = {
  apply_no: string; reason: string; city: string; tier: number | null; start_date: string; end_date: string; depart_at: Date | null; back_at: Date | null
  depart_city: string; city_days: { cityName: string; startDate: string; endDate: string }[]; is_after_the_fact: boolean
}

/**
 * The caller's finished trips: approved travel applications they travel on, ended by today, timed by every order
 * of theirs under the application — flights, trains, cars and hotel stays — within the application's dates
 * (journeyWindow; decisions 0251, 0631).
 */
export async function tripsOf(db: Queryable, member: Member, applyNo?: string): Promise<TripRow[]> {
  const { rows } = await db.query<TripRow>(
    `select a.apply_no, a.reason, a.cities[1] as city, hc.tier, a.start_date::text as start_date, a.end_date::text as end_date,
            o.depart_at, o.back_at, a.depart_city, a.city_days, a.is_after_the_fact
       from travel_applications a
       left join lateral (select tier from hotel_cities where name = a.cities[1] limit 1) hc on true
       left join lateral (
         select min(start_time) as depart_at, max(coalesce(end_time, start_time)) as back_at from orders
          where travel_apply_no = a.apply_no and traveller_member_id = $1 and ${TIMING_SQL}
            and status not in ('Cancelled', 'Refunded', 'Rejected')) o on true
      where a.enterprise_id = $2 and a.kind = 'travel' and a.status = 'approved' and a.end_date <= $3::date
        and (a.applicant_member_id = $1 or a.travellers @> jsonb_build_array(jsonb_build_object('memberId', $1::int)))
        and ($4::text is null or a.apply_no = $4)
      order by a.start_date, a.apply_no`,
    [member.memberId, member.enterpriseId, shanghaiDate(), applyNo ?? null],
  )
  if (applyNo && rows.length === 0) throw notFound('出差申请不存在或尚未结束')
  return rows
}

export const wall = (at: Date) => shanghaiIso(at).slice(0, 16).replace('T', ' ')

export type SubsidyScope = { applyNo?: string; orderNos?: string[] }

type TimingOrderRow = { order_no: string; start_time: Date; end_time: Date | null }

/** The orders of the caller under the application that may time the trip (every kind with a time: legs and stays). */
export async function timingOrdersOf(db: Queryable, member: Member, applyNo: string): Promise<TimingOrder[]> {
  const { rows } = await db.query<TimingOrderRow>(
    `select order_no, start_time, end_time from orders
      where travel_apply_no = $1 and traveller_member_id = $2 and enterprise_id = $3 and ${TIMING_SQL}
        and status not in ('Cancelled', 'Refunded', 'Rejected')
      order by start_time, order_no`,
    [applyNo, member.memberId, member.enterpriseId],
  )
  return rows.map((r) => ({ orderNo: r.order_no, start: wall(r.start_time), end: wall(r.end_time ?? r.start_time) }))
}

type CityOrderRow = { apply_no: string; product_type: number; start_time: Date; end_time: Date | null; arrival_city_name: string }

/** The stays and legs of the caller under the applications, with their cities (a tier per day and city, decision 0772). */
async function cityOrdersOf(db: Queryable, member: Member, applyNos: readonly string[]): Promise<Map<string, Pick<DayCityInput, 'stays' | 'legs'>>> {
  const { rows } = await db.query<CityOrderRow>(
    `select travel_apply_no as apply_no, product_type, start_time, end_time, arrival_city_name from orders
      where travel_apply_no = any($1::text[]) and traveller_member_id = $2 and enterprise_id = $3 and ${TIMING_SQL}
        and status not in ('Cancelled', 'Refunded', 'Rejected')`,
    [applyNos, member.memberId, member.enterpriseId],
  )
  const byApply = new Map<string, Pick<DayCityInput, 'stays' | 'legs'>>()
  for (const r of rows) {
    const entry = byApply.get(r.apply_no) ?? { stays: [], legs: [] }
    const stop = { cityName: r.arrival_city_name, start: wall(r.start_time), end: wall(r.end_time ?? r.start_time) }
    if (r.product_type === HOTEL_PRODUCT_TYPE) (entry.stays as CityStay[]).push(stop)
    else (entry.legs as CityLeg[]).push(stop)
    byApply.set(r.apply_no, entry)
  }
  return byApply
}

async function cityTiers(db: Queryable): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; tier: number }>('select name, tier from hotel_cities')
  return new Map(rows.map((r) => [r.name, r.tier]))
}

/** Every date from the first to the last of a window. */
function datesOf(depart: string, back: string): string[] {
  const dates: string[] = []
  for (let d = depart.slice(0, 10); d <= back.slice(0, 10); d = addDays(d, 1)) dates.push(d)
  return dates
}

export async function computeSubsidy(db: Queryable, member: Member, scope: SubsidyScope = {}) {
  const [settings, rates, grade, trips, tiers] = await Promise.all([
    settingsOf(db, member.enterpriseId), ratesOf(db, member.enterpriseId), gradeOf(db, member), tripsOf(db, member, scope.applyNo), cityTiers(db),
  ])
  const cityOrders = await cityOrdersOf(db, member, trips.map((t) => t.apply_no))
  /** The rate of a day: the grade's rate in the tier of the day's city (a city not in the list: tier 3). */
  const rateOfDay = new Map<string, SubsidyRate | null>()
  const cutoffs = { departAfter: settings.depart_after, returnBefore: settings.return_before }
  let chosen: JourneyWindow | null = null
  if (scope.applyNo && scope.orderNos !== undefined && trips[0]) {
    const available = await timingOrdersOf(db, member, scope.applyNo)
    let picked: TimingOrder[]
    try {
      picked = chosenOrders(available, scope.orderNos)
    } catch (error) {
      throw invalidInput((error as Error).message)
    }
    chosen = journeyWindow(picked, { startDate: trips[0].start_date, endDate: trips[0].end_date })
  }
  const rateOf = new Map<string, SubsidyRate | null>()
  const subsidyTrips: (SubsidyTrip & { row: TripRow; tier: number })[] = trips.map((row) => {
    const tier = row.tier ?? 3
    const rate = rateFor(rates, tier, grade)
    rateOf.set(row.apply_no, rate)
    const timed = row.depart_at ? [{ orderNo: '', start: wall(row.depart_at), end: wall(row.back_at ?? row.depart_at) }] : []
    const window = chosen ?? journeyWindow(timed, { startDate: row.start_date, endDate: row.end_date })
    const input: DayCityInput = { ...(cityOrders.get(row.apply_no) ?? { stays: [], legs: [] }), cityDays: row.city_days ?? [], firstCity: row.city, homeCity: row.depart_city }
    const dayRates: Record<string, { rateFen: number; cityName: string }> = {}
    for (const date of datesOf(window.depart, window.back)) {
      const cityName = cityOfDay(date, input)
      const dayRate = rateFor(rates, tiers.get(cityName) ?? 3, grade)
      rateOfDay.set(`${row.apply_no}#${date}`, dayRate)
      dayRates[date] = { rateFen: dayRate ? dailyRateFen(dayRate) : 0, cityName }
    }
    return {
      row, tier,
      id: row.apply_no,
      depart: window.depart,
      back: window.back,
      rateFen: rate ? dailyRateFen(rate) : 0,
      cityName: row.city,
      dayRates,
    }
  })
  const halves = subsidyHalves(subsidyTrips, cutoffs)
  const { rows: claimedRows } = await db.query<{ day: string; half: 0 | 1 }>(
    'select day::text as day, half from expense_subsidy_halves where member_id = $1', [member.memberId],
  )
  const claimed = new Set(claimedRows.map((r) => halfKey(r.day, r.half)))
  return { settings, rates, grade, subsidyTrips, halves, claimed, rateOf, rateOfDay, window: chosen }
}

export async function mySubsidy(db: Queryable, member: Member, body: Api.MySubsidyRequest): Promise<Api.MySubsidyData> {
  await requirePermission(db, member)
  const { settings, rates, grade, subsidyTrips, halves, claimed } = await computeSubsidy(db, member, { applyNo: body.ApplyNo })
  const all = groupHalves(halves)
  const open = groupHalves(halves.filter((h) => !claimed.has(halfKey(h.date, h.half))))
  const openDates = new Set(open.days.map((d) => d.date))
  return {
    Trips: subsidyTrips.map((t) => ({ ApplyNo: t.id, Reason: t.row.reason, CityName: t.cityName, CityTier: t.tier, Depart: t.depart, Back: t.back, DailyFen: t.rateFen })),
    Days: all.days.map((d) => ({ Date: d.date, Halves: d.halves, AmountFen: d.amountFen, CityName: d.cityName, Claimed: !openDates.has(d.date) })),
    DayCount: all.dayCount,
    AmountFen: all.amountFen,
    UnclaimedFen: open.amountFen,
    DepartAfter: settings.depart_after,
    ReturnBefore: settings.return_before,
    Rates: rates.map((r) => ({ CityTier: r.cityTier, Grade: r.grade, MealFen: r.mealFen, TransportFen: r.transportFen, CommunicationFen: r.communicationFen })),
    Grade: grade,
  }
}

/**
 * The unclaimed half days (of the chosen dates, timed by the chosen orders when v3 sends them) become one
 * 出差补贴 cost; the halves are held by it (paid once, ever) with the rate items of the trip that paid each.
 */
export async function claimSubsidy(tx: Queryable, member: Member, body: Api.ClaimSubsidyRequest): Promise<Api.ClaimSubsidyData> {
  await requirePermission(tx, member)
  if ((body.OrderNos !== undefined || body.Dates !== undefined) && !body.ApplyNo) throw invalidInput('请先选择行程')
  await tx.query('select id from members where id = $1 for update', [member.memberId])
  const { settings, halves, claimed, rateOfDay } = await computeSubsidy(tx, member, { applyNo: body.ApplyNo, orderNos: body.OrderNos })
  let open = halves.filter((h) => !claimed.has(halfKey(h.date, h.half)))
  try {
    open = halvesOfDates(open, body.Dates)
  } catch (error) {
    throw invalidInput((error as Error).message)
  }
  if (open.length === 0) throw businessRule('没有可申领的出差补贴')
  if (settings.cost_type_id === null) throw businessRule('企业未设置出差补贴的费用类型')
  const result = groupHalves(open)
  const first = open[0].date
  const last = open[open.length - 1].date
  const { rows } = await tx.query<{ id: number }>(
    `insert into expense_costs (enterprise_id, member_id, cost_type_id, amount_fen, cost_date, city_name, remark, order_no)
     values ($1, $2, $3, $4, $5, $6, $7, '') returning id`,
    [member.enterpriseId, member.memberId, settings.cost_type_id, result.amountFen, last, [...new Set(open.map((h) => h.cityName))].join('、'),
      `出差补贴 ${first}至${last} 共${result.dayCount}天${body.ApplyNo ? `（${body.ApplyNo}）` : ''}`],
  )
  const costId = rows[0].id
  for (const h of open) {
    const rate = rateOfDay.get(`${h.payerId}#${h.date}`)
    await tx.query(
      `insert into expense_subsidy_halves (member_id, day, half, cost_id, meal_fen, transport_fen, communication_fen, amount_fen)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [member.memberId, h.date, h.half, costId, rate?.mealFen ?? null, rate?.transportFen ?? null, rate?.communicationFen ?? null, h.amountFen],
    )
  }
  return { CostId: String(costId), AmountFen: result.amountFen, DayCount: result.dayCount }
}

/** Whether the caller may claim and has unclaimed subsidy days on the trip (the trip draft adds them when so). */
export async function canClaimSubsidy(db: Queryable, member: Member, applyNo: string): Promise<boolean> {
  const { rows } = await db.query<{ has_subsidy_permission: boolean }>('select has_subsidy_permission from members where id = $1', [member.memberId])
  if (!rows[0]?.has_subsidy_permission) return false
  const { settings, halves, claimed } = await computeSubsidy(db, member, { applyNo })
  return settings.cost_type_id !== null && halves.some((h) => !claimed.has(halfKey(h.date, h.half)))
}
