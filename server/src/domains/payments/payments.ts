import type { Db, Queryable } from '../../db/types'
import type { BankTransferInfo, CreatePersonalPayData, CreateWechatPayData, WechatPayScene, PayInfo, PayMethod, PayResult, PayStatus } from '../../../../types/api/order'
import type { Member } from '../../lib/caller'
import type { GatewaySettlement, PaymentGateway } from './gateway'
import type { WechatPayProvider } from './wechatPay'
import { checkTransition } from '@domain/order/orderStatus'
import { businessRule, notFound } from '../../lib/errors'
import { shanghaiIso } from '../../lib/time'
import { ownOrder } from '../orders/public'
import { findOrder, type OrderRow } from '../orders/public'
import { wirePayMethod, type OrderProducts, type ProductExtension } from '../orders/public'
import { transition, type Actor } from '../orders/public'
import { fenToYuan } from '@domain/money/money'
import { consumeBudgets } from '../budget/public'

/** A personal payment stays open this long at the gateway (never past the order's deadline). */
const GATEWAY_WINDOW_MINUTES = 15

type PaymentRow = { id: number; pay_no: string; order_id: number; method: 'enterprise' | 'personal'; amount_fen: number; status: PayStatus; expire_at: Date | null; paid_at: Date | null }


async function balanceOf(db: Queryable, enterpriseId: number): Promise<number> {
  const { rows } = await db.query<{ balance: number }>('select account_balance_fen as balance from enterprises where id = $1', [enterpriseId])
  return rows[0]?.balance ?? 0
}

async function applicantOf(db: Queryable, member: Member): Promise<Actor> {
  const { rows } = await db.query<{ name: string }>('select name from members where id = $1', [member.memberId])
  return { actor: 'applicant', memberId: member.memberId, name: rows[0]?.name ?? '' }
}

/** What a business order was paid consumes its budget lines (decision 0567), in the transaction recording the payment. */
export async function consumeOrderBudgets(tx: Queryable, product: ProductExtension, orderId: number, amountFen: number): Promise<void> {
  const charge = await product.chargedTo?.(tx, orderId)
  if (charge) await consumeBudgets(tx, orderId, charge, amountFen)
}

/** Refuses paying what the order does not allow now, or an amount other than the cashier showed. */
function assertPayable(order: OrderRow, amountFen: number, now: Date): void {
  const verdict = checkTransition(order.status, 'pay', 'applicant')
  if (!verdict.isAllowed) throw businessRule(verdict.reason)
  if (order.pay_deadline && order.pay_deadline.getTime() < now.getTime()) throw businessRule('订单已超过支付时限，请重新预订')
  if (amountFen !== order.pay_amount_fen) throw businessRule(`支付金额已变化，应付¥${fenToYuan(order.pay_amount_fen)}，请刷新后重试`)
}

async function newPayNo(tx: Queryable, order: OrderRow): Promise<string> {
  const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from payments where order_id = $1', [order.id])
  return `P${order.order_no.slice(1)}${String(rows[0].n + 1).padStart(2, '0')}`
}

function payResult(order: { order_no: string; status: PayResult['OrderStatus'] }, payment: PaymentRow | null, method: PayMethod, balanceAfterFen: number | null): PayResult {
  return {
    OrderNo: order.order_no,
    PayNo: payment?.pay_no ?? '',
    Status: payment?.status ?? 'unpaid',
    PaidFen: payment?.status === 'paid' ? payment.amount_fen : 0,
    PayMethod: payment?.method ?? method,
    PaidAt: payment?.paid_at ? shanghaiIso(payment.paid_at) : null,
    OrderStatus: order.status,
    BalanceAfterFen: balanceAfterFen,
  }
}

/** Why the enterprise account may not pay the order ('' when it may): a private trip, or a rebook the traveller pays in person (decision 0640). */
function enterpriseRefusal(order: Pick<OrderRow, 'is_private' | 'is_charge_only'>): string {
  if (order.is_private) return '因私出行不可使用企业账户'
  return order.is_charge_only ? '改签费用需个人支付' : ''
}

export async function payInfo(db: Db, products: OrderProducts, member: Member, orderNo: string): Promise<PayInfo> {
  const order = await ownOrder(db, member, orderNo)
  const product = products.of(order.product_type)
  const line = (await product.lines(db, [order.id])).get(order.id)
  const now = new Date()
  const balance = await balanceOf(db, order.enterprise_id)
  const isPayable = order.status === 'PendingPayment' && (!order.pay_deadline || order.pay_deadline > now)
  return {
    OrderNo: order.order_no,
    ProductType: order.product_type,
    Title: line?.title ?? order.title,
    Subtitle: line?.subtitle ?? '',
    AmountFen: order.pay_amount_fen,
    PayDeadline: shanghaiIso(order.pay_deadline ?? now),
    ServerTime: shanghaiIso(now),
    OrderStatus: order.status,
    IsPayable: isPayable,
    Enterprise: {
      BalanceFen: balance,
      IsAllowed: enterpriseRefusal(order) === '',
      DisabledReason: enterpriseRefusal(order),
    },
    IsPersonalAllowed: true,
    IsBankTransferAllowed: enterpriseRefusal(order) === '',
  }
}

/** Pays from the enterprise account: balance, payment and order move in one transaction. */
export async function payByEnterprise(db: Db, products: OrderProducts, member: Member, orderNo: string, amountFen: number): Promise<PayResult> {
  const product = products.of((await ownOrder(db, member, orderNo)).product_type)
  const applicant = await applicantOf(db, member)
  const done = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo, true)
    if (!order) throw notFound('订单不存在')
    return payByEnterpriseIn(tx, product, order, amountFen, applicant)
  })
  const status = await product.confirm(db, done.order.id)
  return payResult({ order_no: orderNo, status: status ?? done.status }, done.payment, 'enterprise', done.balance)
}

/**
 * The enterprise-account payment of an order locked by the caller's transaction: balance, ledger, payment, budgets
 * and the order's pay transition (the product's confirm is the caller's, after the transaction).
 */
export async function payByEnterpriseIn(tx: Queryable, product: ProductExtension, order: OrderRow, amountFen: number, applicant: Actor) {
  assertPayable(order, amountFen, new Date())
  const refusal = enterpriseRefusal(order)
  if (refusal) throw businessRule(refusal)
  const { rows } = await tx.query<{ balance: number }>(
    `update enterprises set account_balance_fen = account_balance_fen - $2 where id = $1 and account_balance_fen >= $2 returning account_balance_fen as balance`,
    [order.enterprise_id, amountFen],
  )
  if (!rows[0]) throw businessRule('企业账户余额不足')
  await tx.query(`insert into enterprise_account_ledger (enterprise_id, order_id, kind, amount_fen, balance_after_fen) values ($1, $2, 'pay', $3, $4)`, [
    order.enterprise_id, order.id, -amountFen, rows[0].balance,
  ])
  const payNo = await newPayNo(tx, order)
  const { rows: payment } = await tx.query<PaymentRow>(
    `insert into payments (pay_no, order_id, method, amount_fen, status, paid_at) values ($1, $2, 'enterprise', $3, 'paid', now())
     returning id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at`,
    [payNo, order.id, amountFen],
  )
  await tx.query(`update orders set paid_fen = $2, pay_method = 'enterprise' where id = $1`, [order.id, amountFen])
  await consumeOrderBudgets(tx, product, order.id, amountFen)
  const status = await transition(tx, product, order, 'pay', applicant, {}, `企业账户支付¥${fenToYuan(amountFen)}`)
  return { order, payment: payment[0], status, balance: rows[0].balance }
}

/** Opens a personal payment at the gateway (an open one is reused). */
export async function createPersonalPay(db: Db, gateway: PaymentGateway, member: Member, orderNo: string, amountFen: number): Promise<CreatePersonalPayData> {
  await ownOrder(db, member, orderNo)
  const now = new Date()
  const opened = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo, true)
    if (!order) throw notFound('订单不存在')
    assertPayable(order, amountFen, now)
    const { rows: open } = await tx.query<PaymentRow>(
      `select id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at from payments
        where order_id = $1 and method = 'personal' and status = 'paying' and expire_at > now() and amount_fen = $2 order by id desc limit 1`,
      [order.id, amountFen],
    )
    if (open[0]) return { payment: open[0], order, isNew: false }
    const gatewayEnd = new Date(now.getTime() + GATEWAY_WINDOW_MINUTES * 60_000)
    const expireAt = order.pay_deadline && order.pay_deadline < gatewayEnd ? order.pay_deadline : gatewayEnd
    const payNo = await newPayNo(tx, order)
    const { rows } = await tx.query<PaymentRow>(
      `insert into payments (pay_no, order_id, method, amount_fen, status, expire_at) values ($1, $2, 'personal', $3, 'paying', $4)
       returning id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at`,
      [payNo, order.id, amountFen, expireAt],
    )
    return { payment: rows[0], order, isNew: true }
  })
  const { payment } = opened
  const { gatewayUrl } = await gateway.open({ payNo: payment.pay_no, amountFen: payment.amount_fen, subject: opened.order.title, expireAt: payment.expire_at as Date })
  return { PayNo: payment.pay_no, GatewayUrl: gatewayUrl, ExpireAt: shanghaiIso(payment.expire_at as Date) }
}

/** WeChat Pay: the order's open personal payment, with the provider's prepay parameters for WeChat. */
export async function createWechatPay(
  db: Db, gateway: PaymentGateway, wechatPay: WechatPayProvider, member: Member,
  body: { OrderNo: string; AmountFen: number; Scene: WechatPayScene; AppId: string },
): Promise<CreateWechatPayData> {
  const opened = await createPersonalPay(db, gateway, member, body.OrderNo, body.AmountFen)
  const order = await findOrder(db, body.OrderNo)
  const params = await wechatPay.prepay({
    payNo: opened.PayNo, amountFen: body.AmountFen, subject: order?.title ?? body.OrderNo, appId: body.AppId, scene: body.Scene, expireAt: new Date(opened.ExpireAt),
  })
  return { PayNo: opened.PayNo, ExpireAt: opened.ExpireAt, PayParams: params }
}

async function findPayment(db: Queryable, member: Member, payNo: string): Promise<{ payment: PaymentRow; orderNo: string }> {
  const { rows } = await db.query<PaymentRow & { order_no: string; booker_member_id: number }>(
    `select p.id, p.pay_no, p.order_id, p.method, p.amount_fen, p.status, p.expire_at, p.paid_at, o.order_no, o.booker_member_id
       from payments p join orders o on o.id = p.order_id where p.pay_no = $1`,
    [payNo],
  )
  if (!rows[0] || rows[0].booker_member_id !== member.memberId) throw notFound('支付单不存在')
  return { payment: rows[0], orderNo: rows[0].order_no }
}

async function lockPayment(tx: Queryable, paymentId: number): Promise<PaymentRow> {
  const { rows } = await tx.query<PaymentRow>(
    'select id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at from payments where id = $1 for update',
    [paymentId],
  )
  return rows[0]
}

/** Why an open personal payment may not be settled now (the order moved on, its window or amount changed), or null. */
function settleRefusal(order: OrderRow, payment: PaymentRow, now: Date): string | null {
  const verdict = checkTransition(order.status, 'pay', 'applicant')
  if (!verdict.isAllowed) return verdict.reason
  if (order.pay_deadline && order.pay_deadline.getTime() < now.getTime()) return '订单已超过支付时限，请重新预订'
  if (payment.amount_fen !== order.pay_amount_fen) return `支付金额已变化，应付¥${fenToYuan(order.pay_amount_fen)}，请重新发起支付`
  return null
}

/** Recorded now (the product confirms next), paid already by a concurrent confirm, or refused with the reason. */
type Confirmed = { order: OrderRow; payment: PaymentRow; status: PayResult['OrderStatus']; recorded: boolean } | { refusal: string }

/**
 * The payer confirmed at the gateway. In one transaction, with the order and then the payment locked (the order
 * first, as every other payment, cancel and sweep does): check that the order may still be paid this way, then
 * have the gateway settle, then record the payment and move the order. An order paid another way or cancelled
 * meanwhile closed its open payments (transition), so nothing is settled for it; a payment refused here is closed
 * and answers 4001. Should recording fail after the gateway settled, the settlement is refunded at the gateway
 * (issue 31, item 3; decision 0530).
 */
export async function confirmPersonalPay(db: Db, products: OrderProducts, gateway: PaymentGateway, member: Member, payNo: string): Promise<PayResult> {
  const { payment: seen, orderNo } = await findPayment(db, member, payNo)
  if (seen.status === 'paid') {
    const order = await findOrder(db, orderNo)
    return payResult({ order_no: orderNo, status: order?.status ?? 'Confirming' }, seen, 'personal', null)
  }
  if (seen.status !== 'paying' || (seen.expire_at && seen.expire_at < new Date())) throw businessRule('支付已关闭，请重新发起支付')
  const product = products.of((await findOrder(db, orderNo))?.product_type ?? 0)
  const applicant = await applicantOf(db, member)
  let settled: GatewaySettlement | null = null
  let done: Confirmed
  try {
    done = await db.transaction(async (tx): Promise<Confirmed> => {
      const order = await findOrder(tx, orderNo, true)
      if (!order) throw notFound('订单不存在')
      const payment = await lockPayment(tx, seen.id)
      if (payment.status === 'paid') return { order, payment, status: order.status, recorded: false }
      if (payment.status !== 'paying' || (payment.expire_at && payment.expire_at < new Date())) return { refusal: '支付已关闭，请重新发起支付' }
      const refusal = settleRefusal(order, payment, new Date())
      if (refusal) {
        await tx.query(`update payments set status = 'closed' where id = $1 and status = 'paying'`, [payment.id])
        return { refusal }
      }
      settled = await gateway.settle({ payNo, amountFen: payment.amount_fen, subject: orderNo, expireAt: payment.expire_at as Date })
      if (settled.status !== 'paid') {
        await tx.query(`update payments set status = 'failed' where id = $1 and status = 'paying'`, [payment.id])
        return { refusal: '支付失败，请重试或更换支付方式' }
      }
      const { rows } = await tx.query<PaymentRow>(
        `update payments set status = 'paid', paid_at = now(), gateway_trade_no = $2 where id = $1 and status = 'paying'
         returning id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at`,
        [payment.id, settled.tradeNo],
      )
      await tx.query(`update orders set paid_fen = $2, pay_method = 'personal' where id = $1`, [order.id, payment.amount_fen])
      await consumeOrderBudgets(tx, product, order.id, payment.amount_fen)
      const status = await transition(tx, product, order, 'pay', applicant, {}, `个人支付¥${fenToYuan(payment.amount_fen)}`)
      return { order, payment: rows[0], status, recorded: true }
    })
  } catch (error) {
    const taken = settled as GatewaySettlement | null
    if (taken?.status === 'paid') await voidSettlement(db, gateway, seen, taken)
    throw error
  }
  if ('refusal' in done) throw businessRule(done.refusal)
  const status = done.recorded ? await product.confirm(db, done.order.id) : done.status
  return payResult({ order_no: orderNo, status }, done.payment, 'personal', null)
}

/**
 * A settlement the order could not record goes back to the payer: the payment is closed keeping the gateway's
 * trade number (what reconciliation matches should the refund itself fail), then the gateway refunds it.
 */
async function voidSettlement(db: Db, gateway: PaymentGateway, payment: PaymentRow, settlement: GatewaySettlement): Promise<void> {
  await db.query(`update payments set status = 'closed', gateway_trade_no = $2 where id = $1 and status = 'paying'`, [payment.id, settlement.tradeNo])
  await gateway.refund({ payNo: payment.pay_no, refundNo: `${payment.pay_no}V`, amountFen: payment.amount_fen })
}

export async function payStatus(db: Db, products: OrderProducts, member: Member, orderNo: string, payNo: string | undefined): Promise<PayResult> {
  const order = await ownOrder(db, member, orderNo)
  const { rows } = await db.query<PaymentRow>(
    `select id, pay_no, order_id, method, amount_fen, status, expire_at, paid_at from payments where order_id = $1 and ($2::text is null or pay_no = $2) order by id desc limit 1`,
    [order.id, payNo ?? null],
  )
  if (payNo && !rows[0]) throw notFound('支付单不存在')
  const method: PayMethod = wirePayMethod(products.of(order.product_type), order.pay_method) ?? (order.is_private ? 'personal' : 'enterprise')
  const balance = rows[0]?.method === 'enterprise' ? await balanceOf(db, order.enterprise_id) : null
  return payResult(order, rows[0] ?? null, method, balance)
}

/** The platform's collection account and the remark that matches a transfer to the order. */
export async function bankTransferInfo(db: Db, products: OrderProducts, member: Member, orderNo: string): Promise<BankTransferInfo> {
  const order = await ownOrder(db, member, orderNo)
  const product = products.of(order.product_type)
  if (order.status !== 'PendingPayment') throw businessRule('订单当前无需支付')
  return {
    OrderNo: order.order_no,
    AmountFen: order.pay_amount_fen,
    AccountName: '途智商旅服务有限公司',
    AccountNo: '1109 0812 3456 7890 001',
    BankName: '招商银行',
    BranchName: '招商银行上海分行营业部',
    TransferRemark: `订单${order.order_no}`,
    PayDeadline: shanghaiIso(order.pay_deadline ?? new Date()),
    Notes: ['请在支付时限内完成转账，并在附言中填写转账备注', `到账确认一般需要1-2个工作日，确认后订单自动提交${product.name}`, '转账金额须与应付金额一致，多转或少转将原路退回'],
  }
}
