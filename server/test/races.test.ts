/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Parallel copies of the calls that move money or claim something unique (issue 31, items 2, 3 and 13): whatever
// the interleaving, a bill's amount is the sum of its costs, nothing is paid (or settled) twice or lost, and no
// answer is 5000. Each race runs ROUNDS times; PostgreSQL interleaves them for real, PGlite mostly serialises.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { ENTERPRISE, MEMBER, PHONE, residentId, setupFile } from './helper'
import { balance, findRate, orderBody, prepaidFree } from './hotel-fixtures'
import { assertNoBusy, recordingGateway } from './races-fixtures'

const recorder = recordingGateway()
const t = setupFile({ orderJobs: false, paymentGateway: recorder.gateway })
const ROUNDS = 20
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })

// ---------------------------------------------------------------------------------------------------------------
// Item 2: a bill's amount is the sum of its costs

const SAVE_COST = '/expensecontrol/Expense/SaveCost'
const DELETE_COST = '/expensecontrol/Expense/DeleteCost'
const SAVE_BILL = '/b2b/CustomerBill/SaveReimbursementBill'
const cost = (over: Record<string, unknown> = {}) => ({ CostTypeId: '18002', AmountFen: 9999900, CostDate: '2026-11-20', CityName: '上海', Remark: '竞态', Attachments: [], ...over })
const billBody = (costIds: string[], over: Record<string, unknown> = {}) => ({ Title: '竞态报销', Reason: '客户拜访', CostCenterId: '31001', CostIds: costIds, Submit: false, ...over })

async function record(token: string, over: Record<string, unknown> = {}): Promise<string> {
  const saved = await t.post(SAVE_COST, cost(over), withReq(token))
  assert.equal(saved.Code, '0000', saved.Msg)
  return saved.Data.CostId
}

/** The bill as its applicant sees it: AmountFen equals the sum of the costs listed. */
async function assertBillMatchesCosts(token: string, billNo: string) {
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: billNo }, { token })
  assert.equal(detail.Code, '0000', detail.Msg)
  const sum = detail.Data.Costs.reduce((total: number, c: any) => total + c.AmountFen, 0)
  assert.equal(detail.Data.AmountFen, sum, `bill ${billNo}: AmountFen ${detail.Data.AmountFen}, costs ${detail.Data.Costs.map((c: any) => c.AmountFen).join('+')}`)
}

async function lastBillId(): Promise<number> {
  return Number((await t.app.db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from expense_bills')).rows[0].id)
}

/** Every bill of the member made after `sinceId`, in the database: amount = sum of its live costs, and no deleted cost on it. */
async function assertLedger(memberId: number, sinceId: number) {
  const { rows } = await t.app.db.query<{ bill_no: string; amount_fen: number; costs_fen: number; deleted: number }>(
    `select b.bill_no, b.amount_fen, coalesce(sum(c.amount_fen) filter (where c.deleted_at is null), 0)::bigint as costs_fen,
            count(c.id) filter (where c.deleted_at is not null)::int as deleted
       from expense_bills b left join expense_costs c on c.bill_id = b.id where b.member_id = $1 and b.id > $2 group by b.id`,
    [memberId, sinceId],
  )
  const wrong = rows.filter((r) => Number(r.amount_fen) !== Number(r.costs_fen) || r.deleted > 0)
  assert.deepEqual(wrong, [], 'bills whose amount is not the sum of their costs')
}

test('editing a cost while a bill claims it: the bill\'s amount stays the sum of its costs', async () => {
  const token = await t.login(PHONE.employee)
  const since = await lastBillId()
  for (let round = 0; round < ROUNDS; round += 1) {
    const c = await record(token)
    const [billed, edited] = await Promise.all([t.post(SAVE_BILL, billBody([c]), withReq(token)), t.post(SAVE_COST, cost({ CostId: c, AmountFen: 100 }), withReq(token))])
    assertNoBusy([billed, edited])
    assert.equal(billed.Code, '0000', billed.Msg)
    assert.ok(['0000', '4001'].includes(edited.Code), `${edited.Code} ${edited.Msg}`)
    await assertBillMatchesCosts(token, billed.Data.BillNo)
  }
  await assertLedger(MEMBER.employee, since)
})

test('deleting a cost while a bill claims it: one of them wins, and no bill holds a deleted cost', async () => {
  const token = await t.login(PHONE.employee)
  const since = await lastBillId()
  for (let round = 0; round < ROUNDS; round += 1) {
    const c = await record(token)
    const [billed, deleted] = await Promise.all([t.post(SAVE_BILL, billBody([c]), withReq(token)), t.post(DELETE_COST, { CostId: c }, withReq(token))])
    assertNoBusy([billed, deleted])
    assert.equal([billed, deleted].filter((a) => a.Code === '0000').length, 1, `bill ${billed.Code} ${billed.Msg}; delete ${deleted.Code} ${deleted.Msg}`)
    if (billed.Code === '0000') await assertBillMatchesCosts(token, billed.Data.BillNo)
    else assert.equal(billed.Code, '4004', billed.Msg)
  }
  await assertLedger(MEMBER.employee, since)
})

test('editing a bill\'s costs (one added, one removed) while both costs are edited: the amount follows the costs', async () => {
  const token = await t.login(PHONE.employee)
  const since = await lastBillId()
  for (let round = 0; round < ROUNDS; round += 1) {
    const kept = await record(token, { AmountFen: 5000 })
    const removed = await record(token)
    const added = await record(token)
    const made = await t.post(SAVE_BILL, billBody([kept, removed]), withReq(token))
    assert.equal(made.Code, '0000', made.Msg)
    const billNo = made.Data.BillNo
    const answers = await Promise.all([
      t.post(SAVE_BILL, billBody([kept, added], { BillNo: billNo }), withReq(token)),
      t.post(SAVE_COST, cost({ CostId: added, AmountFen: 100 }), withReq(token)),
      t.post(SAVE_COST, cost({ CostId: removed, AmountFen: 200 }), withReq(token)),
    ])
    assertNoBusy(answers)
    assert.equal(answers[0].Code, '0000', answers[0].Msg)
    await assertBillMatchesCosts(token, billNo)
  }
  await assertLedger(MEMBER.employee, since)
})

test('two bills claiming one cost at once: exactly one holds it', async () => {
  const token = await t.login(PHONE.employee)
  const since = await lastBillId()
  for (let round = 0; round < ROUNDS; round += 1) {
    const c = await record(token)
    const answers = await Promise.all([t.post(SAVE_BILL, billBody([c]), withReq(token)), t.post(SAVE_BILL, billBody([c]), withReq(token))])
    assertNoBusy(answers)
    assert.deepEqual(answers.map((a) => a.Code).sort(), ['0000', '4001'], answers.map((a) => a.Msg).join(' | '))
    await assertBillMatchesCosts(token, answers.find((a) => a.Code === '0000')!.Data.BillNo)
  }
  await assertLedger(MEMBER.employee, since)
})

test('editing a subsidy cost while a bill claims it: the bill\'s amount stays the sum of its costs', async () => {
  const token = await t.login(PHONE.employee)
  const S = (path: string) => `/expensecontrol/Subsidy/${path}`
  const since = await lastBillId()
  for (let round = 0; round < ROUNDS; round += 1) {
    // Free the demo trip's days: a subsidy cost on a draft bill is moved off it (onto a cost of its own), then deleted.
    for (const line of (await t.post(S('GetSubsidyCosts'), {}, { token })).Data.Items) {
      if (line.BillNo) assert.equal((await t.post(SAVE_BILL, billBody([await record(token, { AmountFen: 1000 })], { BillNo: line.BillNo }), withReq(token))).Code, '0000')
      assert.equal((await t.post(DELETE_COST, { CostId: line.CostId }, withReq(token))).Code, '0000')
    }
    const claim = await t.post(S('ClaimSubsidy'), {}, withReq(token))
    assert.equal(claim.Code, '0000', claim.Msg)
    const line = await t.post(S('GetSubsidyCost'), { CostId: claim.Data.CostId }, { token })
    const days = line.Data.Days.map((d: any) => d.Date)
    const [billed, edited] = await Promise.all([
      t.post(SAVE_BILL, billBody([claim.Data.CostId]), withReq(token)),
      t.post(S('SaveSubsidyCost'), { CostId: claim.Data.CostId, Remark: '客户安排午餐', Days: [{ Date: days[1], Keep: true, Deducted: ['meal'] }, { Date: days[2], Keep: false, Deducted: [] }] }, withReq(token)),
    ])
    assertNoBusy([billed, edited])
    assert.equal(billed.Code, '0000', billed.Msg)
    assert.ok(['0000', '4001'].includes(edited.Code), `${edited.Code} ${edited.Msg}`)
    await assertBillMatchesCosts(token, billed.Data.BillNo)
  }
  await assertLedger(MEMBER.employee, since)
})

// ---------------------------------------------------------------------------------------------------------------
// Item 3: a personal payment is settled only when it is recorded

const PAY = (path: string) => `/b2b/Pay/${path}`

/** A compliant prepaid hotel order of the employee, waiting for payment. */
async function pendingOrder(token: string, daysAhead: number) {
  const rate = await findRate(t.app, { daysAhead, accept: (r) => prepaidFree(r) && r.avgFen <= 60000 })
  const created = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  return { orderNo: created.Data.OrderNo as string, amountFen: rate.totalFen }
}

/** Every payment of the order: what the gateway holds of each personal one equals what the order recorded as paid by it. */
async function assertPaidOnce(orderNo: string) {
  const { rows: order } = await t.app.db.query<{ id: number; paid_fen: number; pay_amount_fen: number; refunded_fen: number }>(
    'select id, paid_fen, pay_amount_fen, refunded_fen from orders where order_no = $1', [orderNo],
  )
  const { rows: payments } = await t.app.db.query<{ id: number; pay_no: string; method: string; amount_fen: number; status: string }>(
    'select id, pay_no, method, amount_fen, status from payments where order_id = $1 order by id', [order[0].id],
  )
  const paid = payments.filter((p) => p.status === 'paid')
  assert.equal(paid.length, 1, `paid payments of ${orderNo}: ${JSON.stringify(payments)}`)
  assert.equal(Number(order[0].paid_fen), Number(paid[0].amount_fen))
  assert.equal(Number(order[0].paid_fen), Number(order[0].pay_amount_fen))
  assert.deepEqual(payments.filter((p) => p.status === 'paying'), [], 'a payment left open on a paid order')
  for (const p of payments.filter((x) => x.method === 'personal')) {
    assert.equal(recorder.heldFen(p.pay_no), p.status === 'paid' ? Number(p.amount_fen) : 0, `gateway holds money of ${p.pay_no} (${p.status})`)
  }
  const { rows: ledger } = await t.app.db.query<{ n: number; fen: number }>(
    `select count(*)::int as n, coalesce(-sum(amount_fen), 0)::bigint as fen from enterprise_account_ledger where order_id = $1 and kind = 'pay'`, [order[0].id],
  )
  assert.equal(Number(ledger[0].fen), paid[0].method === 'enterprise' ? Number(paid[0].amount_fen) : 0, 'the enterprise account was charged only for an enterprise payment')
}

test('a personal payment confirmed after the order was paid by the enterprise account is closed, never settled', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, amountFen } = await pendingOrder(token, 10)
  const opened = await t.post(PAY('CreatePersonalPay'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  assert.equal(opened.Code, '0000', opened.Msg)
  const start = await balance(t.app, ENTERPRISE.a)
  const paid = await t.post(PAY('PayByEnterpriseAccount'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  const late = await t.post(PAY('ConfirmPersonalPay'), { PayNo: opened.Data.PayNo }, withReq(token))
  assert.equal(late.Code, '4001', late.Msg)
  assert.equal(recorder.settled.filter((p) => p.payNo === opened.Data.PayNo).length, 0, 'the gateway settled a payment the order never recorded')
  const status = await t.post(PAY('GetPayStatus'), { OrderNo: orderNo, PayNo: opened.Data.PayNo }, { token })
  assert.equal(status.Data.Status, 'closed')
  assert.equal(await balance(t.app, ENTERPRISE.a), start - amountFen)
  await assertPaidOnce(orderNo)
})

test('a personal payment confirmed after the order was cancelled is closed, never settled', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, amountFen } = await pendingOrder(token, 11)
  const opened = await t.post(PAY('CreatePersonalPay'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  assert.equal((await t.post('/hotel/api/hotel/order/CancelOrder', { OrderNo: orderNo, Reason: '行程变更' }, withReq(token))).Code, '0000')
  assert.equal((await t.post(PAY('GetPayStatus'), { OrderNo: orderNo, PayNo: opened.Data.PayNo }, { token })).Data.Status, 'closed')
  const late = await t.post(PAY('ConfirmPersonalPay'), { PayNo: opened.Data.PayNo }, withReq(token))
  assert.equal(late.Code, '4001', late.Msg)
  assert.equal(recorder.heldFen(opened.Data.PayNo), 0)
})

test('paying by the enterprise account and confirming a personal payment at once: paid once, the gateway keeps nothing unrecorded', async () => {
  const token = await t.login(PHONE.employee)
  for (let round = 0; round < ROUNDS; round += 1) {
    const { orderNo, amountFen } = await pendingOrder(token, 12 + (round % 5))
    const opened = await t.post(PAY('CreatePersonalPay'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
    assert.equal(opened.Code, '0000', opened.Msg)
    const answers = await Promise.all([
      t.post(PAY('PayByEnterpriseAccount'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token)),
      t.post(PAY('ConfirmPersonalPay'), { PayNo: opened.Data.PayNo }, withReq(token)),
    ])
    assertNoBusy(answers)
    assert.deepEqual(answers.map((a) => a.Code).sort(), ['0000', '4001'], answers.map((a) => a.Msg).join(' | '))
    await assertPaidOnce(orderNo)
  }
})

test('a settlement the order fails to record goes back to the payer: the gateway keeps nothing, the payment is closed', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, amountFen } = await pendingOrder(token, 17)
  const opened = await t.post(PAY('CreatePersonalPay'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  const payNo: string = opened.Data.PayNo
  assert.match(payNo, /^P\d+$/)
  // A fault injected in the database: recording this payment as paid fails after the gateway settled it.
  await t.app.db.exec(`
    create function races_fail_recording() returns trigger language plpgsql as $$
    begin
      if new.status = 'paid' and new.pay_no = '${payNo}' then raise exception 'injected failure'; end if;
      return new;
    end $$;
    create trigger races_fail_recording before update on payments for each row execute function races_fail_recording();`)
  try {
    const confirmed = await t.post(PAY('ConfirmPersonalPay'), { PayNo: payNo }, withReq(token))
    assert.equal(confirmed.Code, '5000', 'an injected failure is a system failure')
  } finally {
    await t.app.db.exec('drop trigger races_fail_recording on payments; drop function races_fail_recording()')
  }
  assert.equal(recorder.settled.filter((p) => p.payNo === payNo).length, 1, 'the gateway settled it')
  assert.equal(recorder.heldFen(payNo), 0, 'and refunded it')
  const status = await t.post(PAY('GetPayStatus'), { OrderNo: orderNo, PayNo: payNo }, { token })
  assert.deepEqual([status.Data.Status, status.Data.OrderStatus], ['closed', 'PendingPayment'])
  const again = await t.post(PAY('CreatePersonalPay'), { OrderNo: orderNo, AmountFen: amountFen }, withReq(token))
  assert.notEqual(again.Data.PayNo, payNo, 'a new payment is opened')
  assert.equal((await t.post(PAY('ConfirmPersonalPay'), { PayNo: again.Data.PayNo }, withReq(token))).Code, '0000')
  await assertPaidOnce(orderNo)
})

// ---------------------------------------------------------------------------------------------------------------
// Item 13: a unique key lost in a race answers its business code, never 5000

const PARALLEL = 8
const UNIQUE_ROUNDS = 5
const I = (path: string) => `/hotel-front-api/api/insurance/${path}`
const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)

/** A ticketed one-way flight for one passenger, paid from the enterprise account. */
async function ticketedFlight(token: string, ahead: number, idNo: string): Promise<string> {
  const F = (path: string) => `/b2b/Flight/${path}`
  const flight = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SZX', DepartDate: day(ahead) }, { token })).Data.Flights[0]
  const fares = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(ahead), DepartCityCode: 'BJS', ArriveCityCode: 'SZX' }, { token })).Data.Fares
  const fare = fares.find((f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: idNo, Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post(PAY('PayByEnterpriseAccount'), { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  return created.Data.OrderNo
}

async function activePolicies(orderNo: string): Promise<number> {
  const { rows } = await t.app.db.query<{ n: number }>(
    `select count(*)::int as n from insurance_policies p join orders o on o.id = p.order_id where o.order_no = $1 and p.status = 'Active'`, [orderNo],
  )
  return rows[0].n
}

test('8 parallel BuyPolicies of one product: one buys and charges once, the rest answer 4009', async () => {
  const token = await t.login(PHONE.employee)
  for (let round = 0; round < UNIQUE_ROUNDS; round += 1) {
    const orderNo = await ticketedFlight(token, 20 + round, residentId(`11010119900103${String(500 + round)}`))
    const before = await balance(t.app, ENTERPRISE.a)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token))))
    assertNoBusy(answers)
    const bought = answers.filter((a) => a.Code === '0000')
    assert.equal(bought.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4009'), answers.map((a) => a.Code).join(','))
    assert.equal(await activePolicies(orderNo), bought[0].Data.PolicyNos.length)
    assert.equal(await balance(t.app, ENTERPRISE.a), before - bought[0].Data.PremiumFen, 'the premium was charged once')
  }
})

test('8 parallel RequestPolicies: every one answers the bought policy, bought and charged once', async () => {
  const token = await t.login(PHONE.employee)
  for (let round = 0; round < UNIQUE_ROUNDS; round += 1) {
    const orderNo = await ticketedFlight(token, 30 + round, residentId(`11010119900103${String(600 + round)}`))
    const before = await balance(t.app, ENTERPRISE.a)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(I('RequestPolicies'), { OrderNo: orderNo, ProductCodes: ['FLIGHT_DELAY'] }, withReq(token))))
    assertNoBusy(answers)
    assert.ok(answers.every((a) => a.Code === '0000'), answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.ok(answers.every((a) => a.Data.Requests.every((r: any) => r.Status === 'Bought')), JSON.stringify(answers.map((a) => a.Data.Requests)))
    const policies = await activePolicies(orderNo)
    assert.equal(policies, 1)
    assert.equal(await balance(t.app, ENTERPRISE.a), before - 2_000, 'one premium of 航班延误险')
  }
})

test('8 parallel invoice applications for the same orders: one applies, the rest answer 4009', async () => {
  const token = await t.login(PHONE.finance)
  const title = await t.post('/b2b/Customer/SubmitInvoiceTitleInfo', { TitleType: 'company', Title: '星河智联科技有限公司', TaxNo: '91350100M000100Y43' }, withReq(token))
  assert.equal(title.Code, '0000', title.Msg)
  const orderNos = (await t.post('/tripwise-m-api/member/invoice/orders', {}, { token })).Data.Orders.map((o: any) => o.OrderNo)
  assert.ok(orderNos.length > 0)
  const body = { OrderNos: orderNos, TitleId: title.Data.TitleId, Kind: 'normal', Medium: 'electronic', Email: 'wangfang@example.com' }
  for (let round = 0; round < UNIQUE_ROUNDS; round += 1) {
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post('/tripwise-m-api/member/invoice/save', body, withReq(token))))
    assertNoBusy(answers)
    const applied = answers.filter((a) => a.Code === '0000')
    assert.equal(applied.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4009'), answers.map((a) => a.Code).join(','))
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from invoice_application_orders where live')
    assert.equal(rows[0].n, orderNos.length, 'each order in one live application')
    assert.equal((await t.post('/tripwise-m-api/member/invoice/delete', { ApplyNo: applied[0].Data.ApplyNo }, withReq(token))).Code, '0000')
  }
})

test('8 parallel evaluations of one feedback: one is kept, the rest answer 4009', async () => {
  const token = await t.login(PHONE.dossenSale)
  const base = '/tripwise-m-api/dmm/feedback'
  const replied = (await t.post(`${base}/page`, { PageIndex: 1, PageSize: 10 }, { token })).Data.Items.find((i: any) => i.Status === 'replied').FeedbackId
  for (let round = 0; round < UNIQUE_ROUNDS; round += 1) {
    await t.app.db.query('delete from feedback_evaluations where feedback_id = $1', [Number(replied)])
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => t.post(`${base}/evaluation/save`, { FeedbackId: replied, Score: 1 + (i % 5) }, withReq(token))))
    assertNoBusy(answers)
    assert.equal(answers.filter((a) => a.Code === '0000').length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.ok(answers.every((a) => a.Code === '0000' || (a.Code === '4009' && a.Msg === '该反馈已评价')), answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  }
})

test('8 parallel BindPlatform of one account: one binds, the rest answer 4009', async () => {
  const token = await t.login(PHONE.manager)
  const B = '/common/api/bindAccount'
  for (let round = 0; round < UNIQUE_ROUNDS; round += 1) {
    const body = { PlatformCode: 'ctrip', Account: `1381234${String(round).padStart(4, '0')}`, Password: 'secret1' }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(`${B}/BindPlatform`, body, withReq(token))))
    assertNoBusy(answers)
    assert.equal(answers.filter((a) => a.Code === '0000').length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4009'), answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    assert.equal((await t.post(`${B}/UnbindPlatform`, { PlatformCode: 'ctrip' }, withReq(token))).Code, '0000')
  }
})

test('every unique key a domain names a message for exists in the database', async () => {
  const { loadDomains } = await import('../src/lib/load-domains')
  const { mergeUniqueMessages } = await import('../src/lib/unique-violation')
  const names = Object.keys(mergeUniqueMessages(await loadDomains()))
  assert.ok(names.length > 10)
  const { rows } = await t.app.db.query<{ relname: string }>(
    `select i.relname from pg_index x join pg_class i on i.oid = x.indexrelid where x.indisunique and i.relname = any($1::text[])`, [names],
  )
  assert.deepEqual(names.filter((n) => !rows.some((r) => r.relname === n)), [], 'names that are no unique key')
})
