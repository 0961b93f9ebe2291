import type { Queryable } from '../../../db/types'
import type { HotelOrderAllowedActions, HotelOrderDetail, OrderPolicyResult } from '../../../../../types/api/order'
import { canTransition, ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { maskPhone } from '../../../lib/mask'
import { addDays, shanghaiDate, shanghaiIso } from '../../../lib/time'
import type { ApprovalRow } from '../../approvals/public'
import { approvalProgress } from '../../approvals/public'
import { cancelContext } from '../../orders/public'
import { historyOf } from '../../orders/public'
import { describeOrderCancel } from './cancelQuote'
import { findGuests, type HotelOrderRow } from './hotelOrderRow'
import { orderMembership } from '../../bindings/public'
import { yuanText } from '@domain/money/money'

const yuan = (fen: number) => `¥${yuanText(fen)}`

export const orderSubtitle = (o: { room_name: string; room_count: number; nights: number }) => `${o.room_name} · ${o.room_count}间 · ${o.nights}晚`

export function policyOf(order: HotelOrderRow): OrderPolicyResult {
  const over = order.is_over_standard && order.cap_fen !== null
  return {
    IsOverStandard: order.is_over_standard,
    NightlyCapFen: order.cap_fen,
    AvgNightlyFen: order.avg_nightly_fen,
    OverStandardReason: order.over_standard_reason,
    Summary: over ? `超出差标 ${yuan(order.avg_nightly_fen - (order.cap_fen ?? 0))}/晚` : order.is_private ? '因私出行，不校验差标' : '符合差标',
  }
}

const NO_ACTIONS: HotelOrderAllowedActions = { CanPay: false, CanCancel: false, CanRevoke: false, CanApplyEarlyDeparture: false, CanViewVoucher: false }

/** The buttons of the booker (anyone else, e.g. an approver or a guest, gets none). */
export function actionsFor(order: HotelOrderRow, approval: ApprovalRow | null, isBooker: boolean, now: Date): HotelOrderAllowedActions {
  if (!isBooker) return NO_ACTIONS
  const today = shanghaiDate(now)
  return {
    CanPay: canTransition(order.status, 'pay', 'applicant') && (!order.pay_deadline || order.pay_deadline > now),
    CanCancel: canTransition(order.status, 'cancel', 'applicant', cancelContext(order, now)),
    CanRevoke: order.status === 'PendingApproval' && approval?.status === 'pending',
    CanApplyEarlyDeparture:
      canTransition(order.status, 'applyEarlyDeparture', 'applicant', { today, departureDate: order.departure_date }) && addDays(order.arrival_date, 1) < order.departure_date,
    CanViewVoucher: ['Confirmed', 'CheckedIn', 'Completed'].includes(order.status),
  }
}

export async function hotelOrderDetail(db: Queryable, order: HotelOrderRow, approval: ApprovalRow | null, viewerMemberId: number): Promise<HotelOrderDetail> {
  const now = new Date()
  const guests = await findGuests(db, order.id)
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusText: ORDER_STATUS_TEXT[order.status],
    IsPrivate: order.is_private ? 1 : 0,
    HotelId: String(order.hotel_id),
    HotelName: order.hotel_name,
    HotelAddress: order.hotel_address,
    HotelPhone: order.hotel_phone,
    Lat: order.lat,
    Lon: order.lon,
    RoomName: order.room_name,
    RatePlanName: order.rate_plan_name,
    BedType: order.bed_type,
    RoomCount: order.room_count,
    ArrivalDate: order.arrival_date,
    DepartureDate: order.departure_date,
    Nights: order.nights,
    RoomNights: order.nightly_prices_fen.map((fen, i) => ({ Date: addDays(order.arrival_date, i), PriceFen: fen, BreakfastCount: order.breakfast_count })),
    Guests: guests.map((g) => ({ RoomIndex: g.room_index, Name: g.name, PhoneMasked: maskPhone(g.phone) })),
    ContactName: order.contact_name,
    ContactPhoneMasked: maskPhone(order.contact_phone),
    TotalFen: order.total_fen - order.coupon_discount_fen,
    PriceItems: [
      { Kind: 'room', Label: `房费（${order.nights}晚 × ${order.room_count}间）`, AmountFen: order.total_fen },
      ...(order.coupon_discount_fen > 0 ? [{ Kind: 'coupon' as const, Label: '优惠券', AmountFen: -order.coupon_discount_fen }] : []),
    ],
    PaidFen: order.paid_fen,
    RefundedFen: order.refunded_fen,
    PayMethod: order.pay_method === 'onSite' ? 'hotel' : order.pay_method,
    PayDeadline: order.status === 'PendingPayment' && order.pay_deadline ? shanghaiIso(order.pay_deadline) : null,
    CancelRule: {
      Type: order.cancel_type,
      FreeCancelUntil: order.free_cancel_until ? shanghaiIso(order.free_cancel_until) : null,
      PenaltyFen: order.penalty_fen,
      Description: describeOrderCancel(order),
    },
    CardNoMasked: order.card_no_masked,
    CostCenterName: order.cost_center_name,
    ProjectName: order.project_name,
    Remark: order.remark,
    Policy: policyOf(order),
    Approval: approval ? await approvalProgress(db, approval) : null,
    History: await historyOf(db, order.id),
    Actions: actionsFor(order, approval, order.booker_member_id === viewerMemberId, now),
    BookerName: order.booker_name,
    CreatedAt: shanghaiIso(order.created_at),
    HotelConfirmNo: order.hotel_confirm_no,
    Membership: await orderMembership(db, order.id),
  }
}
