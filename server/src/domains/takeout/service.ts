import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../../db/types'
import type * as Api from '../../../../types/api/takeout'
import type { Member } from '../../lib/caller'
import { GRADE_NAME } from '@domain/policy/standards'
import { takeoutVerdict } from '@domain/policy/takeout'
import { businessRule, conflict, forbidden, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate } from '../../lib/time'
import { standardFor } from '../policy/public'
import { approvalFor, openApproval } from '../approvals/public'
import { approvalNeed } from '@domain/policy/verdict'
import { chargeOf, overBudgetNeedsApproval } from '../costs/public'
import type { OrderDetailOf, OrderProducts, ProductExtension } from '../orders/public'
import { visibleOrder } from '../orders/public'
import { SYSTEM_ACTOR, transition } from '../orders/public'
import { priceCart, RESTAURANT } from './provider/menu'

export const TAKEOUT_PRODUCT_TYPE = 8

type Who = Pick<Member, 'memberId' | 'enterpriseId'>

/** Over-standard reasons of takeout (decision 0260); 其他 lets the member type one. */
export const TAKEOUT_REASONS: readonly Api.TakeoutReason[] = [
  { Code: '1', Text: '加班工作餐' },
  { Code: '2', Text: '招待客户' },
  { Code: '3', Text: '团队聚餐' },
  { Code: '9', Text: '其他' },
]

/** Statuses whose meals count against the day's standard. */
const SPENDING_STATUSES = ['PendingApproval', 'PendingPayment', 'Confirming', 'Confirmed', 'Completed']

async function takeoutMember(db: Queryable, member: Who) {
  const { rows } = await db.query<{ name: string; phone: string; can_order_takeout: boolean }>(
    'select m.name, a.phone, m.can_order_takeout from members m join accounts a on a.id = m.account_id where m.id = $1 and m.enterprise_id = $2',
    [member.memberId, member.enterpriseId],
  )
  if (!rows[0]) throw notFound('员工不存在')
  return rows[0]
}

async function spentOn(db: Queryable, member: Who, day: string): Promise<number> {
  const { rows } = await db.query<{ fen: string | null }>(
    `select sum(t.amount_fen)::text as fen from takeout_orders t join orders o on o.id = t.order_id
      where o.booker_member_id = $1 and o.enterprise_id = $2 and t.meal_date = $3 and o.status = any($4::text[])`,
    [member.memberId, member.enterpriseId, day, SPENDING_STATUSES],
  )
  return Number(rows[0]?.fen ?? 0)
}

async function verdictFor(db: Queryable, member: Who, amountFen: number, day = shanghaiDate()) {
  const applied = await standardFor(db, member, 'takeout')
  const spentTodayFen = await spentOn(db, member, day)
  return { applied, spentTodayFen, verdict: takeoutVerdict({ amountFen }, { grade: applied.grade, standard: applied.standard, spentTodayFen }) }
}

export async function bookingInfo(db: Queryable, member: Member): Promise<Api.TakeoutBookingInfoData> {
  const who = await takeoutMember(db, member)
  const day = shanghaiDate()
  const { applied, spentTodayFen, verdict } = await verdictFor(db, member, 0, day)
  const { rows } = await db.query<{ contact: string; phone: string; address: string; city_name: string }>(
    `select distinct on (address) contact, phone, address, city_name from takeout_presaves
      where member_id = $1 and enterprise_id = $2 order by address, created_at desc limit 5`,
    [member.memberId, member.enterpriseId],
  )
  return {
    Date: day,
    GradeName: GRADE_NAME[applied.grade],
    CapFen: verdict.capFen,
    SpentTodayFen: spentTodayFen,
    RemainingFen: verdict.remainingFen,
    Rule: verdict.rule,
    WhenExceeded: applied.standard?.whenExceeded ?? null,
    Addresses: rows.length ? rows.map((r) => ({ Contact: r.contact, Phone: r.phone, Address: r.address, CityName: r.city_name })) : [{ Contact: who.name, Phone: who.phone, Address: '', CityName: '' }],
    CanOrder: who.can_order_takeout,
  }
}

export async function validStandard(db: Queryable, member: Member, body: Api.TakeoutValidStandardRequest): Promise<Api.TakeoutValidStandardData> {
  await takeoutMember(db, member)
  const { verdict } = await verdictFor(db, member, body.AmountFen)
  return { IsOverStandard: verdict.status === 'over', Action: verdict.action, Rule: verdict.rule, RemainingFen: verdict.remainingFen }
}

function reasonTextOf(code: string, typed: string): string {
  if (code === '') return ''
  const reason = TAKEOUT_REASONS.find((r) => r.Code === code)
  if (!reason) throw invalidInput('超标原因不正确')
  if (code === '9' && !typed.trim()) throw invalidInput('请填写超标原因')
  return code === '9' ? typed.trim() : reason.Text
}

/** Keeps the booking (address, reason) and answers the provider's page for it. */
export async function presave(db: Db, member: Member, body: Api.TakeoutPresaveRequest, origin: string): Promise<Api.TakeoutPresaveData> {
  const who = await takeoutMember(db, member)
  if (!who.can_order_takeout) throw forbidden('您没有点外卖的权限，请联系企业管理员')
  const address = { contact: body.Address.Contact.trim(), phone: body.Address.Phone, address: body.Address.Address.trim(), city: body.Address.CityName.trim() }
  if (!address.contact) throw invalidInput('请填写联系人')
  if (!address.address) throw invalidInput('请填写送餐地址')
  const reason = reasonTextOf(body.ReasonCode, body.Reason)
  const charge = await chargeOf(db, member, TAKEOUT_PRODUCT_TYPE, body)
  const { rows: seq } = await db.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
  const preOrderNo = `WP${shanghaiDate().replaceAll('-', '')}${seq[0].n}`
  const token = randomBytes(18).toString('hex')
  await db.query(
    `insert into takeout_presaves (pre_order_no, token, enterprise_id, member_id, contact, phone, address, city_name, reason_code, reason, remark,
       cost_center_id, cost_center_name, project_id, project_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [preOrderNo, token, member.enterpriseId, member.memberId, address.contact, address.phone, address.address, address.city, body.ReasonCode, reason, body.Remark.trim(),
      charge.costCenterId, charge.costCenterName, charge.projectId, charge.projectName],
  )
  return { PreOrderNo: preOrderNo, DetailUrl: detailUrlOf(origin, token) }
}

const detailUrlOf = (origin: string, token: string) => `${origin}/waimai/provider/menu?token=${token}`

type PresaveRow = {
  id: number; pre_order_no: string; token: string; enterprise_id: number; member_id: number; reason: string; order_id: number | null; address: string; contact: string
  cost_center_id: number | null; cost_center_name: string; project_id: number | null; project_name: string
}

export async function detailUrl(db: Queryable, member: Member, preOrderNo: string, origin: string): Promise<Api.TakeoutDetailUrlData> {
  const { rows } = await db.query<PresaveRow & { order_no: string | null; amount_fen: string | null }>(
    `select p.*, o.order_no, t.amount_fen::text as amount_fen from takeout_presaves p
       left join orders o on o.id = p.order_id left join takeout_orders t on t.order_id = p.order_id
      where p.pre_order_no = $1 and p.member_id = $2 and p.enterprise_id = $3`,
    [preOrderNo, member.memberId, member.enterpriseId],
  )
  const row = rows[0]
  if (!row) throw notFound('预订单不存在')
  return {
    PreOrderNo: row.pre_order_no, DetailUrl: detailUrlOf(origin, row.token), Status: row.order_id === null ? 'open' : 'ordered',
    OrderNo: row.order_no ?? '', AmountFen: Number(row.amount_fen ?? 0),
  }
}

export async function presaveByToken(db: Queryable, token: string): Promise<PresaveRow | null> {
  if (!/^[0-9a-f]{36}$/.test(token)) return null
  const { rows } = await db.query<PresaveRow>('select * from takeout_presaves where token = $1', [token])
  return rows[0] ?? null
}

/** The provider's checkout: re-checks the day's standard and brings the order into the order core (product 8, enterprise-paid). */
export async function checkout(db: Db, product: ProductExtension, body: Api.TakeoutCheckoutRequest): Promise<Api.TakeoutCheckoutData> {
  const pre = await presaveByToken(db, body.Token)
  if (!pre) throw notFound('点餐链接已失效，请返回企业应用重新进入')
  if (pre.order_id !== null) throw conflict('该预订单已下单')
  const cart = priceCart(body.Items)
  if (typeof cart === 'string') throw invalidInput(cart)
  const member: Who = { memberId: Number(pre.member_id), enterpriseId: Number(pre.enterprise_id) }
  const who = await takeoutMember(db, member)
  const day = shanghaiDate()
  const { verdict } = await verdictFor(db, member, cart.totalFen, day)
  const isOver = verdict.status === 'over'
  if (isOver && verdict.action === 'block') throw businessRule(verdict.rule)
  if (isOver && !pre.reason) throw businessRule(`${verdict.rule}；请返回企业应用填写超标原因后重新点餐`)
  // The meal's budget is known only now (decision 0480): over a forbidding budget refuses, over a warning one goes to approval.
  const charge = { costCenterId: pre.cost_center_id, costCenterName: pre.cost_center_name, projectId: pre.project_id, projectName: pre.project_name }
  const overBudget = await overBudgetNeedsApproval(db, member, TAKEOUT_PRODUCT_TYPE, charge, cart.totalFen, day)
  const decision = await approvalFor(db, member.enterpriseId, TAKEOUT_PRODUCT_TYPE, { totalFen: cart.totalFen, need: approvalNeed([], overBudget), isPrivate: false })
  const summary = cart.lines.map((l) => `${l.name}×${l.count}`).join('、')
  return db.transaction(async (tx) => {
    const locked = await tx.query<{ order_id: number | null }>('select order_id from takeout_presaves where id = $1 for update', [pre.id])
    if (locked.rows[0].order_id !== null) throw conflict('该预订单已下单')
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const orderNo = `W${day.replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into orders (order_no, enterprise_id, booker_member_id, traveller_member_id, traveller_name, product_type, status, status_name, is_trip,
         amount_fen, title, description, departure_name, arrival_name, start_time, req_id, pay_amount_fen, pay_method, cancel_type, penalty_fen, need_approval, is_private)
       values ($1, $2, $3, $3, $4, 8, 'PendingApproval', '', false, $5, $6, $7, $6, $8, now(), $9, 0, 'onSite', 0, 0, $10, false) returning id`,
      [orderNo, member.enterpriseId, member.memberId, who.name, cart.totalFen, RESTAURANT.name, summary, pre.address, `takeout:${pre.pre_order_no}`, decision !== null],
    )
    const orderId = Number(rows[0].id)
    await tx.query(
      `insert into takeout_orders (order_id, presave_id, meal_date, restaurant, items, amount_fen, is_over_standard, policy_rule) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [orderId, pre.id, day, RESTAURANT.name, JSON.stringify(cart.lines), cart.totalFen, isOver, verdict.rule],
    )
    await tx.query('update takeout_presaves set order_id = $2 where id = $1', [pre.id, orderId])
    const applicant = { actor: 'applicant' as const, memberId: member.memberId, name: who.name }
    const submitted = await transition(tx, product, { id: orderId, status: null }, 'submit', applicant, { needApproval: decision !== null, payAmountFen: 0 })
    if (submitted === 'Confirming') await transition(tx, product, { id: orderId, status: submitted }, 'confirm', SYSTEM_ACTOR, {}, '商家已接单')
    if (decision) await openApproval(tx, { id: orderId, orderNo, enterpriseId: member.enterpriseId, applicantMemberId: member.memberId, title: RESTAURANT.name, totalFen: cart.totalFen }, decision, product.approvalKind)
    return { OrderNo: orderNo, AmountFen: cart.totalFen, IsOverStandard: isOver }
  })
}

/** A takeout order's detail for its booker (or an approver of it); another product's order answers 4004 like a missing one. */
export async function takeoutOrderDetail(db: Db, products: OrderProducts, member: Member, orderNo: string): Promise<OrderDetailOf[typeof TAKEOUT_PRODUCT_TYPE]> {
  const { order, approval } = await visibleOrder(db, products, member, orderNo)
  if (Number(order.product_type) !== TAKEOUT_PRODUCT_TYPE) throw notFound('订单不存在')
  return products.of(TAKEOUT_PRODUCT_TYPE).detail(db, order, approval, member.memberId)
}
