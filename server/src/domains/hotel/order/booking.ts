import type { Db, Queryable } from '../../../db/types'
import type { CreateHotelOrderData, CreateHotelOrderRequest } from '../../../../../types/api/hotel'
import type { Member } from '../../../lib/caller'
import type { HotelSupplier, SupplierRatePlan, SupplierRoom } from '../supplier/index'
import { cardError, maskCardNo } from '@domain/card/card'
import { businessRule, conflict, forbidden, invalidInput, notFound } from '../../../lib/errors'
import { shanghaiDate, shanghaiInstant } from '../../../lib/time'
import { approvalFor, openApproval } from '../../approvals/public'
import { approvalNeed } from '@domain/policy/verdict'
import { attachMembership, checkHotelMembership } from '../../bindings/public'
import { validateBudget } from '../../budget/public'
import { checkAttribution } from '../../costs/public'
import { startPayWindow } from '../../orders/public'
import type { ProductExtension } from '../../orders/public'
import { transition } from '../../orders/public'
import { cancelTerms } from '../cancelPolicy'
import { confirmWithHotel } from './confirmation'
import { couponDiscount, takeCoupon } from './coupons'
import { averageNightlyFen, checkRate, standardContext } from '../policy'
import { firstArrivalDate, stayError } from '@domain/hotel/stay'
import { yuanText } from '@domain/money/money'
import { checkBookingUnderApplication, requireApplicationIfNeeded } from '../../travel-apply/public'

const MAX_ROOMS = 10


type Priced = { room: SupplierRoom; plan: SupplierRatePlan; nightlyPricesFen: number[]; totalFen: number; avgNightlyFen: number }

async function priceOf(supplier: HotelSupplier, body: CreateHotelOrderRequest): Promise<Priced> {
  const rooms = await supplier.rooms([Number(body.HotelId)], { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate })
  const room = rooms.find((r) => r.roomId === Number(body.RoomId))
  const plan = room?.ratePlans.find((p) => p.ratePlanId === Number(body.RatePlanId))
  if (!room || !plan) throw notFound('房型不存在或已下架，请重新选择')
  if (plan.remainingRooms < body.RoomCount) throw conflict('该房型房量不足，请选择其他房型')
  const nightTotal = plan.nightlyPricesFen.reduce((sum, fen) => sum + fen, 0)
  return { room, plan, nightlyPricesFen: plan.nightlyPricesFen, totalFen: nightTotal * body.RoomCount, avgNightlyFen: averageNightlyFen(plan.nightlyPricesFen) }
}

async function checkGuests(db: Queryable, member: Member, body: CreateHotelOrderRequest, maxOccupancy: number): Promise<void> {
  for (let room = 0; room < body.RoomCount; room += 1) {
    const count = body.Guests.filter((g) => g.RoomIndex === room).length
    if (count === 0) throw invalidInput(`请填写第${room + 1}间房的入住人`)
    if (count > maxOccupancy) throw invalidInput(`第${room + 1}间房最多入住${maxOccupancy}人`)
  }
  if (body.Guests.some((g) => g.RoomIndex >= body.RoomCount)) throw invalidInput('入住人房间序号不正确')
  const memberIds = [...new Set(body.Guests.map((g) => g.MemberId).filter((id) => id !== ''))].map(Number)
  if (memberIds.length === 0) return
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from members where id = any($1::int[]) and enterprise_id = $2', [memberIds, member.enterpriseId])
  if (rows[0].n !== memberIds.length) throw invalidInput('入住人不属于本企业')
}

async function costAssignment(db: Queryable, member: Member, body: CreateHotelOrderRequest) {
  const find = async (table: 'cost_centers' | 'projects', id: string | undefined, message: string) => {
    if (id === undefined || id === '') return null
    const { rows } = await db.query<{ id: number; name: string }>(`select id, name from ${table} where id = $1 and enterprise_id = $2`, [Number(id), member.enterpriseId])
    if (!rows[0]) throw invalidInput(message)
    return rows[0]
  }
  const costCenter = await find('cost_centers', body.CostCenterId, '成本中心不存在')
  const project = await find('projects', body.ProjectId, '项目不存在')
  return {
    costCenterId: costCenter?.id ?? null,
    costCenterName: costCenter?.name ?? body.CostCenterName.trim(),
    projectId: project?.id ?? null,
    projectName: project?.name ?? body.ProjectName.trim(),
  }
}

async function bookerOf(db: Queryable, member: Member) {
  const { rows } = await db.query<{ name: string; can_book_hotel: boolean; hotel_advance_day: number }>(
    'select m.name, m.can_book_hotel, e.hotel_advance_day from members m join enterprises e on e.id = m.enterprise_id where m.id = $1',
    [member.memberId],
  )
  if (!rows[0]?.can_book_hotel) throw forbidden('您没有预订酒店的权限，请联系企业管理员')
  return rows[0]
}

/**
 * Books a hotel: re-prices with the supplier, re-checks the travel standard with the shared policy, holds
 * the rooms per night and writes the order (and its approval) in one transaction. The order then waits
 * for approval, for payment, or (nothing to pay in the app) goes to the hotel for confirmation.
 */
export async function createHotelOrder(db: Db, supplier: HotelSupplier, hotelProduct: ProductExtension, member: Member, body: CreateHotelOrderRequest, reqId: string | null): Promise<CreateHotelOrderData> {
  const booker = await bookerOf(db, member)
  const now = new Date()
  const today = shanghaiDate(now)
  const stayProblem = stayError(body.ArrivalDate, body.DepartureDate, today, booker.hotel_advance_day, firstArrivalDate(now))
  if (stayProblem) throw invalidInput(stayProblem)
  if (body.RoomCount < 1 || body.RoomCount > MAX_ROOMS) throw invalidInput(`房间数为1-${MAX_ROOMS}间`)
  const hotel = await supplier.hotel(Number(body.HotelId))
  if (!hotel) throw notFound('酒店不存在')
  const city = await supplier.city(hotel.cityCode)
  if (!city) throw notFound('酒店所在城市不存在')
  const priced = await priceOf(supplier, body)
  await checkGuests(db, member, body, priced.room.maxOccupancy)
  if (priced.totalFen !== body.ExpectedTotalFen) throw businessRule(`房价已变化，最新总价¥${yuanText(priced.totalFen)}，请确认后重新提交`)

  const isPrivate = body.IsPrivate === 1
  const context = await standardContext(db, member, city.tier, isPrivate)
  const check = checkRate(context, priced.avgNightlyFen)
  if (check.status === 'over' && check.action === 'block') throw businessRule(`超出差旅标准（¥${yuanText(check.capFen ?? 0)}/晚），不可预订`)
  const reason = body.OverStandardReason.trim()
  const needsReason = check.status === 'over' && (check.action === 'requireReason' || check.action === 'requireApproval')
  if (needsReason && !reason) throw invalidInput('请填写超标原因')

  let cardNoMasked: string | null = null
  if (priced.plan.needCardGuarantee) {
    if (!body.CardGuarantee) throw invalidInput('该房型需要信用卡担保，请填写信用卡信息')
    const problem = cardError(body.CardGuarantee, today)
    if (problem) throw invalidInput(problem)
    cardNoMasked = maskCardNo(body.CardGuarantee.CardNo)
  }
  const cost = await costAssignment(db, member, body)
  let overBudgetNeedsApproval = false
  if (!isPrivate) {
    const reasonId = body.TripReasonId ? Number(body.TripReasonId) : undefined
    if (reasonId !== undefined && (await db.query('select 1 from finance_reasons where id = $1 and enterprise_id = $2', [reasonId, member.enterpriseId])).rowCount === 0) throw invalidInput('出差事由不存在')
    await checkAttribution(db, member.enterpriseId, 1, { costCenterId: cost.costCenterId ?? undefined, projectId: cost.projectId ?? undefined, reasonId })
    const budget = await validateBudget(db, member, {
      Amount: priced.totalFen,
      ProductType: 1,
      TravelDate: body.ArrivalDate,
      ...(cost.costCenterId !== null ? { CostCenterId: String(cost.costCenterId) } : {}),
      ...(cost.projectId !== null ? { ProjectId: String(cost.projectId) } : {}),
    })
    if (!budget.IsPass) throw businessRule(budget.Message)
    overBudgetNeedsApproval = budget.IsOverBudget
  }
  const applyNo = isPrivate ? '' : (body.TravelApplyNo ?? '')
  if (!applyNo) await requireApplicationIfNeeded(db, { enterpriseId: member.enterpriseId, journeyBizNo: body.JourneyBizNo, isPrivate })
  const underApplication = applyNo
    ? await checkBookingUnderApplication(db, { who: member, applyNo, product: 'hotel', cityName: city.name, startDate: body.ArrivalDate, endDate: body.DepartureDate })
    : null
  const decision = underApplication?.skipOrderApproval ? null : await approvalFor(db, member.enterpriseId, 1, {
    totalFen: priced.totalFen,
    need: approvalNeed([check], overBudgetNeedsApproval),
    isPrivate,
  })
  const couponId = body.CouponId ? Number(body.CouponId) : null
  if (couponId !== null && priced.plan.payType !== 2) throw businessRule('到店付房型不可使用优惠券')
  const discountFen = couponId === null ? 0 : await couponDiscount(db, member.memberId, couponId, priced.totalFen)
  const payAmountFen = priced.plan.payType === 2 ? priced.totalFen - discountFen : 0
  const terms = cancelTerms(priced.plan.cancelType, body.ArrivalDate, priced.nightlyPricesFen, body.RoomCount, new Date(), priced.plan.freeCancelDaysBefore)
  const nights = priced.nightlyPricesFen.length
  const guestNames = [...new Set(body.Guests.map((g) => g.Name.trim()))].join('，')
  const firstEmployeeGuest = body.Guests.find((g) => g.MemberId !== '')
  const stay = { arrivalDate: body.ArrivalDate, departureDate: body.DepartureDate }
  const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: booker.name }

  const guestMemberIds = body.Guests.filter((g) => g.MemberId !== '').map((g) => Number(g.MemberId))
  const membership = body.MemberProgramCode
    ? await checkHotelMembership(db, supplier, { memberId: member.memberId, hotelId: hotel.hotelId, guestMemberIds }, body.MemberProgramCode)
    : null

  const created = await db.transaction(async (tx) => {
    const held = await supplier.hold(tx, { roomId: priced.room.roomId, stay, roomCount: body.RoomCount })
    if (!held) throw conflict('该房型已订完，请选择其他房型或日期')
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const orderNo = `H${today.replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name,
         is_trip, amount_fen, title, description, departure_name, arrival_name, arrival_city_code, arrival_city_name, start_time, end_time, req_id,
         pay_amount_fen, pay_method, cancel_type, free_cancel_until, penalty_fen, need_approval, is_private, travel_apply_no)
       values ($1, $2, $3, $4, $5, 1, 'PendingApproval', '', false, $6, $7, $8, '', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       returning id`,
      [orderNo, member.enterpriseId, member.memberId, firstEmployeeGuest ? Number(firstEmployeeGuest.MemberId) : member.memberId, guestNames,
        priced.totalFen, hotel.name, `${priced.room.name} ${body.RoomCount}间 ${nights}晚`, hotel.address, city.cityCode, city.name,
        shanghaiInstant(body.ArrivalDate, hotel.checkInTime), shanghaiInstant(body.DepartureDate, hotel.checkOutTime), reqId,
        payAmountFen, payAmountFen === 0 ? 'onSite' : null, terms.type, terms.freeCancelUntil, terms.penaltyFen, decision !== null, isPrivate, applyNo || null],
    )
    const orderId = rows[0].id
    await tx.query(
      `insert into hotel_orders (order_id, hotel_id, room_id, rate_plan_id, hotel_name, hotel_address, hotel_phone, lat, lon, room_name, rate_plan_name,
         bed_type, breakfast_count, check_in_time, check_out_time, city_code, city_tier, staff_role, arrival_date, departure_date, nights, room_count,
         nightly_prices_fen, total_fen, pay_type, card_no_masked, contact_name, contact_phone, contact_email, cost_center_id, cost_center_name,
         project_id, project_name, remark, is_over_standard, cap_fen, avg_nightly_fen, policy_action, over_standard_reason, saving_bonus_rule_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27,
         $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40)`,
      [orderId, hotel.hotelId, priced.room.roomId, priced.plan.ratePlanId, hotel.name, hotel.address, hotel.phone, hotel.lat, hotel.lon,
        priced.room.name, priced.plan.name, priced.room.bedType, priced.plan.breakfastCount, hotel.checkInTime, hotel.checkOutTime, city.cityCode,
        city.tier, context.Role, body.ArrivalDate, body.DepartureDate, nights, body.RoomCount, JSON.stringify(priced.nightlyPricesFen),
        priced.totalFen, priced.plan.payType, cardNoMasked, body.Contact.Name.trim(), body.Contact.Phone, body.Contact.Email ?? '',
        cost.costCenterId, cost.costCenterName, cost.projectId, cost.projectName, body.Remark.trim(), check.status === 'over', check.capFen,
        priced.avgNightlyFen, check.action, check.status === 'over' ? reason : '', body.SavingBonusRuleId ? Number(body.SavingBonusRuleId) : null],
    )
    if (membership) await attachMembership(tx, orderId, member.memberId, membership)
    if (couponId !== null) {
      await takeCoupon(tx, couponId, orderId)
      await tx.query('update hotel_orders set coupon_id = $2, coupon_discount_fen = $3 where order_id = $1', [orderId, couponId, discountFen])
    }
    for (const guest of body.Guests) {
      await tx.query('insert into hotel_order_guests (order_id, room_index, name, phone, member_id) values ($1, $2, $3, $4, $5)', [
        orderId, guest.RoomIndex, guest.Name.trim(), guest.Phone, guest.MemberId === '' ? null : Number(guest.MemberId),
      ])
    }
    const status = await transition(tx, hotelProduct, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen })
    if (status === 'PendingPayment') await startPayWindow(tx, orderId)
    if (decision) {
      await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title: hotel.name, totalFen: priced.totalFen }, decision, hotelProduct.approvalKind)
    }
    return { orderId, orderNo, status }
  })
  const status = created.status === 'Confirming' ? await confirmWithHotel(db, supplier, hotelProduct, created.orderId) : created.status
  return { OrderNo: created.orderNo, OrderStatus: status, NeedApproval: decision !== null, PayAmountFen: payAmountFen, CardNoMasked: cardNoMasked }
}
