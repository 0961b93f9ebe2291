import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const SEEDED_LOAN = 'JK2026110124201'

async function cost(token: string, AmountFen: number, Remark: string) {
  const r = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen, CostDate: '2026-11-20', CityName: '上海', Remark, Attachments: [] }, { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.CostId as string
}

const loanOf = async (token: string) => (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token })).Data
const billOf = async (token: string, BillNo: string) => (await t.post(`${B}/GetBillDetail`, { BillNo }, { token })).Data

test('the bill save applies its 冲借款 in the same transaction; approved and paid, the member gets only the difference', async () => {
  const employee = await t.login(PHONE.employee)
  const before = await loanOf(employee)
  const costId = await cost(employee, 80000, '冲借款打车')
  const headers = { reqId: randomUUID() }
  const body = { Title: '冲借款报销', Reason: '', CostCenterId: '31001', CostIds: [costId], LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 30000 }], Submit: true }
  const saved = await t.post(`${B}/SaveReimbursementBill`, body, { token: employee, headers })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal(saved.Data.Status, 'Approving')
  const again = await t.post(`${B}/SaveReimbursementBill`, body, { token: employee, headers })
  assert.deepEqual(again.Data, saved.Data)
  const loan = await loanOf(employee)
  assert.equal(loan.OutstandingFen, before.OutstandingFen - 30000)
  assert.equal(loan.OffsetFen, before.OffsetFen + 30000)
  assert.equal(loan.PaidOutFen, loan.RepaidFen + loan.OffsetFen + loan.OutstandingFen)
  const bill = await billOf(employee, saved.Data.BillNo)
  assert.equal(bill.LoanOffsets.length, 1)
  assert.equal(bill.LoanOffsets[0].LoanNo, SEEDED_LOAN)
  assert.match(bill.LoanOffsets[0].RepayNo, /^HK/)
  assert.equal(bill.OffsetFen, 30000)
  assert.equal(bill.PayableFen, 50000)

  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  assert.equal((await t.post(`${B}/ApproveBill`, { BillNo: saved.Data.BillNo }, { token: approver })).Code, '0000')
  assert.equal((await t.post(`${B}/ApproveBill`, { BillNo: saved.Data.BillNo }, { token: finance })).Data.Status, 'Approved')
  assert.equal((await t.post(`${B}/PayBill`, { BillNo: saved.Data.BillNo, PayAccountId: '24001' }, { token: finance })).Data.Status, 'Paid')
  const paid = await billOf(employee, saved.Data.BillNo)
  assert.equal(paid.StatusText, '已支付')
  const payment = await t.post(`${B}/GetPaymentBillDetail`, { PaymentNo: paid.PaymentNo }, { token: employee })
  assert.equal(payment.Data.AmountFen, 50000, payment.Msg)
  assert.ok(paid.History.some((h: { Note: string }) => h.Note.includes('已支付 ¥500.00（冲借款 ¥300.00）')), JSON.stringify(paid.History))
  assert.equal((await loanOf(employee)).OutstandingFen, before.OutstandingFen - 30000)
})

test('an offset the save cannot make keeps nothing: no bill, costs free, loan untouched', async () => {
  const employee = await t.login(PHONE.employee)
  const before = await loanOf(employee)
  const costId = await cost(employee, 10000, '超额冲借款')
  const body = { Title: '超额', Reason: '', CostCenterId: '31001', CostIds: [costId], Submit: true }
  const over = await t.post(`${B}/SaveReimbursementBill`, { ...body, LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 10001 }] }, { token: employee })
  assert.equal(over.Code, '4001')
  assert.match(over.Msg, /冲借款金额不能超过应报销金额/)
  const tooMuch = await t.post(`${B}/SaveReimbursementBill`, { ...body, CostIds: [await cost(employee, 900000, '大额')], LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: before.AvailableFen + 1 }] }, { token: employee })
  assert.equal(tooMuch.Code, '4001', tooMuch.Msg)
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 0 }] }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, LoanOffsets: [{ LoanNo: 'BX2026', AmountFen: 10 }] }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, LoanOffsets: [{ LoanNo: 'JK2099010199999', AmountFen: 10 }] }, { token: employee })).Code, '4004')
  const free = await t.post('/expensecontrol/Expense/GetCostList', { OnlyFree: true }, { token: employee })
  assert.ok(free.Data.Items.some((c: { CostId: string }) => c.CostId === costId))
  const after = await loanOf(employee)
  assert.equal(after.OutstandingFen, before.OutstandingFen)
  assert.equal(after.Repayments.length, before.Repayments.length)
})

test('saving again keeps, replaces or removes the offsets; another member or enterprise cannot offset the loan', async () => {
  const employee = await t.login(PHONE.employee)
  const before = await loanOf(employee)
  const costId = await cost(employee, 20000, '改冲借款')
  const body = { Title: '草稿冲借款', Reason: '', CostCenterId: '31001', CostIds: [costId], Submit: false }
  const draft = await t.post(`${B}/SaveReimbursementBill`, { ...body, LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 5000 }] }, { token: employee })
  assert.equal(draft.Data.Status, 'Draft', draft.Msg)
  const BillNo = draft.Data.BillNo
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, BillNo, Title: '改名' }, { token: employee })).Code, '0000')
  assert.equal((await billOf(employee, BillNo)).OffsetFen, 5000)
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, BillNo, LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 5000 }] }, { token: employee })).Code, '0000')
  assert.equal((await loanOf(employee)).Repayments.filter((r: { BillNo: string; Status: string }) => r.BillNo === BillNo && r.Status === 'Paid').length, 1)
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, BillNo, LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 7000 }] }, { token: employee })).Code, '0000')
  assert.equal((await billOf(employee, BillNo)).OffsetFen, 7000)
  assert.equal((await loanOf(employee)).OutstandingFen, before.OutstandingFen - 7000)
  assert.equal((await t.post(`${B}/SaveReimbursementBill`, { ...body, BillNo, LoanOffsets: [] }, { token: employee })).Code, '0000')
  const bill = await billOf(employee, BillNo)
  assert.deepEqual([bill.OffsetFen, bill.PayableFen, bill.LoanOffsets], [0, 20000, []])
  assert.equal((await loanOf(employee)).OutstandingFen, before.OutstandingFen)

  const manager = await t.login(PHONE.manager)
  const mine = await cost(manager, 10000, '别人的借款')
  const refused = await t.post(`${B}/SaveReimbursementBill`, { ...body, CostIds: [mine], LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 100 }] }, { token: manager })
  assert.equal(refused.Code, '4004')
  const other = await t.login(PHONE.employeeB)
  const theirs = await t.post(`${B}/SaveReimbursementBill`, { ...body, CostIds: [costId], LoanOffsets: [{ LoanNo: SEEDED_LOAN, AmountFen: 100 }] }, { token: other })
  assert.notEqual(theirs.Code, '0000')
  assert.equal((await loanOf(employee)).OutstandingFen, before.OutstandingFen)
})
