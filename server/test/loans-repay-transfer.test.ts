// Issue 35 (decision 0710): 还款方式 银行转账 — a repayment by bank transfer carries the bank's 流水号, which finance
// sees in 还款确认 and on the 还款单 before confirming receipt; confirmed once, even when two confirmations race.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const page = { PageIndex: 1, PageSize: 50 }
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>

async function paidLoan(): Promise<string> {
  const employee = await as(PHONE.employee)
  const made = await t.post(`${B}/SaveLoanBill`, { Reason: '转账还款测试', AmountFen: 50000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }, withReq(employee))
  assert.equal(made.Code, '0000', made.Msg)
  for (const phone of [PHONE.approver, PHONE.finance]) assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: made.Data.LoanNo }, withReq(await as(phone)))).Code, '0000')
  assert.equal((await t.post(`${B}/PayLoanBill`, { LoanNo: made.Data.LoanNo, PayAccountId: '24001' }, withReq(await as(PHONE.finance)))).Code, '0000')
  return made.Data.LoanNo
}

test('a repayment by bank transfer needs its 流水号, which finance sees when confirming', async () => {
  const loanNo = await paidLoan()
  const employee = await as(PHONE.employee)
  const finance = await as(PHONE.finance)
  for (const Reference of [undefined, '', '12345', '流水号123456']) {
    const refused = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 20000, Remark: '', Method: 'transfer', Reference }, withReq(employee))
    assert.deepEqual([refused.Code, refused.Msg], ['4000', '请填写正确的转账流水号（6–40 位字母或数字）'], String(Reference))
  }
  assert.equal((await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 1, Remark: '', Method: 'cheque' }, withReq(employee))).Code, '4000')
  const saved = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 20000, Remark: '转至基本户', Method: 'transfer', Reference: ' 2026112800012345 ' }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  const repayNo = saved.Data.RepayNo
  const waiting = await t.post(`${B}/GetRepaymentBillList`, { Tab: 'confirm', ...page }, { token: finance })
  const listed = waiting.Data.Items.find((i: { RepayNo: string }) => i.RepayNo === repayNo)
  assert.deepEqual([listed.Method, listed.MethodText, listed.Reference], ['transfer', '银行转账（流水号 2026112800012345）', '2026112800012345'])
  const detail = await t.post(`${B}/GetRepaymentBillDetail`, { RepayNo: repayNo }, { token: finance })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.deepEqual([detail.Data.MethodText, detail.Data.CanConfirm], ['银行转账（流水号 2026112800012345）', true])
  assert.ok(detail.Data.History.some((h: { Note: string }) => h.Note.includes('银行转账，流水号 2026112800012345')))
  const cash = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 100, Remark: '' }, withReq(employee))
  const cashDetail = await t.post(`${B}/GetRepaymentBillDetail`, { RepayNo: cash.Data.RepayNo }, { token: finance })
  assert.deepEqual([cashDetail.Data.Method, cashDetail.Data.MethodText, cashDetail.Data.Reference], ['cash', '现金还款', ''])

  // Two confirmations at once: one confirms, the other finds it done; the loan counts the money once.
  const before = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data
  const answers = await Promise.all([0, 1].map(() => t.post(`${B}/ConfirmRepaymentBill`, { RepayNo: repayNo }, withReq(finance))))
  assert.deepEqual(answers.map((a) => a.Code).sort(), ['0000', '4001'])
  const after = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data
  assert.equal(after.RepaidFen - before.RepaidFen, 20000)
  assert.equal(before.OutstandingFen - after.OutstandingFen, 20000)
})
