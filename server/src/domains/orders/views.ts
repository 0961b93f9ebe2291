import type { Queryable } from '../../db/types'
import type {
  ApprovalProgress, ApprovalStep, HotelOrderAllowedActions, HotelOrderDetail, OrderPolicyResult, OrderStatusHistoryEntry,
} from '../../../../types/api/order'
import { canTransition, ORDER_STATUS_TEXT } from '@domain/order/orderStatus'
import { maskPhone } from '../../lib/mask'
import { addDays, shanghaiDate, shanghaiIso } from '../../lib/time'
import { describeCancelTerms } from '../hotel/cancelPolicy'
import { findTasks, type ApprovalRow } from '../approvals/approvalRow'
import { cancelContext } from './cancel'
import { findGuests, type HotelOrderRow } from '../hotel/order/hotelOrderRow'
import { yuanText } from '@domain/money/money'

const yuan = (fen: number) => `¥${yuanText(fen)}`

export const APPROVAL_STATUS_TEXT: Record<ApprovalRow['status'], string> = { pending: '审批中', approved: '已通过', rejected: '已驳回', revoked: '已撤回' }

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

export async function approvalProgress(db: Queryable, approval: ApprovalRow): Promise<ApprovalProgress> {
  const tasks = await findTasks(db, approval.approval_id)
  const ids = [...new Set(approval.levels.flatMap((l) => l.approverMemberIds))]
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from members where id = any($1::int[])', [ids])
  const nameOf = new Map(rows.map((r) => [r.id, r.name]))
  const steps = approval.levels.map((level): ApprovalStep => {
    const decided = tasks.find((t) => t.step === level.level && (t.status === 'approved' || t.status === 'rejected'))
    let status: ApprovalStep['Status'] = 'waiting'
    if (decided) status = decided.status === 'approved' ? 'approved' : 'rejected'
    else if (level.level === approval.current_level) status = approval.status === 'pending' ? 'pending' : approval.status === 'revoked' ? 'revoked' : 'waiting'
    return {
      Step: level.level,
      Name: level.name,
      ApproverNames: level.approverMemberIds.map((id) => nameOf.get(id) ?? ''),
      Status: status,
      ActedByName: decided?.approver_name ?? '',
      Comment: decided?.comment ?? '',
      ActedAt: decided?.decided_at ? shanghaiIso(decided.decided_at) : null,
    }
  })
  return { ApprovalNo: approval.approval_no, Status: approval.status, FlowName: approval.flow_name, Steps: steps }
}

async function historyOf(db: Queryable, orderId: number): Promise<OrderStatusHistoryEntry[]> {
  const { rows } = await db.query<{ action: OrderStatusHistoryEntry['Action']; from_status: OrderStatusHistoryEntry['FromStatus']; to_status: OrderStatusHistoryEntry['ToStatus']; actor_name: string; actor: OrderStatusHistoryEntry['Actor']; remark: string; at: Date }>(
    'select action, from_status, to_status, actor_name, actor, remark, at from order_status_history where order_id = $1 order by id',
    [orderId],
  )
  return rows.map((r) => ({ Action: r.action, FromStatus: r.from_status, ToStatus: r.to_status, ActorName: r.actor_name, Actor: r.actor, Remark: r.remark, At: shanghaiIso(r.at) }))
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
  const terms = { type: order.cancel_type, freeCancelUntil: order.free_cancel_until, penaltyFen: order.penalty_fen }
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
    PayMethod: order.pay_method,
    PayDeadline: order.status === 'PendingPayment' && order.pay_deadline ? shanghaiIso(order.pay_deadline) : null,
    CancelRule: {
      Type: order.cancel_type,
      FreeCancelUntil: order.free_cancel_until ? shanghaiIso(order.free_cancel_until) : null,
      PenaltyFen: order.penalty_fen,
      Description: describeCancelTerms(terms),
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
  }
}
