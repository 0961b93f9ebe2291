/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 31 items 1 and 4 (decision 0560): a trip's reimbursement lists the orders the enterprise account paid as
// 公司已付 but pays the employee only the personally paid part and the subsidy, 冲借款 taken from that part; finance
// pays it from one of the enterprise's accounts, the amount computed on the server, once.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, setupFile, type Envelope } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const SEEDED_LOAN = 'JK2026110124201'
const PAY_ACCOUNT = '24001'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })

// The demo trip (expense seed): flight and hotel paid by the enterprise account, the train home paid by 张伟.
const FLIGHT = 128000
const HOTEL = 96000
const TRAIN = 66200
const SUBSIDY = 42500

const billOf = async (token: string, BillNo: string) => {
  const answer = await t.post(`${B}/GetBillDetail`, { BillNo }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data
}
const loanOf = async (token: string) => (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token })).Data

async function approveBoth(billNo: string) {
  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  assert.equal((await t.post(`${B}/ApproveBill`, { BillNo: billNo }, { token: approver })).Code, '0000')
  const last = await t.post(`${B}/ApproveBill`, { BillNo: billNo }, { token: finance })
  assert.equal(last.Data?.Status, 'Approved', last.Msg)
  return finance
}

/** The 付款单 rows of a bill, straight from the ledger. */
async function paymentsOf(billNo: string) {
  const { rows } = await t.app.db.query<{ amount_fen: string; pay_account_id: number | null }>(
    'select p.amount_fen, p.pay_account_id from expense_payment_bills p join expense_bills b on b.id = p.bill_id where b.bill_no = $1',
    [billNo],
  )
  return rows.map((r) => ({ amountFen: Number(r.amount_fen), payAccountId: r.pay_account_id }))
}

test('the trip reimbursement shows company-paid orders but pays only the personal part and the subsidy, less 冲借款', async () => {
  const employee = await t.login(PHONE.employee)
  const trip = (await t.post(`${B}/GetTripsToReimburse`, {}, { token: employee })).Data.Items[0]
  assert.equal(trip.OrderCount, 3)
  const draft = await t.post(`${B}/DraftTripReimbursement`, { ApplyNo: trip.ApplyNo }, { token: employee })
  assert.equal(draft.Code, '0000', draft.Msg)
  const billNo = draft.Data.BillNo
  const bill = await billOf(employee, billNo)
  assert.equal(bill.AmountFen, FLIGHT + HOTEL + TRAIN + SUBSIDY)
  assert.equal(bill.CompanyPaidFen, FLIGHT + HOTEL)
  assert.equal(bill.ReimbursableFen, TRAIN + SUBSIDY)
  assert.equal(bill.PayableFen, TRAIN + SUBSIDY)
  const companyPaid = bill.Costs.filter((c: any) => c.CompanyPaid).map((c: any) => c.AmountFen).sort()
  assert.deepEqual(companyPaid, [HOTEL, FLIGHT].sort())

  // 冲借款 reaches the owed part, never the company-paid part.
  const save = (AmountFen: number) => t.post(`${B}/SaveReimbursementBill`, {
    BillNo: billNo, Title: bill.Title, Reason: bill.Reason, CostCenterId: bill.CostCenterId, CostIds: bill.Costs.map((c: any) => c.CostId),
    LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen }], Submit: true,
  }, withReq(employee))
  const loanBefore = await loanOf(employee)
  const over = await save(TRAIN + SUBSIDY + 1)
  assert.equal(over.Code, '4001')
  assert.match(over.Msg, /冲借款金额不能超过应报销金额 ¥1087\.00/)
  assert.equal((await loanOf(employee)).OutstandingFen, loanBefore.OutstandingFen)
  const saved = await save(40000)
  assert.equal(saved.Code, '0000', saved.Msg)
  const submitted = await billOf(employee, billNo)
  assert.equal(submitted.OffsetFen, 40000)
  assert.equal(submitted.PayableFen, TRAIN + SUBSIDY - 40000)
  assert.equal(submitted.Payee.Name, '张伟')

  const finance = await approveBoth(billNo)
  // Pay needs one of the enterprise's accounts: none, an unknown one or another enterprise's is refused, nothing moves.
  const missing = await t.post(`${B}/PayBill`, { BillNo: billNo }, withReq(finance))
  assert.equal(missing.Code, '4000')
  assert.equal(missing.Msg, '请选择付款账户')
  const { rows } = await t.app.db.query<{ id: number }>(
    `insert into loan_pay_accounts (enterprise_id, account_name, account_no, bank_code, sort) values ($1, '远山贸易基本户', '6222000011112222', 'CMB', 1) returning id`,
    [ENTERPRISE.b],
  )
  for (const foreign of [String(rows[0].id), '99999999']) {
    const refused = await t.post(`${B}/PayBill`, { BillNo: billNo, PayAccountId: foreign }, withReq(finance))
    assert.equal(refused.Code, '4000', foreign)
    assert.equal(refused.Msg, '付款账户不存在，请重新选择')
  }
  assert.equal((await billOf(finance, billNo)).Status, 'Approved')
  assert.deepEqual(await paymentsOf(billNo), [])

  const paid = await t.post(`${B}/PayBill`, { BillNo: billNo, PayAccountId: PAY_ACCOUNT }, withReq(finance))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.equal(paid.Data.Status, 'Paid')
  assert.deepEqual(await paymentsOf(billNo), [{ amountFen: TRAIN + SUBSIDY - 40000, payAccountId: Number(PAY_ACCOUNT) }])
  const done = await billOf(employee, billNo)
  const payment = await t.post(`${B}/GetPaymentBillDetail`, { PaymentNo: done.PaymentNo }, { token: employee })
  assert.equal(payment.Data.AmountFen, TRAIN + SUBSIDY - 40000)
  assert.equal(payment.Data.PayAccountName, '基本户 招商银行上海分行')
  assert.ok(done.History.some((h: any) => h.Note.includes('已支付 ¥687.00（公司已付 ¥2240.00，冲借款 ¥400.00），付款账户「基本户 招商银行上海分行」')), JSON.stringify(done.History))
  assert.equal((await loanOf(employee)).OutstandingFen, loanBefore.OutstandingFen - 40000)
  assert.equal((await t.post(`${B}/PayBill`, { BillNo: billNo, PayAccountId: PAY_ACCOUNT }, withReq(finance))).Code, '4001')
})

test('parallel PayBill copies of one bill: paid once, the payable amount exactly, no 5000', async () => {
  const employee = await t.login(PHONE.employee)
  for (let round = 0; round < 8; round++) {
    const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 12345 + round, CostDate: '2026-11-20', CityName: '上海', Remark: `并发支付${round}`, Attachments: [] }, withReq(employee))
    assert.equal(cost.Code, '0000', cost.Msg)
    const saved = await t.post(`${B}/SaveReimbursementBill`, { Title: '并发支付', Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, withReq(employee))
    assert.equal(saved.Code, '0000', saved.Msg)
    const finance = await approveBoth(saved.Data.BillNo)
    const answers: Envelope[] = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      t.post(`${B}/PayBill`, { BillNo: saved.Data.BillNo, PayAccountId: i % 2 === 0 ? '24001' : '24002' }, withReq(finance))))
    assert.deepEqual(answers.map((a) => a.Code).sort(), ['0000', '4001', '4001', '4001', '4001', '4001'], answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
    const payments = await paymentsOf(saved.Data.BillNo)
    assert.equal(payments.length, 1)
    assert.equal(payments[0].amountFen, 12345 + round)
  }
})
