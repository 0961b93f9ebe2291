import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/car'
import type { Member } from '../../lib/caller'
import { haversineMetres } from '@domain/car/geo'
import { CAR_CLASSES, carClassName, estimateFen, isReasonRequired, isTravelUseType, routeEstimate, rideKindName, type CarType, type RouteEstimate } from '@domain/car/ride'
import { dropOffPickupTime } from '@domain/car/airportRide'
import { RENTAL_PRICES, rentalPackageFen, rentalPackageOf, rentalPackageText, type RentalPackage } from '@domain/car/rental'
import { approvalFor, openApproval } from '../approvals/public'
import { approvalNeed } from '@domain/policy/verdict'
import { chargeOf, overBudgetNeedsApproval } from '../costs/public'
import { checkBookingUnderApplication, requireApplicationIfNeeded } from '../travel-apply/public'
import { businessRule, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import type { ProductExtension } from '../orders/public'
import { transition } from '../orders/public'
import { cityByCode, cityAt } from './supplier/geocoder'
import type { RideSupplier } from './supplier/index'
import { CALL_AHEAD_MS, syncRide } from './progress'
import { carPolicy } from './policy'
import { bookedFlight, type FlightRide } from './flightRide'

/** Reasons the app offers (decision 0192); "其他" lets the member type one. */
export const CAR_REASONS: readonly Api.CarReason[] = [
  { Code: '1', Text: '加班' },
  { Code: '2', Text: '拜访客户' },
  { Code: '3', Text: '赶赴机场/车站' },
  { Code: '4', Text: '紧急公务' },
  { Code: '9', Text: '其他' },
]

/** Longest ride the app books, metres (beyond: another product). */
const MAX_RIDE_M = 200_000
const MAX_SCHEDULE_DAYS = 7

async function carMember(db: Queryable, member: Member) {
  const { rows } = await db.query<{ name: string; phone: string; can_use_car: boolean; can_use_car_temp: boolean; can_use_car_work: boolean }>(
    'select m.name, a.phone, m.can_use_car, m.can_use_car_temp, m.can_use_car_work from members m join accounts a on a.id = m.account_id where m.id = $1',
    [member.memberId],
  )
  const row = rows[0]
  if (!row?.can_use_car) throw forbidden('您没有用车权限，请联系企业管理员')
  return row
}

export async function carSettings(db: Queryable, enterpriseId: number) {
  const { rows } = await db.query<{ reason_required_use_types: number[]; temporary_car_not_need_reason: boolean }>(
    'select reason_required_use_types, temporary_car_not_need_reason from car_settings where enterprise_id = $1',
    [enterpriseId],
  )
  return { reasonRequiredUseTypes: (rows[0]?.reason_required_use_types ?? []).map(Number), temporaryCarNotNeedReason: rows[0]?.temporary_car_not_need_reason ?? false }
}

function checkPlaces(start: Api.CarPlace, end: Api.CarPlace) {
  const city = cityByCode(start.CityCode)
  if (!city || cityAt({ lon: start.Longitude, lat: start.Latitude })?.code !== city.code) throw invalidInput('上车地点暂未开通用车服务')
  const straight = haversineMetres({ lon: start.Longitude, lat: start.Latitude }, { lon: end.Longitude, lat: end.Latitude })
  if (straight < 100) throw invalidInput('上车点与目的地太近，请重新选择')
  if (straight > MAX_RIDE_M) throw invalidInput('目的地太远，超出用车服务范围')
  return { city, route: routeEstimate(straight) }
}

function departTimeOf(departTime: string | null, useType: number, now: Date): Date | null {
  if (useType === 2 && departTime === null) throw invalidInput('请选择用车时间')
  if (departTime === null) return null
  const at = new Date(departTime)
  if (Number.isNaN(at.getTime())) throw invalidInput('用车时间格式不正确')
  return withinSchedule(at, now)
}

function withinSchedule(at: Date, now: Date, early = '用车时间不能早于现在'): Date {
  if (at.getTime() < now.getTime() - 60_000) throw invalidInput(early)
  if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) throw invalidInput(`只能预约${MAX_SCHEDULE_DAYS}天内的用车`)
  return at
}

type RideAsk = Pick<Api.SubmitCarOrderRequest, 'UseType' | 'Start' | 'End' | 'DepartTime' | 'Flight' | 'PackageCode'>

/** A ride's terms: its city and route, its pick-up time (a flight's for 接机/送机), its flight and its rental package (decision 0740). */
type RideTerms = { city: ReturnType<typeof checkPlaces>['city']; route: RouteEstimate; departAt: Date | null; flight: FlightRide | null; pkg: RentalPackage | null }

function rideTerms(body: RideAsk, now: Date): RideTerms {
  const { city, route } = checkPlaces(body.Start, body.End)
  if (body.UseType === 6) {
    const pkg = rentalPackageOf(body.PackageCode ?? '')
    if (!pkg) throw invalidInput('请选择日租套餐')
    return { city, route, departAt: departTimeOf(body.DepartTime, 6, now), flight: null, pkg }
  }
  if (body.PackageCode) throw invalidInput(`${rideKindName(body.UseType)}没有套餐`)
  if (body.Flight && body.UseType !== 3 && body.UseType !== 4) throw invalidInput(`${rideKindName(body.UseType)}不能关联航班`)
  if (body.UseType === 3 && !body.Flight) throw invalidInput('接机请填写航班号')
  if (body.UseType === 3 && body.Flight) {
    const flight = bookedFlight(body.Flight, 3, body.Start, now)
    return { city, route, departAt: withinSchedule(flight.status.estimatedArrive, now, '该航班已落地，请使用立即用车'), flight, pkg: null }
  }
  if (body.UseType === 4 && body.Flight) {
    const flight = bookedFlight(body.Flight, 4, body.End, now)
    const pickUp = dropOffPickupTime(flight.status.estimatedDepart, route.minutes, flight.status.isInternational)
    return { city, route, departAt: withinSchedule(pickUp, now, '按航班起飞时间推算的用车时间已过，请立即用车前往机场'), flight, pkg: null }
  }
  return { city, route, departAt: departTimeOf(body.DepartTime, body.UseType, now), flight: null, pkg: null }
}

/** A class's price for the ride: the rental package's, else the route's estimate. */
const fareOf = (terms: RideTerms) => (carType: CarType): number => (terms.pkg ? rentalPackageFen(carType, terms.pkg.code) : estimateFen(carType, terms.route))

export function quotePrice(body: Api.QueryPriceRequest): Api.QueryPriceData {
  const terms = rideTerms(body, new Date())
  const { route, pkg } = terms
  return {
    Distance: route.metres,
    Duration: route.minutes,
    DistanceUnit: '米',
    DurationUnit: '分钟',
    PriceList: CAR_CLASSES.map((c) => ({
      CarType: c.carType, CarTypeName: c.name, EstimateFen: fareOf(terms)(c.carType), Seats: c.seats,
      ...(pkg
        ? {
            Rental: {
              PackageCode: pkg.code, PackageName: pkg.name, Hours: pkg.hours, Km: pkg.km, OvertimeFenPerMinute: RENTAL_PRICES[c.carType].overtimeFenPerMinute,
              OverKmFenPerKm: RENTAL_PRICES[c.carType].overKmFen, Text: rentalPackageText(c.carType, pkg.code),
            },
          }
        : {}),
    })),
    PickUpTime: terms.departAt ? shanghaiIso(terms.departAt) : null,
  }
}

function checkUseType(member: { can_use_car_temp: boolean; can_use_car_work: boolean }, useType: number) {
  if ((useType === 1 || useType === 2) && !member.can_use_car_temp) throw forbidden('您没有临时用车权限')
  if (useType === 6 && !member.can_use_car_work) throw forbidden('您没有日租用车权限')
}

export async function validTravelStandard(db: Db, member: Member, body: Api.ValidTravelStandardRequest): Promise<Api.ValidTravelStandardData> {
  const booker = await carMember(db, member)
  checkUseType(booker, body.UseType)
  if (!cityByCode(body.CityCode)) throw invalidInput('该城市暂未开通用车服务')
  const terms = rideTerms(body, new Date())
  const departAt = terms.departAt ?? new Date()
  const settings = await carSettings(db, member.enterpriseId)
  const verdict = await carPolicy(db, member, { useType: body.UseType, carType: body.CarType, cityName: terms.city.name, departAt, fareOf: fareOf(terms) })
  const isOver = verdict.status === 'over'
  const needReason = isReasonRequired(body.UseType, settings.reasonRequiredUseTypes, settings.temporaryCarNotNeedReason) || (isOver && verdict.action !== 'allow' && verdict.action !== 'block')
  const tip = isOver ? verdict.rule : needReason ? `企业要求${rideKindName(body.UseType)}填写用车事由` : ''
  return {
    NeedReason: needReason, Reasons: needReason ? [...CAR_REASONS] : [], Tip: tip, IsOverStandard: isOver, PolicyAction: verdict.action,
    PolicyRule: verdict.rule, CompliantCarType: verdict.cheapestCompliant?.carType ?? null,
  }
}

/** Calls a car: re-prices, checks the member's rights and the reason rule, writes the order (Confirming) and lets the provider dispatch. */
export async function submitCarOrder(db: Db, supplier: RideSupplier, product: ProductExtension, member: Member, body: Api.SubmitCarOrderRequest, reqId: string | null): Promise<Api.SubmitCarOrderData> {
  const booker = await carMember(db, member)
  checkUseType(booker, body.UseType)
  const now = new Date()
  const terms = rideTerms(body, now)
  const { city, route, departAt, flight, pkg } = terms
  const fen = fareOf(terms)(body.CarType as CarType)
  if (fen !== body.EstimateFen) throw businessRule(`价格已变化，最新预估¥${(fen / 100).toFixed(0)}，请确认后重新提交`)
  const settings = await carSettings(db, member.enterpriseId)
  const verdict = await carPolicy(db, member, { useType: body.UseType, carType: body.CarType, cityName: city.name, departAt: departAt ?? now, fareOf: fareOf(terms) })
  const isOver = verdict.status === 'over'
  if (isOver && verdict.action === 'block') throw businessRule(verdict.rule)
  const reasonText = body.ReasonCode === '9' || body.ReasonCode === '' ? body.Reason.trim() : (CAR_REASONS.find((r) => r.Code === body.ReasonCode)?.Text ?? '')
  if (body.ReasonCode !== '' && !CAR_REASONS.some((r) => r.Code === body.ReasonCode)) throw invalidInput('用车事由不正确')
  if (isReasonRequired(body.UseType, settings.reasonRequiredUseTypes, settings.temporaryCarNotNeedReason) && !reasonText) throw invalidInput('请选择用车事由')
  if (isOver && verdict.action !== 'allow' && !reasonText) throw invalidInput('超出用车标准，请选择用车事由')
  const charge = await chargeOf(db, member, 7, body)
  const rideDay = shanghaiDate(departAt ?? now)
  const overBudget = await overBudgetNeedsApproval(db, member, 7, charge, fen, rideDay)
  // 差旅用车 may hang off a travel application (decision 0480); other rides never do.
  const applyNo = body.TravelApplyNo ?? ''
  if (applyNo && !isTravelUseType(body.UseType)) throw invalidInput(`${rideKindName(body.UseType)}不能关联出差申请`)
  if (!applyNo && isTravelUseType(body.UseType)) await requireApplicationIfNeeded(db, { enterpriseId: member.enterpriseId, journeyBizNo: body.JourneyBizNo, isPrivate: false })
  const underApplication = applyNo
    ? await checkBookingUnderApplication(db, { who: member, applyNo, product: 'car', cityName: city.name, startDate: rideDay, endDate: rideDay })
    : null
  // Like hotel orders: the enterprise's car flow applies always, or when the standard or the budget asks for approval (decisions 0421, 0480).
  const decision = underApplication?.skipOrderApproval
    ? null
    : await approvalFor(db, member.enterpriseId, 7, { totalFen: fen, need: approvalNeed([verdict], overBudget), isPrivate: false })
  const calledAt = departAt && departAt.getTime() - CALL_AHEAD_MS > now.getTime() ? new Date(departAt.getTime() - CALL_AHEAD_MS) : now
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: booker.name }
  const created = await db.transaction(async (tx) => {
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const orderNo = `C${shanghaiDate(now).replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, is_trip,
         amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, req_id, pay_amount_fen,
         pay_method, cancel_type, penalty_fen, need_approval, is_private, travel_apply_no)
       values ($1, $2, $3, $3, $4, 7, 'PendingApproval', '', false, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, 'onSite', 2, 0, $14, false, $15) returning id`,
      [orderNo, member.enterpriseId, member.memberId, booker.name, fen, `${pkg ? pkg.name : rideKindName(body.UseType)}${flight ? ` ${flight.status.flightNo}` : ''} · ${carClassName(body.CarType)}`,
        `${body.Start.Name} → ${body.End.Name}`, body.Start.Name, body.End.Name, city.code, city.name, departAt ?? now, reqId, decision !== null, applyNo || null],
    )
    const orderId = Number(rows[0].id)
    await tx.query(
      `insert into car_orders (order_id, use_type, car_type, city_code, city_name, start_name, start_address, start_lon, start_lat, end_name, end_address,
         end_lon, end_lat, depart_time, called_at, metres, minutes, estimate_fen, ride_phase, supplier, reason_code, reason, passenger_phone,
         is_over_standard, policy_rule, cost_center_id, cost_center_name, project_id, project_name, flight_no, flight_date, flight_status, package_code)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, 'dispatching', $19, $20, $21, $22, $23, $24, $25, $26, $27, $28,
         $29, $30, $31, $32)`,
      [orderId, body.UseType, body.CarType, city.code, city.name, body.Start.Name, body.Start.Address, body.Start.Longitude, body.Start.Latitude,
        body.End.Name, body.End.Address, body.End.Longitude, body.End.Latitude, departAt, calledAt, route.metres, route.minutes, fen, supplier.name,
        body.ReasonCode, reasonText, body.PassengerPhone || booker.phone, isOver, verdict.rule, charge.costCenterId, charge.costCenterName, charge.projectId,
        charge.projectName, flight?.status.flightNo ?? null, flight?.status.date ?? null, flight?.status.status ?? null, pkg?.code ?? null],
    )
    const status = await transition(tx, product, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen: 0 })
    const title = `${body.Start.Name} → ${body.End.Name}`
    if (decision) await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title, totalFen: fen }, decision, product.approvalKind)
    return { orderId, orderNo, status }
  })
  // Under approval the provider is not asked yet: the ride is called when the last approver approves (product.confirm).
  if (decision) return { OrderNo: created.orderNo, OrderStatus: created.status, EstimateFen: fen, NeedApproval: true }
  const { row } = await syncRide(db, supplier, product, created.orderId, new Date())
  return { OrderNo: created.orderNo, OrderStatus: row.status, EstimateFen: fen, NeedApproval: false }
}

export async function ownCarOrderId(db: Queryable, member: Member, orderNo: string): Promise<number> {
  const { rows } = await db.query<{ id: number; enterprise_id: number; booker_member_id: number }>(
    'select id, enterprise_id, booker_member_id from orders where order_no = $1 and product_type = 7',
    [orderNo],
  )
  const order = rows[0]
  if (!order || order.enterprise_id !== member.enterpriseId || order.booker_member_id !== member.memberId) throw notFound('订单不存在')
  return Number(order.id)
}

