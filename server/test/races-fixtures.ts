/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// What the race suites (races*.test.ts) share: a gateway that records the money it really moved, and the ledger's
// invariants checked in the database after parallel copies of a money-moving call.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { createSimulatedPaymentGateway, type GatewayPayment, type GatewayRefund, type PaymentGateway } from '../src/domains/payments/gateway'
import type { Envelope } from './helper'

/** Parallel copies of a call, and rounds of them. */
export const PARALLEL = 8
export const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })

/** The simulated gateway, keeping what it settled and refunded: the money that really moved at the gateway. */
export function recordingGateway() {
  const simulated = createSimulatedPaymentGateway()
  const settled: GatewayPayment[] = []
  const refunded: GatewayRefund[] = []
  const gateway: PaymentGateway = {
    name: 'recording',
    open: (payment) => simulated.open(payment),
    async settle(payment) {
      const answer = await simulated.settle(payment)
      if (answer.status === 'paid') settled.push(payment)
      return answer
    },
    async refund(refund) {
      const answer = await simulated.refund(refund)
      refunded.push(refund)
      return answer
    },
  }
  const sum = (list: { payNo: string; amountFen: number }[], payNo: string) => list.filter((p) => p.payNo === payNo).reduce((total, p) => total + p.amountFen, 0)
  /** What the gateway holds of a payment: settled less refunded. */
  const heldFen = (payNo: string) => sum(settled, payNo) - sum(refunded, payNo)
  return { gateway, settled, refunded, heldFen }
}

export function assertNoBusy(answers: Envelope[]) {
  const busy = answers.filter((a) => a.Code === '5000')
  assert.equal(busy.length, 0, `5000 answers: ${busy.map((a) => a.Msg).join(' | ')}`)
}

/** Every answer is one of `codes`; answers the ones that succeeded. */
export function answered(answers: Envelope[], codes: readonly string[]): Envelope[] {
  assertNoBusy(answers)
  const text = answers.map((a) => `${a.Code} ${a.Msg}`).join(' | ')
  assert.ok(answers.every((a) => codes.includes(a.Code)), text)
  return answers.filter((a) => a.Code === '0000')
}

/** The highest enterprise-ledger id now: the ledger is checked from there on. */
export async function ledgerMark(app: FastifyInstance): Promise<number> {
  return Number((await app.db.query<{ id: number }>('select coalesce(max(id), 0)::bigint as id from enterprise_account_ledger')).rows[0].id)
}

/**
 * The enterprise account is the sum of its movements: each movement since `sinceId` leaves the balance of the one
 * before plus its amount, and the last leaves the account's balance.
 */
export async function assertEnterpriseLedger(app: FastifyInstance, enterpriseId: number, sinceId: number, startFen: number) {
  const { rows } = await app.db.query<{ id: number; amount_fen: number; balance_after_fen: number }>(
    'select id, amount_fen, balance_after_fen from enterprise_account_ledger where enterprise_id = $1 and id > $2 order by id', [enterpriseId, sinceId],
  )
  let balance = startFen
  for (const r of rows) {
    balance += Number(r.amount_fen)
    assert.equal(Number(r.balance_after_fen), balance, `ledger row ${r.id}: balance after ${r.balance_after_fen}, the movements give ${balance}`)
  }
  const { rows: now } = await app.db.query<{ b: number }>('select account_balance_fen as b from enterprises where id = $1', [enterpriseId])
  assert.equal(Number(now[0].b), balance, 'the account balance is its start plus its movements')
}

/**
 * An order's money: nothing refunded beyond what was paid, refunded_fen is what its settled refunds returned, the
 * enterprise account moved by what was paid and refunded through it, and the gateway holds what was paid
 * personally less what was refunded personally.
 */
export async function assertOrderMoney(app: FastifyInstance, orderNo: string, heldFen?: (payNo: string) => number) {
  const { rows: order } = await app.db.query<{ id: number; paid_fen: number; refunded_fen: number }>('select id, paid_fen, refunded_fen from orders where order_no = $1', [orderNo])
  const { id } = order[0]
  const paidFen = Number(order[0].paid_fen)
  const refundedFen = Number(order[0].refunded_fen)
  const { rows: refunds } = await app.db.query<{ refund_no: string; amount_fen: number; status: string; destination: string; pay_no: string }>(
    'select r.refund_no, r.amount_fen, r.status, r.destination, p.pay_no from refunds r join payments p on p.id = r.payment_id where r.order_id = $1', [id],
  )
  const all = refunds.reduce((s, r) => s + Number(r.amount_fen), 0)
  const settled = refunds.filter((r) => r.status === 'refunded').reduce((s, r) => s + Number(r.amount_fen), 0)
  const text = `${orderNo}: paid ${paidFen}, refunded ${refundedFen}, refunds ${JSON.stringify(refunds)}`
  assert.ok(refundedFen <= paidFen, `refunded more than paid: ${text}`)
  assert.ok(all <= paidFen, `refunds exceed what was paid: ${text}`)
  assert.equal(refundedFen, settled, `refunded_fen is not its settled refunds: ${text}`)
  const { rows: payments } = await app.db.query<{ pay_no: string; method: string; amount_fen: number; status: string }>(
    `select pay_no, method, amount_fen, status from payments where order_id = $1`, [id],
  )
  const paid = payments.filter((p) => p.status === 'paid')
  assert.ok(paid.length <= 1, `paid twice: ${JSON.stringify(payments)}`)
  const { rows: ledger } = await app.db.query<{ kind: string; fen: number }>(
    `select kind, coalesce(sum(amount_fen), 0)::bigint as fen from enterprise_account_ledger where order_id = $1 group by kind`, [id],
  )
  const refundedToEnterprise = refunds.filter((r) => r.destination === 'enterprise').reduce((s, r) => s + Number(r.amount_fen), 0)
  const credited = Number(ledger.find((l) => l.kind === 'refund')?.fen ?? 0)
  // Premiums of insurance bought with the order are refunded on it as well: the ledger credits at least the refunds.
  assert.ok(credited >= refundedToEnterprise, `the enterprise account got back ${credited}, the refunds say ${refundedToEnterprise}: ${text}`)
  const { rows: premiums } = await app.db.query<{ fen: number }>(`select coalesce(sum(premium_fen), 0)::bigint as fen from insurance_policies where order_id = $1 and status = 'Refunded'`, [id])
  assert.equal(credited, refundedToEnterprise + Number(premiums[0].fen), `credits on the order are its refunds and refunded premiums: ${text}`)
  if (heldFen) {
    for (const p of payments.filter((x) => x.method === 'personal')) {
      const back = refunds.filter((r) => r.pay_no === p.pay_no && r.status === 'refunded').reduce((s, r) => s + Number(r.amount_fen), 0)
      assert.equal(heldFen(p.pay_no), p.status === 'paid' ? Number(p.amount_fen) - back : 0, `the gateway holds the wrong amount of ${p.pay_no}: ${text}`)
    }
  }
  return { paidFen, refundedFen }
}
