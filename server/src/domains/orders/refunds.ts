import type { Db, Queryable } from '../../db/types'
import type { RefundDestination } from '../../../../types/api/order'
import { findOrderById } from './orderRow'
import type { ProductExtension } from './products'
import { SYSTEM_ACTOR, transition } from './transitions'
import { releaseBudgets } from '../budget/public'

export type GatewayRefund = { payNo: string; refundNo: string; amountFen: number }
export type GatewayRefundResult = { status: 'refunded' | 'refunding' }

/**
 * What the order core needs of a payment gateway: giving a personal payment back to its instrument. The payments
 * domain's PaymentGateway includes it (decision 0910: orders imports nothing of payments, which is built on orders).
 */
export type RefundGateway = {
  /** Returns money to the payer's original instrument. */
  refund(refund: GatewayRefund): Promise<GatewayRefundResult>
}

type PaidPayment = { id: number; pay_no: string; method: 'enterprise' | 'personal' }

async function paidPayment(tx: Queryable, orderId: number): Promise<PaidPayment | null> {
  const { rows } = await tx.query<PaidPayment>(`select id, pay_no, method from payments where order_id = $1 and status = 'paid' order by id desc limit 1`, [orderId])
  return rows[0] ?? null
}

/** Credits the enterprise account in the caller's transaction and records the movement. */
export async function creditEnterprise(tx: Queryable, enterpriseId: number, orderId: number, amountFen: number): Promise<number> {
  const { rows } = await tx.query<{ balance: number }>(
    'update enterprises set account_balance_fen = account_balance_fen + $2 where id = $1 returning account_balance_fen as balance',
    [enterpriseId, amountFen],
  )
  await tx.query(`insert into enterprise_account_ledger (enterprise_id, order_id, kind, amount_fen, balance_after_fen) values ($1, $2, 'refund', $3, $4)`, [
    enterpriseId, orderId, amountFen, rows[0].balance,
  ])
  return rows[0].balance
}

export type StartedRefund = { refundNo: string; destination: RefundDestination; amountFen: number; payNo: string; settled: boolean }

/**
 * Returns money to where it came from, in the caller's transaction: the enterprise account is credited at
 * once (settled); personal pay is recorded as refunding and handed to the gateway after the commit
 * (settlePersonalRefund).
 */
export async function startRefund(tx: Queryable, order: { id: number; order_no: string; enterprise_id: number }, amountFen: number): Promise<StartedRefund | null> {
  if (amountFen <= 0) return null
  const payment = await paidPayment(tx, order.id)
  if (!payment) return null
  const { rows: count } = await tx.query<{ n: number }>('select count(*)::int as n from refunds where order_id = $1', [order.id])
  const refundNo = `R${order.order_no.slice(1)}${String(count[0].n + 1).padStart(2, '0')}`
  const settled = payment.method === 'enterprise'
  await tx.query(
    `insert into refunds (refund_no, order_id, payment_id, destination, amount_fen, status, refunded_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [refundNo, order.id, payment.id, payment.method, amountFen, settled ? 'refunded' : 'refunding', settled ? new Date() : null],
  )
  if (settled) {
    await creditEnterprise(tx, order.enterprise_id, order.id, amountFen)
    await tx.query('update orders set refunded_fen = refunded_fen + $2 where id = $1', [order.id, amountFen])
    await releaseBudgets(tx, order.id, amountFen)
  }
  return { refundNo, destination: payment.method, amountFen, payNo: payment.pay_no, settled }
}

/** Hands a personal refund to the gateway; when it completes, the order's Refunding ends in Refunded. */
export async function settlePersonalRefund(db: Db, product: ProductExtension, gateway: RefundGateway, orderId: number, refund: StartedRefund): Promise<void> {
  let answer: GatewayRefundResult
  try {
    answer = await gateway.refund({ payNo: refund.payNo, refundNo: refund.refundNo, amountFen: refund.amountFen })
  } catch {
    return
  }
  if (answer.status !== 'refunded') return
  await db.transaction(async (tx) => {
    const order = await findOrderById(tx, orderId, true)
    const { rowCount } = await tx.query(`update refunds set status = 'refunded', refunded_at = now() where refund_no = $1 and status = 'refunding'`, [refund.refundNo])
    if (!order || rowCount === 0) return
    await tx.query('update orders set refunded_fen = refunded_fen + $2 where id = $1', [orderId, refund.amountFen])
    await releaseBudgets(tx, orderId, refund.amountFen)
    if (order.status === 'Refunding') await transition(tx, product, order, 'refund', SYSTEM_ACTOR)
  })
}

export const REFUND_TO_TEXT: Record<RefundDestination, string> = { enterprise: '退回企业账户', personal: '原路退回（个人支付）', none: '' }
