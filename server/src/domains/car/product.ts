import type { FastifyInstance } from 'fastify'
import type { Queryable } from '../../db/types'
import type { HotelOrderDetail } from '../../../../types/api/order'
import { ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { carClassName, RIDE_PHASE_TEXT, rideKindName } from '@domain/car/ride'
import { maskPhone } from '../../lib/mask'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { approvalProgress } from '../approvals/public'
import { historyOf } from '../orders/public'
import type { OrderLine, ProductExtension } from '../orders/public'
import { findCarOrder, type CarOrderRow } from './carOrderRow'
import { sweepRides, syncRide } from './progress'

export const CAR_PRODUCT_TYPE = 7

const dateOf = (at: Date | null, fallback: Date) => shanghaiDate(at ?? fallback)
/** A booked ride's pick-up time as the order centre says it: 11-29 09:30. */
const bookedAt = (at: Date | null) => (at ? ` · ${shanghaiIso(at).slice(5, 16).replace('T', ' ')}用车` : '')
const subtitleOf = (r: Pick<CarOrderRow, 'use_type' | 'car_type' | 'start_name' | 'end_name' | 'depart_time'>) =>
  `${rideKindName(r.use_type)}${bookedAt(r.depart_time)} · ${carClassName(r.car_type)} · ${r.start_name} → ${r.end_name}`

/** A car order in the generic detail shape of the order core (the approval and order-centre views). */
async function carOrderDetail(db: Queryable, row: CarOrderRow, approval: Parameters<ProductExtension['detail']>[2], viewerMemberId: number): Promise<HotelOrderDetail> {
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [row.booker_member_id])
  const amount = row.final_fen ?? row.estimate_fen
  const day = dateOf(row.depart_time, row.created_at)
  return {
    OrderNo: row.order_no,
    Status: row.status,
    StatusText: ORDER_STATUS_TEXT[row.status],
    IsPrivate: 0,
    HotelId: '0',
    HotelName: `${row.start_name} → ${row.end_name}`,
    HotelAddress: row.start_address,
    HotelPhone: row.driver?.phone ?? '',
    Lat: row.start_lat,
    Lon: row.start_lon,
    RoomName: `${rideKindName(row.use_type)}${bookedAt(row.depart_time)} · ${carClassName(row.car_type)}`,
    RatePlanName: RIDE_PHASE_TEXT[row.ride_phase],
    BedType: '',
    RoomCount: 1,
    ArrivalDate: day,
    DepartureDate: day,
    Nights: 0,
    RoomNights: [],
    Guests: [{ RoomIndex: 0, Name: rows[0]?.name ?? '', PhoneMasked: maskPhone(row.passenger_phone) }],
    ContactName: rows[0]?.name ?? '',
    ContactPhoneMasked: maskPhone(row.passenger_phone),
    TotalFen: amount,
    PriceItems: [{ Kind: 'room', Label: row.final_fen === null ? '预估车费' : '车费', AmountFen: amount }],
    PaidFen: 0,
    RefundedFen: 0,
    PayMethod: 'enterprise',
    PayDeadline: null,
    CancelRule: { Type: 2, FreeCancelUntil: null, PenaltyFen: 0, Description: '司机接单2分钟内免费取消，之后取消收取¥5，行程开始后不可取消' },
    CardNoMasked: null,
    CostCenterName: row.cost_center_name,
    ProjectName: row.project_name,
    Remark: row.reason,
    Policy: { IsOverStandard: row.is_over_standard, NightlyCapFen: null, AvgNightlyFen: amount, OverStandardReason: row.is_over_standard ? row.reason : '', Summary: row.policy_rule || '符合用车标准' },
    Approval: approval ? await approvalProgress(db, approval) : null,
    History: await historyOf(db, row.order_id),
    Actions: { CanPay: false, CanCancel: false, CanRevoke: false, CanApplyEarlyDeparture: false, CanViewVoucher: false },
    BookerName: rows[0]?.name ?? '',
    CreatedAt: shanghaiIso(row.created_at),
    HotelConfirmNo: viewerMemberId === row.booker_member_id ? (row.driver?.plate ?? '') : '',
  }
}

/**
 * An approved order's ride is called when the approval ends, not when it was booked: the provider's clock
 * (called_at) moves to the last approval, once (a scheduled ride keeps its later call time).
 */
async function callAfterApproval(db: Queryable, orderId: number) {
  await db.query(
    `update car_orders c set called_at = h.at
       from (select max(at) as at from order_status_history where order_id = $1 and action = 'approve') h
      where c.order_id = $1 and h.at > c.called_at and c.driver is null and c.ride_phase = 'dispatching'`,
    [orderId],
  )
}

/** Car orders (product type 7) in the order core (decision 0193): enterprise-paid, approved when the enterprise's car flow asks (decision 0421), the ride provider drives the status. */
export function createCarProduct(app: FastifyInstance): ProductExtension<typeof CAR_PRODUCT_TYPE> {
  const car: ProductExtension<typeof CAR_PRODUCT_TYPE> = {
    productType: CAR_PRODUCT_TYPE,
    name: '用车',
    ownStatuses: [],
    approvalKind: 'carOrder',
    onSitePayMethod: 'enterprise',
    travellerCondition: (o, member) => `${o}.traveller_member_id = ${member}`,
    lines: async (db, orderIds) => {
      const { rows } = await db.query<CarOrderRow>(
        `select c.*, o.created_at from car_orders c join orders o on o.id = c.order_id where c.order_id = any($1::bigint[])`,
        [orderIds],
      )
      return new Map(
        rows.map((r): [number, OrderLine] => {
          const day = dateOf(r.depart_time, r.created_at)
          const fen = Number(r.final_fen ?? r.estimate_fen)
          return [Number(r.order_id), { title: `${r.start_name} → ${r.end_name}`, subtitle: subtitleOf(r), startDate: day, endDate: day, totalFen: fen, amountFen: fen, isOverStandard: Boolean(r.is_over_standard) }]
        }),
      )
    },
    detail: async (db, order, approval, viewerMemberId) => {
      const row = await findCarOrder(db, order.id)
      if (!row) throw new Error(`order ${order.order_no} has no car part`)
      return carOrderDetail(db, row, approval, viewerMemberId)
    },
    describeCancel: () => '司机接单2分钟内免费取消，之后取消收取¥5，行程开始后不可取消',
    release: async (tx, order) => {
      await tx.query(`update car_orders set ride_phase = 'cancelled' where order_id = $1 and ride_phase <> 'finished'`, [order.id])
    },
    confirm: async (db, orderId) => {
      await callAfterApproval(db, orderId)
      return (await syncRide(db, app.rideSupplier, car, orderId, new Date())).row.status
    },
    sweep: (db, now) => sweepRides(db, app.rideSupplier, car, now),
  }
  return car
}
