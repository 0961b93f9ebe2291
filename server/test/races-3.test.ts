/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// The race suite, part 3 (issue 31): parallel copies of the money-moving calls outside orders' refunds — loan
// payout, repayment and 冲借款, a coupon taken by parallel orders, an offline recharge reported twice, and insurance
// claims paid out — leave every ledger consistent: a loan's paid-out money is what was repaid, offset and still owed,
// a bill is paid what it owes less its offsets, a coupon is used once, a claim is paid once, and no answer is 5000.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { answerClaim, createSimulatedInsurer, PAYOUT_MINUTES, progressClaims } from '../src/domains/insurance/insurer'
import { MEMBER, PHONE, residentId, setupFile } from './helper'
import { findRate, orderBody, prepaidFree } from './hotel-fixtures'
import { I, ticketedOneWay } from './flight-fixtures'
import { PARALLEL, answered, withReq } from './races-fixtures'

const t = setupFile({ orderJobs: false })
const ROUNDS = 4
const B = (path: string) => `/b2b/CustomerBill/${path}`
const codes = (answers: { Code: string; Msg: string }[]) => answers.map((a) => `${a.Code} ${a.Msg}`).join(' | ')

// ---------------------------------------------------------------------------------------------------------------
// Loans: payout, repayment, 冲借款

/** One live session a person (decision 0540): the approver's and finance's tokens, logged in once a file. */
let deciders: { approver: string; finance: string } | undefined
async function decider(who: 'approver' | 'finance'): Promise<string> {
  deciders ??= { approver: await t.login(PHONE.approver), finance: await t.login(PHONE.finance) }
  return deciders[who]
}

async function approvedLoan(token: string, amountFen: number): Promise<string> {
  const made = await t.post(B('SaveLoanBill'), { Reason: '出差备用金', AmountFen: amountFen, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }, withReq(token))
  assert.equal(made.Code, '0000', made.Msg)
  const loanNo: string = made.Data.LoanNo
  assert.equal((await t.post(B('ApproveLoanBill'), { LoanNo: loanNo }, withReq(await decider('approver')))).Data.Status, 'Approving')
  assert.equal((await t.post(B('ApproveLoanBill'), { LoanNo: loanNo }, withReq(await decider('finance')))).Data.Status, 'Approved')
  return loanNo
}

async function paidLoan(token: string, amountFen: number): Promise<string> {
  const loanNo = await approvedLoan(token, amountFen)
  assert.equal((await t.post(B('PayLoanBill'), { LoanNo: loanNo, PayAccountId: '24001' }, withReq(await decider('finance')))).Data.Status, 'Paid')
  return loanNo
}

/**
 * A loan's ledger in the database: paid out = repaid + offset + owed; what waits for finance is held and owed; the
 * repaid and offset amounts are the sums of its confirmed cash repayments and live offsets.
 */
async function assertLoanLedger(loanNo: string) {
  const { rows } = await t.app.db.query<Record<string, number>>(
    `select l.amount_fen, l.paid_out_fen, l.repaid_fen, l.offset_fen, l.outstanding_fen, l.pending_fen,
            coalesce(sum(r.amount_fen) filter (where r.method = 'cash' and r.status = 'Paid'), 0)::bigint as cash_fen,
            coalesce(sum(r.amount_fen) filter (where r.method = 'cash' and r.status = 'Approving'), 0)::bigint as waiting_fen,
            coalesce(sum(r.amount_fen) filter (where r.method = 'offset' and r.status = 'Paid'), 0)::bigint as offsets_fen
       from loan_bills l left join loan_repayments r on r.loan_id = l.id where l.loan_no = $1 group by l.id`, [loanNo])
  const l = Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]))
  const text = JSON.stringify(l)
  assert.ok(l.paid_out_fen === 0 || l.paid_out_fen === l.amount_fen, `paid out once: ${text}`)
  assert.equal(l.paid_out_fen, l.repaid_fen + l.offset_fen + l.outstanding_fen, `paid out = repaid + offset + owed: ${text}`)
  assert.ok(l.outstanding_fen >= 0 && l.pending_fen <= l.outstanding_fen, text)
  assert.deepEqual([l.repaid_fen, l.pending_fen, l.offset_fen], [l.cash_fen, l.waiting_fen, l.offsets_fen], `the loan's sums are its repayments': ${text}`)
  return l
}

test(`${PARALLEL} parallel payouts of one loan: paid out once, one payment`, async () => {
  const employee = await t.login(PHONE.employee)
  const finance = await decider('finance')
  for (let round = 0; round < ROUNDS; round += 1) {
    const loanNo = await approvedLoan(employee, 50_000)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(B('PayLoanBill'), { LoanNo: loanNo, PayAccountId: '24001' }, withReq(finance))))
    assert.equal(answered(answers, ['0000', '4001', '4009']).length, 1, codes(answers))
    const loan = await assertLoanLedger(loanNo)
    assert.equal(loan.paid_out_fen, 50_000)
  }
})

test(`${PARALLEL} parallel confirmations, rejections and revocations of one repayment: decided once`, async () => {
  const employee = await t.login(PHONE.employee)
  const finance = await decider('finance')
  const loanNo = await paidLoan(employee, 100_000)
  for (let round = 0; round < ROUNDS; round += 1) {
    const repay = await t.post(B('SaveRepaymentBill'), { LoanNo: loanNo, AmountFen: 10_000, Remark: '现金' }, withReq(employee))
    assert.equal(repay.Code, '0000', repay.Msg)
    const RepayNo = repay.Data.RepayNo
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      i % 4 === 3 ? t.post(B('RejectRepaymentBill'), { RepayNo, Reason: '未到账' }, withReq(finance))
        : i % 4 === 2 ? t.post(B('RevokeRepaymentBill'), { RepayNo }, withReq(employee))
          : t.post(B('ConfirmRepaymentBill'), { RepayNo }, withReq(finance))))
    assert.equal(answered(answers, ['0000', '4001', '4009']).length, 1, codes(answers))
    await assertLoanLedger(loanNo)
  }
  const loan = await assertLoanLedger(loanNo)
  assert.ok(loan.repaid_fen <= ROUNDS * 10_000)
})

test(`${PARALLEL} parallel repayments of one loan never repay more than it owes`, async () => {
  const employee = await t.login(PHONE.employee)
  const finance = await decider('finance')
  for (let round = 0; round < ROUNDS; round += 1) {
    const loanNo = await paidLoan(employee, 30_000)
    const made = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(B('SaveRepaymentBill'), { LoanNo: loanNo, AmountFen: 10_000, Remark: '' }, withReq(employee))))
    const held = answered(made, ['0000', '4001', '4009'])
    assert.equal(held.length, 3, codes(made))
    const confirmed = await Promise.all(held.flatMap((h) => [0, 1].map(() => t.post(B('ConfirmRepaymentBill'), { RepayNo: h.Data.RepayNo }, withReq(finance)))))
    assert.equal(answered(confirmed, ['0000', '4001', '4009']).length, 3, codes(confirmed))
    const loan = await assertLoanLedger(loanNo)
    assert.deepEqual([loan.repaid_fen, loan.outstanding_fen], [30_000, 0])
  }
})

const SAVE_COST = '/expensecontrol/Expense/SaveCost'
const SAVE_BILL = B('SaveReimbursementBill')
async function bill(token: string, amounts: number[], submit: boolean) {
  const costIds: string[] = []
  for (const amountFen of amounts) {
    const saved = await t.post(SAVE_COST, { CostTypeId: '18002', AmountFen: amountFen, CostDate: '2026-11-20', CityName: '上海', Remark: '竞态冲借款', Attachments: [] }, withReq(token))
    assert.equal(saved.Code, '0000', saved.Msg)
    costIds.push(saved.Data.CostId)
  }
  const made = await t.post(SAVE_BILL, { Title: '冲借款竞态', Reason: '客户拜访', CostCenterId: '31001', CostIds: costIds, Submit: submit }, withReq(token))
  assert.equal(made.Code, '0000', made.Msg)
  return { billNo: made.Data.BillNo as string, costIds }
}

/** A bill's offsets never exceed its amount; a paid bill paid its amount less its offsets, once. */
async function assertBillOwed(billNo: string) {
  const { rows } = await t.app.db.query<{ amount_fen: number; status: string; offsets_fen: number; paid_fen: number; payments: number }>(
    `select b.amount_fen, b.status,
            (select coalesce(sum(amount_fen), 0) from loan_repayments r where r.bill_no = b.bill_no and r.method = 'offset' and r.status = 'Paid')::bigint as offsets_fen,
            (select coalesce(sum(amount_fen), 0) from expense_payment_bills p where p.bill_id = b.id)::bigint as paid_fen,
            (select count(*) from expense_payment_bills p where p.bill_id = b.id)::int as payments
       from expense_bills b where b.bill_no = $1`, [billNo])
  const b = rows[0]
  const text = JSON.stringify(b)
  assert.ok(Number(b.offsets_fen) <= Number(b.amount_fen), `offsets beyond the bill's amount: ${text}`)
  if (b.status === 'Paid') {
    assert.equal(b.payments, 1, `paid once: ${text}`)
    assert.equal(Number(b.paid_fen) + Number(b.offsets_fen), Number(b.amount_fen), `paid = owed less offsets: ${text}`)
  } else assert.equal(b.payments, 0, text)
}

test('冲借款 while the bill drops a cost: the offsets never exceed the bill\'s amount', async () => {
  const employee = await t.login(PHONE.employee)
  const loanNo = await paidLoan(employee, 200_000)
  for (let round = 0; round < ROUNDS; round += 1) {
    const { billNo, costIds } = await bill(employee, [10_000, 10_000], false)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0 ? t.post(B('OffsetLoan'), { BillNo: billNo, Items: [{ LoanNo: loanNo, AmountFen: 6_000 }] }, withReq(employee))
        : t.post(SAVE_BILL, { BillNo: billNo, Title: '冲借款竞态', Reason: '客户拜访', CostCenterId: '31001', CostIds: [costIds[0]], Submit: false }, withReq(employee))))
    answered(answers, ['0000', '4001', '4009'])
    await assertBillOwed(billNo)
    await assertLoanLedger(loanNo)
  }
})

// A revoked bill is the applicant's to edit again, like a draft: it gives its offsets back, and may take new ones.
test('冲借款 while the bill is revoked, approved and paid: paid = owed less offsets, once', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await decider('approver')
  const finance = await decider('finance')
  const loanNo = await paidLoan(employee, 200_000)
  for (let round = 0; round < ROUNDS; round += 1) {
    const { billNo } = await bill(employee, [20_000], true)
    assert.equal((await t.post(B('ApproveBill'), { BillNo: billNo }, withReq(approver))).Code, '0000')
    const offset = () => t.post(B('OffsetLoan'), { BillNo: billNo, Items: [{ LoanNo: loanNo, AmountFen: 5_000 }] }, withReq(employee))
    const first = await Promise.all([offset(), offset(), offset(), t.post(B('ApproveBill'), { BillNo: billNo }, withReq(finance)), round % 2 ? t.post(B('RevokeBill'), { BillNo: billNo }, withReq(employee)) : offset()])
    answered(first, ['0000', '4001', '4003', '4009'])
    const second = await Promise.all([offset(), offset(), t.post(B('PayBill'), { BillNo: billNo, PayAccountId: '24001' }, withReq(finance)), t.post(B('PayBill'), { BillNo: billNo, PayAccountId: '24001' }, withReq(finance))])
    answered(second, ['0000', '4001', '4009'])
    await assertBillOwed(billNo)
    await assertLoanLedger(loanNo)
  }
})

// ---------------------------------------------------------------------------------------------------------------
// A coupon taken by parallel orders

test(`one coupon in ${PARALLEL} parallel hotel orders: one order takes it; cancelled in parallel, it comes back once`, async () => {
  const token = await t.login(PHONE.employee)
  const { rows } = await t.app.db.query<{ id: number }>(
    `insert into hotel_coupons (member_id, name, discount_fen, threshold_fen, expire_date) values ($1, '竞态立减券', 3000, 0, current_date + 60) returning id`, [MEMBER.employee])
  const couponId = String(rows[0].id)
  for (let round = 0; round < ROUNDS; round += 1) {
    const rates = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => findRate(t.app, { daysAhead: 30 + round * PARALLEL + i, accept: (r) => prepaidFree(r) && r.avgFen <= 60000 })))
    const answers = await Promise.all(rates.map((rate) => t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { CouponId: couponId }), withReq(token))))
    const made = answered(answers, ['0000', '4009'])
    assert.equal(made.length, 1, codes(answers))
    const { rows: taken } = await t.app.db.query<{ order_no: string; pay_amount_fen: number; total_fen: number; used: number }>(
      `select o.order_no, o.pay_amount_fen, h.coupon_discount_fen as discount, (select count(*) from hotel_orders x where x.coupon_id = $1 and x.order_id = o.id)::int as used
         from hotel_coupons c join orders o on o.id = c.used_order_id join hotel_orders h on h.order_id = o.id where c.id = $1`, [Number(couponId)])
    assert.equal(taken.length, 1)
    assert.equal(taken[0].order_no, made[0].Data.OrderNo, 'the coupon is on the order that took it')
    const rate = rates[answers.indexOf(made[0])]
    assert.equal(Number(taken[0].pay_amount_fen), rate.totalFen - 3000, 'the order pays its total less the coupon')
    const cancelled = await Promise.all(Array.from({ length: PARALLEL }, () => t.post('/hotel/api/hotel/order/CancelOrder', { OrderNo: made[0].Data.OrderNo, Reason: '行程变更' }, withReq(token))))
    assert.equal(answered(cancelled, ['0000', '4001', '4009']).length, 1, codes(cancelled))
    const { rows: back } = await t.app.db.query<{ used_order_id: number | null }>('select used_order_id from hotel_coupons where id = $1', [Number(couponId)])
    assert.equal(back[0].used_order_id, null, 'the cancelled order gave the coupon back')
  }
})

// ---------------------------------------------------------------------------------------------------------------
// An offline recharge reported by parallel taps

test(`${PARALLEL} parallel taps on 提交 of one offline recharge (one reqId): one record`, async () => {
  const finance = await decider('finance')
  for (let round = 0; round < ROUNDS; round += 1) {
    const reqId = randomUUID()
    const body = { AmountFen: 500_000 + round, PayerName: '星河智联科技有限公司', PayerAccount: '6222020200112233', TransferDate: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10), Remark: '竞态' }
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post('/b2b/Customer/RechargeOffline', body, { token: finance, headers: { reqId } })))
    const done = answered(answers, ['0000', '4009'])
    assert.ok(done.length >= 1)
    assert.equal(new Set(done.map((a) => a.Data.RechargeNo)).size, 1, 'every success names the one record')
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from recharge_records where amount_fen = $1', [body.AmountFen])
    assert.equal(rows[0].n, 1, 'one recharge record')
  }
})

// ---------------------------------------------------------------------------------------------------------------
// Insurance: claims paid out

let idSeq = 0
const idNo = () => residentId(`11010119900105${String(100 + (idSeq += 1)).slice(-3)}`)

async function delayPolicy(token: string): Promise<string> {
  const orderNo = await ticketedOneWay(t, token, { ahead: 5, idNo: idNo() })
  const bought = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_DELAY' }, withReq(token))
  assert.equal(bought.Code, '0000', bought.Msg)
  await t.app.db.query(`update insurance_policies set starts_at = now() - interval '1 hour' where policy_no = $1`, [bought.Data.PolicyNos[0]])
  return bought.Data.PolicyNos[0]
}
const material = (c: string) => `/tripwise-m-api/common/file/${c.repeat(32)}`
const delayClaim = (policyNo: string) => ({ PolicyNo: policyNo, Kind: 'delay', AmountFen: 20_000, Description: '航班延误三小时以上', Materials: [material('a'), material('b')] })

/** Every claim of the policy: a payout at most once each, and the payouts within the sum insured. */
async function assertPaidOnce(policyNo: string) {
  const { rows } = await t.app.db.query<{ claim_no: string; status: string; approved_fen: number | null; paid_events: number; sum_insured_fen: number }>(
    `select c.claim_no, c.status, c.approved_fen, p.sum_insured_fen, (select count(*) from insurance_claim_events e where e.claim_id = c.id and e.status = 'Paid')::int as paid_events
       from insurance_claims c join insurance_policies p on p.id = c.policy_id where p.policy_no = $1`, [policyNo])
  for (const c of rows) assert.equal(c.paid_events, c.status === 'Paid' ? 1 : 0, `claim ${c.claim_no} paid ${c.paid_events} times`)
  const paid = rows.filter((c) => c.status === 'Paid').reduce((s, c) => s + Number(c.approved_fen), 0)
  assert.ok(rows.length === 0 || paid <= Number(rows[0].sum_insured_fen), `paid ${paid} on a policy insuring ${rows[0]?.sum_insured_fen}`)
  return rows
}

test(`${PARALLEL} parallel claims of one delay on one policy: one claim, paid once`, async () => {
  const token = await t.login(PHONE.employee)
  const insurer = createSimulatedInsurer()
  for (let round = 0; round < ROUNDS; round += 1) {
    const policyNo = await delayPolicy(token)
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(I('ApplyClaim'), delayClaim(policyNo), withReq(token))))
    assert.equal(answered(answers, ['0000', '4001', '4009']).length, 1, codes(answers))
    const [claim] = await assertPaidOnce(policyNo)
    await answerClaim(t.app.db, claim.claim_no, { to: 'Approved', text: '审核通过', approvedFen: 20_000 })
    // The insurer's job runs in parallel copies (two processes of the cluster, a slow run overtaken by the next).
    const later = new Date(Date.now() + (PAYOUT_MINUTES + 1) * 60_000)
    await Promise.all(Array.from({ length: PARALLEL }, () => progressClaims(t.app.db, insurer, later)))
    const rows = await assertPaidOnce(policyNo)
    assert.deepEqual(rows.map((c) => c.status), ['Paid'])
    const again = await t.post(I('ApplyClaim'), delayClaim(policyNo), withReq(token))
    assert.equal(again.Code, '4009', `${again.Code} ${again.Msg}`)
  }
})
