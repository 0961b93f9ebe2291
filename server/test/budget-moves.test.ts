/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 31 item 7: bookings charged to a cost centre consume its budget lines when paid, refunds release them.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const CREATE = '/hotel/api/hotel/order/CreateOrder'
const MARKETING = '31001'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

/** 市场部年度差旅预算 (张伟's department, 36001) as the booking form shows it for 市场费用中心. */
async function marketingBudget(token: string): Promise<{ used: number; remaining: number }> {
  const answer = await t.post('/common/api/Budget/ValidateBudget', { Amount: 0, ProductType: 1, CostCenterId: MARKETING }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  const line = answer.Data.Budgets.find((b: any) => b.BudgetId === '36001')
  assert.ok(line, 'the department budget applies')
  return { used: line.UsedAmount, remaining: line.RemainingAmount }
}

async function bookHotel(token: string, daysAhead: number) {
  const rate = await findRate(t.app, { daysAhead, accept: (r) => prepaidFree(r) && r.avgFen <= 60000 })
  const created = await t.post(CREATE, orderBody(rate, { CostCenterId: MARKETING }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  return { orderNo: created.Data.OrderNo as string, totalFen: rate.totalFen }
}

test('a booking paid from the enterprise account consumes the budget; its cancellation releases it', async () => {
  const token = await t.login(PHONE.employee)
  const before = await marketingBudget(token)
  const { orderNo, totalFen } = await bookHotel(token, 6)
  assert.deepEqual(await marketingBudget(token), before, 'booked, not yet paid: nothing consumed')
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: totalFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.deepEqual(await marketingBudget(token), { used: before.used + totalFen, remaining: before.remaining - totalFen })

  const cancelled = await t.post('/hotel/api/hotel/order/CancelOrder', { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))
  assert.equal(cancelled.Code, '0000', cancelled.Msg)
  assert.equal(cancelled.Data.RefundFen, totalFen)
  assert.deepEqual(await marketingBudget(token), before, 'the refund gave it back')
})

test('a booking paid personally consumes the budget too', async () => {
  const token = await t.login(PHONE.employee)
  const before = await marketingBudget(token)
  const { orderNo, totalFen } = await bookHotel(token, 7)
  const opened = await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: totalFen }, withReq(token))
  assert.equal(opened.Code, '0000', opened.Msg)
  const confirmed = await t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(token))
  assert.equal(confirmed.Code, '0000', confirmed.Msg)
  assert.equal((await marketingBudget(token)).used, before.used + totalFen)
})

test('parallel payments on one budget: used grows by exactly the sum of what was paid', async () => {
  const token = await t.login(PHONE.employee)
  const before = await marketingBudget(token)
  const orders = []
  for (const days of [8, 9, 10, 11, 12, 13]) orders.push(await bookHotel(token, days))
  const answers = await Promise.all(orders.map((o) => t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: o.orderNo, AmountFen: o.totalFen }, withReq(token))))
  assert.deepEqual(answers.map((a) => a.Code), orders.map(() => '0000'), answers.map((a) => a.Msg).join(' / '))
  const sum = orders.reduce((s, o) => s + o.totalFen, 0)
  assert.equal((await marketingBudget(token)).used, before.used + sum)
  const { rows } = await t.app.db.query<{ used: number; charged: number }>(
    `select b.used_fen::int as used, (select coalesce(sum(c.amount_fen), 0)::int from budget_charges c where c.budget_id = b.id) as charged from budgets b where b.id = 36001`,
  )
  assert.equal(rows[0].used - rows[0].charged, 1280000, 'every fen moved since the seed (¥12,800 used) is on the ledger')
})
