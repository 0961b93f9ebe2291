import type { Db } from '../../db/types'
import type {
  ApprovalOrderDetail, ApprovalOrderDetailRequest, ApprovalOrderListData, ApprovalOrderListRequest, HotelConfirmation, HotelOrderDetail,
  OrderListData, OrderListRequest,
} from '../../../../types/api/order'
import type { Member } from '../identity/sessions'
import { ORDER_STATUS_TEXT, ORDER_TAB_STATUSES } from '@domain/order/orderStatus'
import { noResult, type Answer } from '../../lib/answer'
import { businessRule, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { findApprovalByNo, findApprovalOfOrder, isApproverOf, type ApprovalRow } from '../approvals/approvalRow'
import { findGuests, findHotelOrder, findHotelOrderById, isOrderOfMember, type HotelOrderRow } from '../hotel/order/hotelOrderRow'
import { APPROVAL_STATUS_TEXT, approvalProgress, hotelOrderDetail, orderSubtitle } from './views'

/** The member's orders (booked or staying in), newest first, by order-centre tab. */
export async function orderList(db: Db, member: Member, body: OrderListRequest): Promise<OrderListData | Answer<OrderListData>> {
  const statuses = ORDER_TAB_STATUSES[body.Tab]
  const { rows } = await db.query<{
    order_no: string; product_type: 1; status: HotelOrderRow['status']; hotel_name: string; room_name: string; room_count: number; nights: number
    arrival_date: string; departure_date: string; traveller_name: string; total_fen: number; created_at: Date; pay_deadline: Date | null; total: number
  }>(
    `select o.order_no, o.product_type, o.status, h.hotel_name, h.room_name, h.room_count, h.nights, h.arrival_date, h.departure_date,
            o.traveller_name, h.total_fen - h.coupon_discount_fen as total_fen, o.created_at, h.pay_deadline, count(*) over () as total
       from orders o join hotel_orders h on h.order_id = o.id
      where o.enterprise_id = $1
        and (o.booker_member_id = $2 or exists (select 1 from hotel_order_guests g where g.order_id = o.id and g.member_id = $2))
        and o.status = any($3::text[]) and ($4::int is null or o.product_type = $4)
      order by o.created_at desc, o.id desc limit $5 offset $6`,
    [member.enterpriseId, member.memberId, statuses, body.ProductType ?? null, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: OrderListData = {
    Orders: rows.map((r) => ({
      OrderNo: r.order_no,
      ProductType: r.product_type,
      Status: r.status,
      StatusText: ORDER_STATUS_TEXT[r.status],
      Title: r.hotel_name,
      Subtitle: orderSubtitle(r),
      StartDate: r.arrival_date,
      EndDate: r.departure_date,
      TravellerNames: r.traveller_name,
      TotalFen: r.total_fen,
      CreatedAt: shanghaiIso(r.created_at),
      PayDeadline: r.status === 'PendingPayment' && r.pay_deadline ? shanghaiIso(r.pay_deadline) : null,
    })),
    Total: rows[0]?.total ?? 0,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '暂无订单') : data
}

/** The order for its booker or a guest, or for an approver of its approval (same enterprise); else 4004. */
async function visibleOrder(db: Db, member: Member, orderNo: string): Promise<{ order: HotelOrderRow; approval: ApprovalRow | null }> {
  const order = await findHotelOrder(db, orderNo)
  if (!order || order.enterprise_id !== member.enterpriseId) throw notFound('订单不存在')
  const approval = await findApprovalOfOrder(db, order.id)
  const visible = (await isOrderOfMember(db, order, member.memberId)) || (approval !== null && isApproverOf(approval, member.memberId))
  if (!visible) throw notFound('订单不存在')
  return { order, approval }
}

export async function orderDetail(db: Db, member: Member, orderNo: string): Promise<HotelOrderDetail> {
  const { order, approval } = await visibleOrder(db, member, orderNo)
  return hotelOrderDetail(db, order, approval, member.memberId)
}

export async function hotelConfirmation(db: Db, member: Member, orderNo: string): Promise<HotelConfirmation> {
  const { order } = await visibleOrder(db, member, orderNo)
  if (!['Confirmed', 'CheckedIn', 'Completed'].includes(order.status)) throw businessRule('订单未确认')
  const guests = await findGuests(db, order.id)
  return {
    OrderNo: order.order_no,
    HotelConfirmNo: order.hotel_confirm_no,
    HotelName: order.hotel_name,
    HotelAddress: order.hotel_address,
    HotelPhone: order.hotel_phone,
    RoomName: order.room_name,
    RoomCount: order.room_count,
    BreakfastCount: order.breakfast_count,
    ArrivalDate: order.arrival_date,
    DepartureDate: order.departure_date,
    Nights: order.nights,
    CheckInTime: order.check_in_time,
    CheckOutTime: order.check_out_time,
    GuestNames: [...new Set(guests.map((g) => g.name))],
    PayMethod: order.pay_method ?? 'hotel',
    Notes: [
      '请携带入住人有效身份证件办理入住',
      `入住时间${order.check_in_time}以后，离店时间${order.check_out_time}以前`,
      order.pay_method === 'hotel' ? '房费请于酒店前台支付' : '房费已由企业或个人在线支付，前台无需再付房费',
    ],
    IssuedAt: shanghaiIso(new Date()),
  }
}

/** Approvals of hotel orders: waiting for the caller, decided by the caller, or asked by the caller. */
export async function approvalList(db: Db, member: Member, body: ApprovalOrderListRequest): Promise<ApprovalOrderListData | Answer<ApprovalOrderListData>> {
  const scope = {
    pending: `exists (select 1 from approval_tasks t where t.approval_id = a.id and t.approver_member_id = $2 and t.status = 'pending') and a.status = 'pending'`,
    processed: `exists (select 1 from approval_tasks t where t.approval_id = a.id and t.approver_member_id = $2 and t.status in ('approved', 'rejected'))`,
    mine: 'a.applicant_member_id = $2',
  }[body.Tab]
  const { rows } = await db.query<{
    approval_no: string; order_no: string; applicant_name: string; hotel_name: string; room_name: string; room_count: number; nights: number
    arrival_date: string; departure_date: string; total_fen: number; is_over_standard: boolean; status: ApprovalRow['status']; levels: ApprovalRow['levels']
    current_level: number; created_at: Date; total: number
  }>(
    `select oa.approval_no, o.order_no, m.name as applicant_name, h.hotel_name, h.room_name, h.room_count, h.nights, h.arrival_date, h.departure_date,
            h.total_fen, h.is_over_standard, a.status, oa.levels, oa.current_level, a.created_at, count(*) over () as total
       from order_approvals oa join approvals a on a.id = oa.approval_id join orders o on o.id = oa.order_id
       join hotel_orders h on h.order_id = o.id join members m on m.id = a.applicant_member_id
      where a.enterprise_id = $1 and ${scope}
      order by a.created_at desc, a.id desc limit $3 offset $4`,
    [member.enterpriseId, member.memberId, body.PageSize, (body.PageIndex - 1) * body.PageSize],
  )
  const data: ApprovalOrderListData = {
    Items: rows.map((r) => ({
      ApprovalNo: r.approval_no,
      OrderNo: r.order_no,
      ProductType: 1,
      ApplicantName: r.applicant_name,
      Title: r.hotel_name,
      Subtitle: orderSubtitle(r),
      StartDate: r.arrival_date,
      EndDate: r.departure_date,
      TotalFen: r.total_fen,
      IsOverStandard: r.is_over_standard,
      Status: r.status,
      StatusText: APPROVAL_STATUS_TEXT[r.status],
      CurrentStepName: r.status === 'pending' ? (r.levels.find((l) => l.level === r.current_level)?.name ?? '') : '',
      SubmittedAt: shanghaiIso(r.created_at),
    })),
    Total: rows[0]?.total ?? 0,
    PageIndex: body.PageIndex,
    PageSize: body.PageSize,
  }
  return data.Total === 0 ? noResult(data, '暂无审批') : data
}

export async function approvalDetail(db: Db, member: Member, key: ApprovalOrderDetailRequest): Promise<ApprovalOrderDetail> {
  let approval: ApprovalRow | null
  if ('ApprovalNo' in key && key.ApprovalNo) approval = await findApprovalByNo(db, key.ApprovalNo)
  else {
    const order = 'OrderNo' in key && key.OrderNo ? await findHotelOrder(db, key.OrderNo) : null
    approval = order && order.enterprise_id === member.enterpriseId ? await findApprovalOfOrder(db, order.id) : null
  }
  if (!approval || approval.enterprise_id !== member.enterpriseId) throw notFound('审批单不存在')
  const isApplicant = approval.applicant_member_id === member.memberId
  if (!isApplicant && !isApproverOf(approval, member.memberId)) throw notFound('审批单不存在')
  const order = await findHotelOrderById(db, approval.order_id)
  if (!order) throw notFound('订单不存在')
  const { rowCount } = await db.query(
    `select 1 from approval_tasks where approval_id = $1 and approver_member_id = $2 and step = $3 and status = 'pending'`,
    [approval.approval_id, member.memberId, approval.current_level],
  )
  return {
    ApprovalNo: approval.approval_no,
    ApplicantName: approval.applicant_name,
    SubmittedAt: shanghaiIso(approval.created_at),
    Progress: await approvalProgress(db, approval),
    Order: await hotelOrderDetail(db, order, approval, member.memberId),
    CanApprove: approval.status === 'pending' && rowCount > 0,
    CanRevoke: isApplicant && approval.status === 'pending',
  }
}
