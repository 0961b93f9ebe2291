import type { Db } from '../../db/types'
import type * as Api from '../../../../types/api/car'
import type { Member } from '../../lib/caller'
import { ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { cancelFeeFen, carClassName, RIDE_PHASE_TEXT, rideKindName } from '@domain/car/ride'
import { haversineMetres } from '@domain/car/geo'
import { maskPhone } from '@domain/identity/mask'
import { RENTAL_PRICES, rentalPackageOf, rentalPackageText, settleRental } from '@domain/car/rental'
import { businessRule, invalidInput } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import type { ProductExtension } from '../orders/public'
import { transition } from '../orders/public'
import type { CarOrderRow } from './carOrderRow'
import { ownCarOrderId } from './booking'
import { syncRide } from './progress'
import type { RideState, RideSupplier } from './supplier/index'

export const CANCEL_REASONS = ['行程有变，暂不需要用车', '司机太远，等待时间过长', '司机要求取消', '地点填写错误', '其他原因']

const place = (row: CarOrderRow, end: 'start' | 'end'): Api.CarPlace => ({
  Name: row[`${end}_name`], Address: row[`${end}_address`], CityCode: row.city_code, Longitude: row[`${end}_lon`], Latitude: row[`${end}_lat`],
})

function feeNow(row: CarOrderRow, state: RideState | null, now: Date): number | null {
  if (!state || row.ride_phase === 'cancelled' || !['Confirming', 'Confirmed'].includes(row.status)) return null
  const since = state.acceptedAt ? (now.getTime() - state.acceptedAt.getTime()) / 1000 : 0
  return cancelFeeFen(state.phase, since)
}

/** Driver speed while arriving, metres per minute (ETA shown to the member). */
const ARRIVING_M_PER_MIN = 400

/** Before the provider is asked: the approval's word instead of the ride's phase. */
const APPROVAL_TEXT: Partial<Record<CarOrderRow['status'], string>> = { PendingApproval: '等待审批，审批通过后为您派车', Rejected: '审批未通过，未派车' }

const FLIGHT_STATUS_TEXT = { scheduled: '计划', delayed: '延误', cancelled: '取消' } as const

function flightOf(row: CarOrderRow): Api.QueryOrderExtData['Flight'] {
  if (!row.flight_no || !row.flight_date) return null
  const status = row.flight_status ?? 'scheduled'
  const notice = status === 'delayed'
    ? (row.use_type === 3 ? `航班${row.flight_no}延误，接机时间已随航班调整` : `航班${row.flight_no}延误，请留意航班动态`)
    : status === 'cancelled' ? `航班${row.flight_no}已取消` : ''
  return { FlightNo: row.flight_no, FlightDate: row.flight_date, Status: status, StatusText: FLIGHT_STATUS_TEXT[status], Notice: notice }
}

function rentalOf(row: CarOrderRow): Api.QueryOrderExtData['Rental'] {
  const pkg = row.package_code ? rentalPackageOf(row.package_code) : undefined
  if (!pkg) return null
  const carType = row.car_type as 1 | 2 | 3
  const settled = row.used_minutes !== null && row.used_metres !== null ? settleRental(carType, pkg.code, row.used_minutes, row.used_metres) : null
  return {
    PackageCode: pkg.code, PackageName: pkg.name, Hours: pkg.hours, Km: pkg.km, OvertimeFenPerMinute: RENTAL_PRICES[carType].overtimeFenPerMinute,
    OverKmFenPerKm: RENTAL_PRICES[carType].overKmFen, Text: rentalPackageText(carType, pkg.code), UsedMinutes: row.used_minutes, UsedMetres: row.used_metres,
    OvertimeMinutes: settled?.overtimeMinutes ?? 0, OvertimeFen: settled?.overtimeFen ?? 0, OverKm: settled?.overKm ?? 0, OverKmFen: settled?.overKmFen ?? 0,
  }
}

export function orderExt(row: CarOrderRow, state: RideState | null, now: Date): Api.QueryOrderExtData {
  const phase = row.ride_phase
  const position = state?.position ?? null
  const driver = row.driver && phase !== 'dispatching' && phase !== 'cancelled' ? row.driver : null
  return {
    OrderNo: row.order_no,
    OrderStatus: row.status,
    OrderStatusText: ORDER_STATUS_TEXT[row.status],
    RidePhase: phase,
    RidePhaseText: APPROVAL_TEXT[row.status] ?? RIDE_PHASE_TEXT[phase],
    UseType: row.use_type,
    UseTypeName: rideKindName(row.use_type),
    CarType: row.car_type,
    CarTypeName: carClassName(row.car_type),
    DepartTime: row.depart_time ? shanghaiIso(row.depart_time) : null,
    Flight: flightOf(row),
    Rental: rentalOf(row),
    Start: place(row, 'start'),
    End: place(row, 'end'),
    Distance: row.metres,
    Duration: row.minutes,
    EstimateFen: row.estimate_fen,
    FinalFen: row.final_fen,
    CancelFeeFen: row.cancel_fee_fen,
    Driver: driver
      ? { Name: driver.name, Phone: maskPhone(driver.phone), CarPlate: driver.plate, CarModel: driver.model, CarColor: driver.color, Longitude: position?.lon ?? row.start_lon, Latitude: position?.lat ?? row.start_lat }
      : null,
    DriverEtaMinutes: phase === 'arriving' && position ? Math.max(1, Math.round(haversineMetres(position, { lon: row.start_lon, lat: row.start_lat }) / ARRIVING_M_PER_MIN)) : null,
    Reason: row.reason,
    CanCancel: feeNow(row, state, now) !== null,
    CreatedAt: shanghaiIso(row.created_at),
  }
}

export async function queryOrderExt(db: Db, supplier: RideSupplier, product: ProductExtension, member: Member, orderNo: string): Promise<Api.QueryOrderExtData> {
  const orderId = await ownCarOrderId(db, member, orderNo)
  const now = new Date()
  const { row, state } = await syncRide(db, supplier, product, orderId, now)
  return orderExt(row, state, now)
}

export async function cancelConsume(db: Db, supplier: RideSupplier, product: ProductExtension, member: Member, orderNo: string): Promise<Api.GetCancelConsumeData> {
  const orderId = await ownCarOrderId(db, member, orderNo)
  const now = new Date()
  const { row, state } = await syncRide(db, supplier, product, orderId, now)
  const fee = feeNow(row, state, now)
  if (fee === null) return { CanCancel: false, CancelFeeFen: 0, Tip: row.ride_phase === 'cancelled' ? '订单已取消' : '行程已开始，无法取消' }
  return { CanCancel: true, CancelFeeFen: fee, Tip: fee === 0 ? '现在取消不收取费用' : `司机已接单超过2分钟，取消将收取¥${fee / 100}取消费` }
}

export async function cancelCarOrder(db: Db, supplier: RideSupplier, product: ProductExtension, member: Member, body: Api.CancelCarOrderRequest): Promise<Api.CancelCarOrderData> {
  const reason = body.Reason.trim()
  if (!reason) throw invalidInput('请选择或填写取消原因')
  const orderId = await ownCarOrderId(db, member, body.OrderNo)
  const now = new Date()
  const { row, state } = await syncRide(db, supplier, product, orderId, now)
  const fee = feeNow(row, state, now)
  if (fee === null) throw businessRule(row.ride_phase === 'cancelled' ? '订单已取消' : '行程已开始，无法取消')
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  const status = await db.transaction(async (tx) => {
    const next = await transition(tx, product, { id: orderId, status: row.status }, 'cancel', { actor: 'applicant', memberId: member.memberId, name: rows[0]?.name ?? '' },
      { paidFen: 0, cancelRule: { type: 2, freeCancelUntil: null, penaltyFen: 0 }, now: now.toISOString() }, reason)
    await tx.query(`update car_orders set ride_phase = 'cancelled', cancel_fee_fen = $2, final_fen = $2 where order_id = $1`, [orderId, fee])
    await tx.query('update orders set amount_fen = $2 where id = $1', [orderId, fee])
    return next
  })
  return { OrderNo: body.OrderNo, OrderStatus: status, CancelFeeFen: fee }
}
