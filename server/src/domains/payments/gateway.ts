import { createHash } from 'node:crypto'
import type { RefundGateway } from '../orders/public'

/**
 * Personal pay (个人支付) through a payment gateway. The order module keeps every payment and refund in its
 * own tables (payments, refunds); the gateway only opens, settles and refunds. A real gateway (WeChat Pay,
 * Alipay, UnionPay) implements this interface; the embedded default is the simulated one below.
 */
export type GatewayPayment = { payNo: string; amountFen: number; subject: string; expireAt: Date }
export type GatewayOpened = { gatewayUrl: string }
export type GatewaySettlement = { status: 'paid' | 'failed'; tradeNo: string }
export type { GatewayRefund, GatewayRefundResult } from '../orders/public'

/** The refund half is the order core's RefundGateway (orders/refunds.ts). */
export type PaymentGateway = RefundGateway & {
  readonly name: string
  /** Opens a payment; GatewayUrl is the gateway's page ('' when the app confirms in place). */
  open(payment: GatewayPayment): Promise<GatewayOpened>
  /** The payer confirmed at the gateway: the gateway settles (or refuses) the payment. */
  settle(payment: GatewayPayment): Promise<GatewaySettlement>
}

/** The simulated gateway: every payment settles and every refund completes at once, with stable numbers. */
export function createSimulatedPaymentGateway(): PaymentGateway {
  const tradeNo = (payNo: string) => `SIM${createHash('sha256').update(payNo).digest('hex').slice(0, 20).toUpperCase()}`
  return {
    name: 'simulated',
    async open() {
      return { gatewayUrl: '' }
    },
    async settle(payment) {
      return { status: 'paid', tradeNo: tradeNo(payment.payNo) }
    },
    async refund() {
      return { status: 'refunded' }
    },
  }
}
