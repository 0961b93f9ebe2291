import type { Db } from '../../db/types'
import type { InsuranceProductCode, InsuranceRequestStatus, RequestPoliciesData, RequestPoliciesRequest } from '../../../../types/api/insurance'
import type { Member } from '../../lib/caller'
import { productOf } from '@domain/insurance/insurance'
import { ApiError, businessRule, invalidInput, notFound } from '../../lib/errors'
import { findOrder } from '../orders/public'
import { buyPolicies } from './service'

const STATUS_TEXT: Record<InsuranceRequestStatus, string> = { Waiting: '出票后投保', Bought: '已投保', Failed: '投保失败' }
const ISSUED = ['Confirming', 'Confirmed']
const ENDED = ['Cancelled', 'Refunding', 'Refunded', 'Rejected']

type RequestRow = { order_id: number; order_no: string; order_status: string; enterprise_id: number; product_code: InsuranceProductCode; member_id: number; status: InsuranceRequestStatus; message: string }

const SELECT = `select r.order_id, o.order_no, o.status as order_status, o.enterprise_id, r.product_code, r.member_id, r.status, r.message
  from insurance_requests r join orders o on o.id = r.order_id`

/** Buys what waits on issued orders (all, or one order's); an ended order's wait fails. Answers how many were settled. */
export async function settleInsuranceRequests(db: Db, orderId?: number): Promise<number> {
  const { rows } = await db.query<RequestRow>(`${SELECT} where r.status = 'Waiting'${orderId === undefined ? '' : ' and r.order_id = $1'} order by r.created_at limit 100`, orderId === undefined ? [] : [orderId])
  let settled = 0
  for (const r of rows) {
    let outcome: { status: InsuranceRequestStatus; message: string } | null = null
    if (ENDED.includes(r.order_status)) outcome = { status: 'Failed', message: '订单已取消或退票，未投保' }
    else if (ISSUED.includes(r.order_status)) {
      const buyer: Member = { memberId: r.member_id, enterpriseId: r.enterprise_id, accountId: 0, sessionId: 0, sessionPlatId: 0 }
      try {
        await buyPolicies(db, buyer, { OrderNo: r.order_no, ProductCode: r.product_code })
        outcome = { status: 'Bought', message: '' }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        outcome = error.message.startsWith('已购买') ? { status: 'Bought', message: '' } : { status: 'Failed', message: error.message }
      }
    }
    if (!outcome) continue
    await db.query(`update insurance_requests set status = $3, message = $4 where order_id = $1 and product_code = $2 and status = 'Waiting'`, [r.order_id, r.product_code, outcome.status, outcome.message])
    settled += 1
  }
  return settled
}

/** 随单投保: keeps the booker's choice of a business train or flight order and buys at once when already issued. */
export async function requestPolicies(db: Db, member: Member, body: RequestPoliciesRequest): Promise<RequestPoliciesData> {
  const order = await findOrder(db, body.OrderNo)
  if (!order || order.enterprise_id !== member.enterpriseId || order.booker_member_id !== member.memberId || ![5, 6].includes(order.product_type)) throw notFound('订单不存在')
  if (order.is_private) throw businessRule('因私订单暂不支持随单投保')
  if (ENDED.includes(order.status)) throw businessRule('订单已取消，无法投保')
  for (const code of body.ProductCodes) {
    if (productOf(code)?.productType !== order.product_type) throw invalidInput('该保险不适用于此订单')
  }
  for (const code of body.ProductCodes) {
    await db.query('insert into insurance_requests (order_id, product_code, member_id) values ($1, $2, $3) on conflict do nothing', [order.id, code, member.memberId])
  }
  await settleInsuranceRequests(db, order.id)
  const { rows } = await db.query<RequestRow>(`${SELECT} where r.order_id = $1 order by r.product_code`, [order.id])
  return {
    OrderNo: order.order_no,
    Requests: rows.map((r) => ({ ProductCode: r.product_code, ProductName: productOf(r.product_code)?.name ?? r.product_code, Status: r.status, StatusText: STATUS_TEXT[r.status], Message: r.message })),
  }
}
