import type { Db, Queryable } from '../../db/types'
import type {
  ApplyClaimData, ApplyClaimRequest, BuyPoliciesData, ClaimDetailData, ClaimSummary, GetOrderPoliciesData, InsurancePolicy, InsuranceProduct, PolicyDetailData,
  SupplyClaimData, SupplyClaimRequest,
} from '../../../../types/api/insurance'
import type { Member } from '../../lib/caller'
import { canSupply, CLAIM_KIND_TEXT, CLAIM_STATUS_TEXT, claimProblem, PRODUCTS, productOf, statusAfterFiling, type ClaimStatus, type Product } from '@domain/insurance/insurance'
import { yuanText } from '@domain/money/money'
import { businessRule, conflict, invalidInput, notFound } from '../../lib/errors'
import { shanghaiDate, shanghaiIso } from '../../lib/time'
import { findOrder, type OrderRow } from '../orders/public'
import { creditEnterprise } from '../orders/public'
import { chargeEnterprise } from '../flight/public'
import type { TicketMove } from '../flight/public'
import { travelOf } from './sources'

const INSURED_PRODUCTS = [5, 6]
const POLICY_STATUS_TEXT = { Active: '保障中', Refunded: '已退保', Expired: '已到期' } as const
const MATERIAL = /^\/tripwise-m-api\/common\/file\/[0-9a-f]{32}$/

type PolicyRow = {
  id: number; policy_no: string; order_id: number; order_no: string; product_type: 5 | 6; leg_seq: number; leg_text: string; insured_name: string; product_code: string
  premium_fen: number; sum_insured_fen: number; status: 'Active' | 'Refunded' | 'Expired'; starts_at: Date; ends_at: Date; enterprise_id: number; buyer_member_id: number
}

const toProduct = (p: Product): InsuranceProduct => ({ Code: p.code, Name: p.name, ProductType: p.productType, PremiumFen: p.premiumFen, SumInsuredFen: p.sumInsuredFen, Coverage: p.coverage, Insurer: p.insurer })

function toPolicy(r: PolicyRow, now: Date): InsurancePolicy {
  const product = productOf(r.product_code)
  const status = r.status === 'Active' && r.ends_at < now ? 'Expired' : r.status
  return {
    PolicyNo: r.policy_no, OrderNo: r.order_no, ProductType: r.product_type, ProductCode: product?.code ?? 'FLIGHT_ACCIDENT', ProductName: product?.name ?? r.product_code,
    Insurer: product?.insurer ?? '', InsuredName: r.insured_name, LegText: r.leg_text, PremiumFen: Number(r.premium_fen), SumInsuredFen: Number(r.sum_insured_fen),
    Coverage: product?.coverage ?? '', Status: status, StatusText: POLICY_STATUS_TEXT[status], StartsAt: shanghaiIso(r.starts_at), EndsAt: shanghaiIso(r.ends_at),
    // A claim can be filed from departure until 30 days after the trip (an expired policy still covers what happened during it).
    CanClaim: r.status !== 'Refunded' && r.starts_at <= now && now.getTime() - r.ends_at.getTime() < 30 * 86_400_000,
  }
}

const POLICY_SELECT = `select p.*, o.order_no from insurance_policies p join orders o on o.id = p.order_id`

/** An order of the caller's enterprise that the caller booked or travels on, insurable (flight or train), or 4004. */
async function insurableOrder(db: Queryable, member: Member, orderNo: string): Promise<OrderRow> {
  const order = await findOrder(db, orderNo)
  if (!order || order.enterprise_id !== member.enterpriseId || !INSURED_PRODUCTS.includes(order.product_type)) throw notFound('订单不存在')
  if (!(await isBookerOrTraveller(db, order, member.memberId))) throw notFound('订单不存在')
  return order
}

async function isBookerOrTraveller(db: Queryable, order: { id: number; booker_member_id: number }, memberId: number): Promise<boolean> {
  if (order.booker_member_id === memberId) return true
  const { rows } = await db.query<{ traveller_member_id: number | null }>('select traveller_member_id from orders where id = $1', [order.id])
  return rows[0]?.traveller_member_id === memberId
}

async function ownPolicy(db: Queryable, member: Member, policyNo: string): Promise<PolicyRow> {
  const { rows } = await db.query<PolicyRow>(`${POLICY_SELECT} where p.policy_no = $1 and p.enterprise_id = $2`, [policyNo, member.enterpriseId])
  const policy = rows[0]
  if (!policy) throw notFound('保单不存在')
  const order = await findOrder(db, policy.order_no)
  if (policy.buyer_member_id !== member.memberId && !(order && (await isBookerOrTraveller(db, order, member.memberId)))) throw notFound('保单不存在')
  return policy
}

function buyNote(order: OrderRow): string {
  if (order.is_private) return '因私订单请在预订时购买保险'
  if (!['Confirming', 'Confirmed'].includes(order.status)) return '出票后可购买保险'
  return ''
}

export async function orderPolicies(db: Db, member: Member, orderNo: string, now = new Date()): Promise<GetOrderPoliciesData> {
  const order = await insurableOrder(db, member, orderNo)
  const { rows } = await db.query<PolicyRow>(`${POLICY_SELECT} where p.order_id = $1 order by p.leg_seq, p.insured_name, p.product_code`, [order.id])
  const note = buyNote(order)
  const bought = new Set(rows.filter((r) => r.status === 'Active').map((r) => r.product_code))
  return {
    OrderNo: order.order_no,
    OrderTitle: order.title,
    Policies: rows.map((r) => toPolicy(r, now)),
    Products: PRODUCTS.filter((p) => p.productType === order.product_type && !bought.has(p.code)).map(toProduct),
    CanBuy: note === '',
    BuyNote: note,
  }
}

/** 投保: one policy per passenger and leg still to travel; the premium is paid from the enterprise account. */
export async function buyPolicies(db: Db, member: Member, body: { OrderNo: string; ProductCode: string }, now = new Date()): Promise<BuyPoliciesData> {
  const order = await insurableOrder(db, member, body.OrderNo)
  const product = productOf(body.ProductCode)
  if (!product || product.productType !== order.product_type) throw invalidInput('该保险不适用于此订单')
  const note = buyNote(order)
  if (note) throw businessRule(note)
  const insuredNow = async (q: Queryable) => {
    const travel = await travelOf(q, order)
    const legs = travel.legs.filter((l) => l.isActive && l.startsAt > now)
    if (legs.length === 0 || travel.travellers.length === 0) throw businessRule('行程已开始或已退票，无法购买保险')
    return { legs, travellers: travel.travellers }
  }
  await insuredNow(db)
  return db.transaction(async (tx) => {
    // The order is locked before "bought already" is read: parallel purchases of one order queue here, and the
    // premium is charged once (issue 31, item 13). Its legs and passengers are read again under the lock: a change or
    // refund of some passengers (decisions 0790, 0791, 0810) that went first leaves them insured no more here.
    const locked = await findOrder(tx, order.order_no, true)
    const lockedNote = locked ? buyNote(locked) : '订单不存在'
    if (lockedNote) throw businessRule(lockedNote)
    const { legs, travellers } = await insuredNow(tx)
    const premiumFen = product.premiumFen * legs.length * travellers.length
    const { rows: taken } = await tx.query<{ n: number }>(`select count(*)::int as n from insurance_policies where order_id = $1 and product_code = $2 and status = 'Active'`, [order.id, product.code])
    if (taken[0].n > 0) throw conflict(`已购买${product.name}`)
    await chargeEnterprise(tx, order, premiumFen, '企业账户余额不足，无法支付保费')
    const policyNos: string[] = []
    for (const leg of legs) {
      for (const name of travellers) {
        const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
        const policyNo = `P${shanghaiDate(now).replaceAll('-', '')}${seq[0].n}`
        await tx.query(
          `insert into insurance_policies (policy_no, enterprise_id, order_id, buyer_member_id, product_type, leg_seq, leg_text, insured_name, product_code, premium_fen, sum_insured_fen, starts_at, ends_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [policyNo, order.enterprise_id, order.id, member.memberId, order.product_type, leg.seq, leg.text, name, product.code, product.premiumFen, product.sumInsuredFen, leg.startsAt, leg.endsAt],
        )
        policyNos.push(policyNo)
      }
    }
    return { OrderNo: order.order_no, PolicyNos: policyNos, PremiumFen: premiumFen }
  })
}

/** 退保 with the ticket: the legs refunded lose their active policies and the premium goes back to the enterprise account. */
export async function refundPoliciesOfLegs(db: Db, orderId: number, seqs: readonly number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ enterprise_id: number; premium_fen: number }>(
      `update insurance_policies set status = 'Refunded', refunded_at = now() where order_id = $1 and leg_seq = any($2::int[]) and status = 'Active' returning enterprise_id, premium_fen`,
      [orderId, [...seqs]],
    )
    const total = rows.reduce((sum, r) => sum + Number(r.premium_fen), 0)
    if (total > 0) await creditEnterprise(tx, rows[0].enterprise_id, orderId, total)
    return total
  })
}

/** 退保 with train tickets refunded on their own (decision 0391): the policies of those passengers on the order. */
export async function refundPoliciesOfPassengers(db: Db, orderId: number, names: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ enterprise_id: number; premium_fen: number }>(
      `update insurance_policies set status = 'Refunded', refunded_at = now() where order_id = $1 and insured_name = any($2::text[]) and status = 'Active' returning enterprise_id, premium_fen`,
      [orderId, [...names]],
    )
    const total = rows.reduce((sum, r) => sum + Number(r.premium_fen), 0)
    if (total > 0) await creditEnterprise(tx, rows[0].enterprise_id, orderId, total)
    return total
  })
}

/**
 * 改签 (decision 0810): the active policies of the moved tickets follow them, the same policy (number, premium,
 * claims) now covering the new flight: onto its order and leg, with its text and times. No premium moves; runs in the
 * change's transaction, on the order it locked.
 */
export async function movePoliciesWithTickets(tx: Queryable, move: TicketMove): Promise<number> {
  const leg = (await travelOf(tx, { id: move.toOrderId, product_type: 5 })).legs.find((l) => l.seq === move.toSeq)
  if (!leg) return 0
  const { rowCount } = await tx.query(
    `update insurance_policies set order_id = $3, leg_seq = $4, leg_text = $5, starts_at = $6, ends_at = $7
      where order_id = $1 and leg_seq = $2 and status = 'Active' and ($8::text[] is null or insured_name = any($8::text[]))`,
    [move.fromOrderId, move.fromSeq, move.toOrderId, move.toSeq, leg.text, leg.startsAt, leg.endsAt, move.passengerNames ? [...move.passengerNames] : null],
  )
  return rowCount ?? 0
}

const toSummary = (c: { claim_no: string; kind: ApplyClaimRequest['Kind']; amount_fen: number; status: ClaimStatus; created_at: Date }): ClaimSummary => ({
  ClaimNo: c.claim_no, Kind: c.kind, KindText: CLAIM_KIND_TEXT[c.kind], AmountFen: Number(c.amount_fen), Status: c.status, StatusText: CLAIM_STATUS_TEXT[c.status], CreatedAt: shanghaiIso(c.created_at),
})

export async function policyDetail(db: Db, member: Member, policyNo: string, now = new Date()): Promise<PolicyDetailData> {
  const policy = await ownPolicy(db, member, policyNo)
  const { rows } = await db.query<{ claim_no: string; kind: ApplyClaimRequest['Kind']; amount_fen: number; status: ClaimStatus; created_at: Date }>(
    'select claim_no, kind, amount_fen, status, created_at from insurance_claims where policy_id = $1 order by id desc', [policy.id])
  return { Policy: toPolicy(policy, now), Claims: rows.map(toSummary) }
}

function checkMaterials(materials: readonly string[]) {
  if (materials.length > 9) throw invalidInput('最多上传9张材料')
  if (materials.some((m) => !MATERIAL.test(m))) throw invalidInput('材料图片无效，请重新上传')
}

async function addEvent(tx: Queryable, claimId: number, status: ClaimStatus, text: string) {
  await tx.query('insert into insurance_claim_events (claim_id, status, text) values ($1, $2, $3)', [claimId, status, text])
}

/** The 4009 of a second claim of one kind on a policy while the first is open or paid (decision 0575). */
export const CLAIM_FILED = '该保单已有同类理赔申请，请在理赔进度中查看'

/** 理赔申请: the product must cover the kind, the amount within the sum insured; no material yet: 待补充材料. */
export async function applyClaim(db: Db, member: Member, body: ApplyClaimRequest, now = new Date()): Promise<ApplyClaimData> {
  const policy = await ownPolicy(db, member, body.PolicyNo)
  const product = productOf(policy.product_code)
  if (!product) throw notFound('保单不存在')
  if (!toPolicy(policy, now).CanClaim) throw businessRule(policy.status === 'Refunded' ? '保单已退保，不可申请理赔' : policy.starts_at > now ? '保障尚未开始，不可申请理赔' : '已超过理赔申请期限（行程结束后30天）')
  const problem = claimProblem(product, body.Kind, body.AmountFen, body.Description)
  if (problem) throw invalidInput(problem)
  checkMaterials(body.Materials)
  const status = statusAfterFiling(body.Materials.length)
  const { rows: filed } = await db.query<{ n: number }>(`select count(*)::int as n from insurance_claims where policy_id = $1 and kind = $2 and status <> 'Rejected'`, [policy.id, body.Kind])
  // Parallel filings that all pass this check meet the unique index insurance_claims_one_live_per_kind: the same 4009.
  if (filed[0].n > 0) throw conflict(CLAIM_FILED)
  return db.transaction(async (tx) => {
    const { rows: seq } = await tx.query<{ n: number }>(`select nextval('order_no_seq')::int as n`)
    const claimNo = `C${shanghaiDate(now).replaceAll('-', '')}${seq[0].n}`
    const { rows } = await tx.query<{ id: number }>(
      `insert into insurance_claims (claim_no, policy_id, enterprise_id, member_id, kind, amount_fen, description, materials, status) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [claimNo, policy.id, member.enterpriseId, member.memberId, body.Kind, body.AmountFen, body.Description.trim(), JSON.stringify(body.Materials), status],
    )
    await addEvent(tx, rows[0].id, 'Submitted', `提交理赔申请，申请金额¥${yuanText(body.AmountFen)}`)
    await addEvent(tx, rows[0].id, status, status === 'NeedMaterials' ? '请补充理赔材料（如延误证明、医疗票据、身份证明）' : `${product.insurer}已收到材料，将在3个工作日内完成审核`)
    return { ClaimNo: claimNo, Status: status }
  })
}

type ClaimRow = {
  id: number; claim_no: string; kind: ApplyClaimRequest['Kind']; amount_fen: number; status: ClaimStatus; created_at: Date; description: string; materials: string[]; policy_no: string
  insurer_note: string; approved_fen: number | null
}

async function ownClaim(db: Queryable, member: Member, claimNo: string): Promise<ClaimRow & { policy: PolicyRow }> {
  const { rows } = await db.query<ClaimRow>(
    `select c.*, p.policy_no from insurance_claims c join insurance_policies p on p.id = c.policy_id where c.claim_no = $1 and c.enterprise_id = $2 and c.member_id = $3`,
    [claimNo, member.enterpriseId, member.memberId],
  )
  if (!rows[0]) throw notFound('理赔申请不存在')
  return { ...rows[0], policy: await ownPolicy(db, member, rows[0].policy_no) }
}

/** 补充材料: adds to the claim's materials; the claim goes (back) to review. */
export async function supplyClaim(db: Db, member: Member, body: SupplyClaimRequest): Promise<SupplyClaimData> {
  const claim = await ownClaim(db, member, body.ClaimNo)
  if (!canSupply(claim.status)) throw businessRule(`理赔${CLAIM_STATUS_TEXT[claim.status]}，不可补充材料`)
  if (body.Materials.length === 0) throw invalidInput('请上传补充材料')
  const materials = [...claim.materials, ...body.Materials]
  checkMaterials(materials)
  await db.transaction(async (tx) => {
    const { rowCount } = await tx.query(`update insurance_claims set materials = $2, status = 'Reviewing', insurer_note = '', moved_at = now() where id = $1 and status = $3`, [
      claim.id, JSON.stringify(materials), claim.status,
    ])
    if (rowCount === 0) throw conflict('理赔状态已变化，请刷新后重试')
    await addEvent(tx, claim.id, 'Reviewing', `补充材料${body.Materials.length}份${body.Note.trim() ? `：${body.Note.trim()}` : ''}，审核中`)
  })
  return { ClaimNo: claim.claim_no, Status: 'Reviewing' }
}

export async function claimDetail(db: Db, member: Member, claimNo: string): Promise<ClaimDetailData> {
  const claim = await ownClaim(db, member, claimNo)
  const { rows } = await db.query<{ status: ClaimStatus; text: string; at: Date }>('select status, text, at from insurance_claim_events where claim_id = $1 order by id', [claim.id])
  return {
    ...toSummary(claim),
    PolicyNo: claim.policy_no,
    ProductName: productOf(claim.policy.product_code)?.name ?? '',
    InsuredName: claim.policy.insured_name,
    Description: claim.description,
    Materials: claim.materials,
    Events: rows.map((e) => ({ Status: e.status, Text: e.text, At: shanghaiIso(e.at) })),
    CanSupply: canSupply(claim.status),
    InsurerNote: claim.status === 'NeedMaterials' || claim.status === 'Rejected' ? claim.insurer_note : '',
    ApprovedFen: claim.approved_fen === null ? null : Number(claim.approved_fen),
  }
}
