/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Several passengers on one flight order (issue 34, decision 0720): priced per passenger, paid once however many
// copies of the payment arrive at once (PostgreSQL interleaves them for real), a ticket per passenger and segment,
// and a refund that gives back every passenger's fare.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE } from './helper'
import { balance } from './hotel-fixtures'
import { F } from './flight-fixtures'
import { twoPassengerFile } from './flight-passenger-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, withReq } from './races-fixtures'

const { t, recorder, twoPassengerOrder } = twoPassengerFile('11010119880808')

test('two passengers: the price is per passenger, each gets a ticket, a refund gives both fares back', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, created } = await twoPassengerOrder(token, 15)
  assert.equal(created.PayAmountFen, (fare.PriceFen + fare.TaxFen) * 2)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: created.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
  assert.deepEqual(detail.Passengers.map((p: any) => p.Name), ['张伟', '王小明'])
  assert.ok(detail.Passengers.every((p: any) => p.TicketNos.length === 1 && /^\d{3}-\d{10}$/.test(p.TicketNos[0])), JSON.stringify(detail.Passengers))
  assert.equal(detail.TotalFen, created.PayAmountFen)
  const quote = (await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })).Data
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.equal(refunded.Data.RefundFen, quote.RefundFen)
  assert.equal(refunded.Data.RefundFen + refunded.Data.FeeFen, created.PayAmountFen, 'the refund and the fee make up both passengers\' fares')
  await assertOrderMoney(t.app, orderNo)
})

test(`${PARALLEL} parallel payments of a two-passenger flight order: charged once, the whole amount`, async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  for (let round = 0; round < 3; round += 1) {
    const { orderNo, created } = await twoPassengerOrder(token, 16 + round)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () =>
      t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: created.PayAmountFen }, withReq(token))))
    assert.equal(answered(answers, ['0000', '4001', '4009']).length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const money = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
    assert.equal(money.paidFen, created.PayAmountFen)
    const { rows } = await t.app.db.query<{ fen: number }>(
      `select coalesce(sum(l.amount_fen), 0)::bigint as fen from enterprise_account_ledger l join orders o on o.id = l.order_id where o.order_no = $1`, [orderNo])
    assert.equal(Number(rows[0].fen), -created.PayAmountFen, 'the account is charged both fares once')
  }
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})

test(`${PARALLEL} parallel personal payments of a two-passenger flight order: settled once at the gateway`, async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, created } = await twoPassengerOrder(token, 19)
  const opened = await Promise.all(Array.from({ length: PARALLEL }, () =>
    t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: created.PayAmountFen }, withReq(token))))
  const payNos = [...new Set(answered(opened, ['0000', '4001', '4009']).map((a) => a.Data.PayNo as string))]
  const confirmed = await Promise.all(payNos.flatMap((payNo) => Array.from({ length: 3 }, () => t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: payNo }, withReq(token)))))
  assert.ok(answered(confirmed, ['0000', '4001', '4009']).length >= 1)
  const money = await assertOrderMoney(t.app, orderNo, recorder.heldFen)
  assert.equal(money.paidFen, created.PayAmountFen)
  assert.equal(recorder.settled.filter((p) => payNos.includes(p.payNo)).reduce((s, p) => s + p.amountFen, 0), created.PayAmountFen, 'the gateway settled both fares once')
})
