import { mixedOrderStatusText, ticketStatusText } from '@domain/train/ticketState'
import type { Queryable } from '../../db/types'
import type { TrainOrderActions, TrainOrderDetail } from '../../../../types/api/train'
import { canTransition } from '@domain/order/orderStatus'
import { REFUND_RULE_TEXT, refundFeeFen } from '@domain/train/refundFee'
import { seatPreferenceLabel } from '@domain/train/seatPreference'
import { maskIdentityNo, maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import { findPassengers, type TrainOrderRow, type TrainPassengerRow } from './orderRow'
import { minuteText } from './supplier/timetable'
import { changeCheckedUntil } from './changeCheckRow'
import { stationChangeTicketError } from '@domain/train/stationChange'

/** 12306 closes online changes 30 minutes before departure (decision 0164). */
export const CHANGE_CLOSES_MINUTES = 30

const shanghaiMinute = (at: Date) => {
  const local = new Date(at.getTime() + 8 * 3_600_000)
  return local.getUTCHours() * 60 + local.getUTCMinutes()
}

export function actionsFor(order: TrainOrderRow, passengers: readonly TrainPassengerRow[], isBooker: boolean, now: Date): TrainOrderActions {
  if (!isBooker) return { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false, CanChangeStation: false }
  const hasFreeTicket = passengers.some((p) => p.ticket_status === 'Valid' && p.changed_to_no === null)
  const isIssued = order.status === 'Confirmed' && order.changed_to_no === null && hasFreeTicket
  return {
    CanChange: isIssued && order.changed_from_no === null && order.depart_at.getTime() - now.getTime() > CHANGE_CLOSES_MINUTES * 60_000,
    CanChangeStation: isIssued && stationChangeTicketError({ departAt: order.depart_at, isChangedTicket: order.changed_from_no !== null }, now) === '',
    CanPay: order.status === 'PendingPayment' && (!order.pay_deadline || order.pay_deadline > now),
    CanCancel: order.status === 'PendingApproval' || order.status === 'PendingPayment',
    CanRefund: isIssued && canTransition(order.status, 'cancel', 'applicant', { cancelRule: { type: 2, freeCancelUntil: null, penaltyFen: 0 } }) && refundFeeFen(order.price_fen, order.depart_at, now) !== null,
  }
}

export async function trainOrderDetail(db: Queryable, order: TrainOrderRow, viewerMemberId: number): Promise<TrainOrderDetail> {
  const now = new Date()
  const passengers = await findPassengers(db, order.id)
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: mixedOrderStatusText(order.status, passengers.map((p) => ({ id: p.id, status: p.ticket_status })), order.changed_to_no !== null),
    TrainNo: order.train_no,
    Date: order.run_date,
    FromStationName: order.from_name,
    ToStationName: order.to_name,
    DepartTime: minuteText(shanghaiMinute(order.depart_at)),
    ArriveTime: minuteText(shanghaiMinute(order.arrive_at)),
    ArriveDayOffset: Math.round((order.arrive_at.getTime() - order.depart_at.getTime()) / 86_400_000 + (shanghaiMinute(order.depart_at) - shanghaiMinute(order.arrive_at)) / 1440),
    DurationMinutes: order.duration_minutes,
    SeatName: order.seat_name,
    Passengers: passengers.map((p) => ({
      PassengerId: p.id,
      TicketStatus: p.ticket_status,
      TicketStatusText: ticketStatusText(order.status, p.ticket_status, order.changed_to_no !== null, p.changed_to_no !== null),
      FeeFen: Number(p.fee_fen),
      RefundFen: Number(p.refund_fen),
      ChangedToOrderNo: p.changed_to_no ?? '',
      Name: p.name, IdNoMasked: maskIdentityNo(p.id_no), SeatNo: p.seat_no, PriceFen: p.fare_fen, BerthRefundFen: p.berth_refund_fen, SeatPreferenceText: seatPreferenceLabel(order.seat_code, p.seat_preference),
    })),
    ContactName: order.contact_name,
    ContactPhoneMasked: maskPhone(order.contact_phone),
    TotalFen: order.total_fen,
    PaidFen: order.paid_fen,
    RefundedFen: order.refunded_fen,
    TicketNo: order.ticket_no,
    PayDeadline: order.status === 'PendingPayment' && order.pay_deadline ? shanghaiIso(order.pay_deadline) : null,
    RefundRule: REFUND_RULE_TEXT,
    Actions: actionsFor(order, passengers, order.booker_member_id === viewerMemberId, now),
    CreatedAt: shanghaiIso(order.created_at),
    Policy: { IsOverStandard: order.is_over_standard, Rule: order.policy_rule, Reason: order.over_standard_reason },
    Costs: { CostCenterName: order.cost_center_name, ProjectName: order.project_name, TravelApplyNo: order.travel_apply_no },
    ChangedFromOrderNo: order.changed_from_no ?? '',
    ChangedToOrderNo: order.changed_to_no ?? '',
    ChangeCheckedUntil: await changeCheckedUntil(db, order.id, now),
    IsStationChange: order.is_station_change,
  }
}
