import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const page = { PageIndex: 1, PageSize: 20 }
const B = '/b2b/CustomerBill'
const SEEDED_LOAN = 'JK2026110124201'

type Balance = { PaidOutFen: number; RepaidFen: number; OffsetFen: number; OutstandingFen: number; PendingFen: number }
const reconciles = (b: Balance) => b.PaidOutFen === b.RepaidFen + b.OffsetFen + b.OutstandingFen && b.PendingFen <= b.OutstandingFen

async function apply(token: string, AmountFen = 300000) {
  const r = await t.post(`${B}/SaveLoanBill`, { Reason: '北京出差备用金', AmountFen, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }, { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.LoanNo as string
}

async function approvedAndPaid(loanNo: string, approver: string, finance: string) {
  assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: loanNo }, { token: approver })).Data.Status, 'Approving')
  assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: loanNo, Comment: '同意' }, { token: finance })).Data.Status, 'Approved')
  const paid = await t.post(`${B}/PayLoanBill`, { LoanNo: loanNo, PayAccountId: '24001' }, { token: finance })
  assert.equal(paid.Data.Status, 'Paid', paid.Msg)
}

test('the seed gives banks, branches, payment accounts, a collection account and an open loan that reconciles', async () => {
  const employee = await t.login(PHONE.employee)
  const banks = await t.post('/finance-asset/listBankType', {}, { token: employee })
  assert.equal(banks.Data.Items[0].BankName, '中国邮政储蓄银行')
  assert.ok(banks.Data.Items.length > 100)
  assert.deepEqual((await t.post('/finance-asset/listBankType', { Keyword: '招商' }, { token: employee })).Data.Items, [{ BankCode: 'CMB', BankName: '招商银行' }])
  const branches = await t.post('/finance-asset/pageBankInfo', { BankCode: 'ICBC', Keyword: '上海', ...page }, { token: employee })
  assert.ok(branches.Data.Items.some((b: { BranchName: string }) => b.BranchName === '中国工商银行上海分行'), JSON.stringify(branches.Data.Items))
  assert.equal((await t.post('/finance-asset/pageBankInfo', { BankCode: 'NJCB', ...page }, { token: employee })).Data.Items[0].BranchName, '南京银行总行营业部')
  assert.equal((await t.post('/finance-asset/pageBankInfo', { BankCode: 'ZZZ', ...page }, { token: employee })).Code, '4000')
  const balance = await t.post(`${B}/GetMyLoanBalance`, {}, { token: employee })
  assert.deepEqual(balance.Data, { PaidOutFen: 200000, RepaidFen: 50000, OffsetFen: 0, OutstandingFen: 150000, PendingFen: 0, AvailableFen: 150000, OpenCount: 1 })
  const open = await t.post(`${B}/GetOpenLoanList`, page, { token: employee })
  assert.equal(open.Data.Items[0].LoanNo, SEEDED_LOAN)
  assert.equal(open.Data.Items[0].StatusText, '待还款')
  assert.equal((await t.post(`${B}/GetCollectionInfoList`, {}, { token: employee })).Data.Items[0].BankName, '中国工商银行')
})

test('apply, two approval levels, finance pays out, employee repays part, finance confirms; always reconciled', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  const loanNo = await apply(employee)
  assert.match(loanNo, /^JK\d+$/)
  const pending = await t.post(`${B}/GetLoanBillList`, { Tab: 'pending', ...page }, { token: approver })
  assert.ok(pending.Data.Items.some((i: { LoanNo: string }) => i.LoanNo === loanNo))
  assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: loanNo }, { token: finance })).Code, '4003')
  assert.equal((await t.post(`${B}/PayLoanBill`, { LoanNo: loanNo, PayAccountId: '24001' }, { token: finance })).Code, '4001')
  assert.equal((await t.post(`${B}/GetPayAccountList`, {}, { token: employee })).Code, '4003')
  assert.equal((await t.post(`${B}/GetPayAccountList`, {}, { token: finance })).Data.Items.length, 2)
  await approvedAndPaid(loanNo, approver, finance)
  assert.equal((await t.post(`${B}/PayLoanBill`, { LoanNo: loanNo, PayAccountId: '24001' }, { token: finance })).Code, '4001')
  const repay = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 100000, Remark: '现金' }, { token: employee })
  assert.equal(repay.Data.Status, 'Approving', repay.Msg)
  assert.equal((await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 200001, Remark: '' }, { token: employee })).Code, '4001')
  let detail = await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })
  assert.equal(detail.Data.OutstandingFen, 300000)
  assert.equal(detail.Data.AvailableFen, 200000)
  assert.equal((await t.post(`${B}/ConfirmRepaymentBill`, { RepayNo: repay.Data.RepayNo }, { token: employee })).Code, '4003')
  // The payee's card: the applicant and finance (who pays) see it whole, an approver only its last 4 digits (issue 35).
  const full = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data.Collection.AccountNo
  assert.match(full, /^\d{12,}$/)
  assert.equal((await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: approver })).Data.Collection.AccountNo, `**** ${full.slice(-4)}`)
  assert.equal((await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: finance })).Data.Collection.AccountNo, full)
  const waiting = await t.post(`${B}/GetRepaymentBillList`, { Tab: 'confirm', ...page }, { token: finance })
  assert.ok(waiting.Data.Items.some((i: { RepayNo: string }) => i.RepayNo === repay.Data.RepayNo))
  // The 审批 tab counts the repayments waiting for finance (issue 35 item 2): the 还款确认 list's total, in the badge.
  const todo = async (token: string) => (await t.post('/common/api/approval/GetToDoApprovalSummary', {}, { token })).Data
  const financeTodo = await todo(finance)
  assert.equal(financeTodo.Repayments, waiting.Data.Total)
  assert.equal(financeTodo.DataCount, financeTodo.Orders + financeTodo.TravelApplications + financeTodo.DailyApplications + financeTodo.Bills + financeTodo.Loans + financeTodo.Repayments)
  assert.equal((await todo(approver)).Repayments, 0)
  assert.equal((await t.post(`${B}/ConfirmRepaymentBill`, { RepayNo: repay.Data.RepayNo }, { token: finance })).Data.Status, 'Paid')
  assert.equal((await todo(finance)).Repayments, waiting.Data.Total - 1)
  assert.equal((await t.post(`${B}/ConfirmRepaymentBill`, { RepayNo: repay.Data.RepayNo }, { token: finance })).Code, '4001')
  detail = await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })
  assert.equal(detail.Data.OutstandingFen, 200000)
  assert.equal(detail.Data.RepaidFen, 100000)
  assert.ok(reconciles(detail.Data))
  const repayDetail = await t.post(`${B}/GetRepaymentBillDetail`, { RepayNo: repay.Data.RepayNo }, { token: employee })
  assert.equal(repayDetail.Data.StatusText, '已还款')
  const back = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 5000, Remark: '' }, { token: employee })
  assert.equal((await t.post(`${B}/RejectRepaymentBill`, { RepayNo: back.Data.RepayNo, Reason: '' }, { token: finance })).Code, '4000')
  assert.equal((await t.post(`${B}/RejectRepaymentBill`, { RepayNo: back.Data.RepayNo, Reason: '未收到' }, { token: finance })).Data.Status, 'Rejected')
  const mine = await t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 5000, Remark: '' }, { token: employee })
  assert.equal((await t.post(`${B}/RevokeRepaymentBill`, { RepayNo: mine.Data.RepayNo }, { token: employee })).Data.Status, 'Revoked')
  const balance = (await t.post(`${B}/GetMyLoanBalance`, {}, { token: employee })).Data
  assert.ok(reconciles(balance))
  assert.equal(balance.PendingFen, 0)
})

test('a loan waiting on the approver counts in the to-do summary (home and 审批 badges) until decided', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const summary = async () => (await t.post('/common/api/approval/GetToDoApprovalSummary', {}, { token: approver })).Data
  const before = await summary()
  const loanNo = await apply(employee, 12300)
  const waiting = await summary()
  assert.deepEqual([waiting.Loans, waiting.DataCount], [before.Loans + 1, before.DataCount + 1])
  const listed = await t.post(`${B}/GetLoanBillList`, { Tab: 'pending', ...page }, { token: approver })
  assert.equal(listed.Data.Total, waiting.Loans, 'the count is the 待审批 tab')
  assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: loanNo }, { token: approver })).Code, '0000')
  const after = await summary()
  assert.deepEqual([after.Loans, after.DataCount], [before.Loans, before.DataCount])
})

test('reject and revoke a loan; a rejected loan cannot be paid', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  const a = await apply(employee, 1000)
  assert.equal((await t.post(`${B}/RejectLoanBill`, { LoanNo: a, Reason: ' ' }, { token: approver })).Code, '4000')
  assert.equal((await t.post(`${B}/RejectLoanBill`, { LoanNo: a, Reason: '金额过大' }, { token: approver })).Data.Status, 'Rejected')
  assert.equal((await t.post(`${B}/PayLoanBill`, { LoanNo: a, PayAccountId: '24001' }, { token: finance })).Code, '4001')
  const b = await apply(employee, 1000)
  assert.equal((await t.post(`${B}/RevokeLoanBill`, { LoanNo: b }, { token: approver })).Code, '4003')
  assert.equal((await t.post(`${B}/RevokeLoanBill`, { LoanNo: b }, { token: employee })).Data.Status, 'Revoked')
  const detail = await t.post(`${B}/GetLoanBillDetail`, { LoanNo: b }, { token: employee })
  assert.equal(detail.Data.StatusText, '已撤回')
  assert.ok(detail.Data.History.length >= 2)
})

test('bad bodies answer 4000 and keep nothing', async () => {
  const employee = await t.login(PHONE.employee)
  const before = (await t.post(`${B}/GetLoanBillList`, { Tab: 'mine', ...page }, { token: employee })).Data.Total
  const good = { Reason: '备用金', AmountFen: 1000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }
  for (const body of [{ ...good, AmountFen: 0 }, { ...good, AmountFen: 1.5 }, { ...good, Reason: '' }, { ...good, Reason: '   ' }, { ...good, ExpectedRepayDate: '2020-01-01' },
    { ...good, ExpectedRepayDate: '2099-02-30' }, { ...good, CollectionInfoId: '999' }, { ...good, AmountFen: 100_000_001 }]) {
    assert.equal((await t.post(`${B}/SaveLoanBill`, body, { token: employee })).Code, '4000', JSON.stringify(body))
  }
  assert.equal((await t.post(`${B}/GetLoanBillList`, { Tab: 'mine', ...page }, { token: employee })).Data.Total, before)
  assert.equal((await t.post(`${B}/GetLoanBillList`, { Tab: 'nope', ...page }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B}/SaveRepaymentBill`, { LoanNo: 'X1', AmountFen: 1, Remark: '' }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B}/SaveRepaymentBill`, { LoanNo: SEEDED_LOAN, AmountFen: 0, Remark: '' }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: 'BX2026', Items: [] }, { token: employee })).Code, '4000')
  for (const body of [{ AccountName: '', AccountNo: '6222021001123456789', BankCode: 'ICBC', BranchName: '', IsDefault: false },
    { AccountName: '张伟', AccountNo: '62220abc', BankCode: 'ICBC', BranchName: '', IsDefault: false },
    { AccountName: '张伟', AccountNo: '6222021001123456789', BankCode: 'NOPE', BranchName: '', IsDefault: false }]) {
    assert.equal((await t.post(`${B}/SaveCollectionInfo`, body, { token: employee })).Code, '4000', JSON.stringify(body))
  }
  await assertAuthRequired(t, `${B}/GetMyLoanBalance`)
})

test('collection accounts: save, one default, edit, delete; reimbursed members of the enterprise', async () => {
  const token = await t.login(PHONE.manager)
  const first = await t.post(`${B}/SaveCollectionInfo`, { AccountName: '王芳', AccountNo: '6225 8801 2345 6789', BankCode: 'CMB', BranchName: '招商银行上海分行', IsDefault: false }, { token })
  assert.equal(first.Code, '0000', first.Msg)
  const second = await t.post(`${B}/SaveCollectionInfo`, { AccountName: '王芳', AccountNo: '6217000010012345678', BankCode: 'CCB', BranchName: '', IsDefault: true }, { token })
  let list = (await t.post(`${B}/GetCollectionInfoList`, {}, { token })).Data.Items
  assert.equal(list.length, 2)
  assert.deepEqual(list.map((i: { IsDefault: boolean }) => i.IsDefault), [true, false])
  assert.equal(list[1].AccountNo, '6225880123456789')
  assert.equal((await t.post(`${B}/SaveCollectionInfo`, { CollectionInfoId: first.Data.CollectionInfoId, AccountName: '王芳', AccountNo: '6225880123456780', BankCode: 'CMB', BranchName: '', IsDefault: true }, { token })).Code, '0000')
  list = (await t.post(`${B}/GetCollectionInfoList`, {}, { token })).Data.Items
  assert.equal(list[0].CollectionInfoId, first.Data.CollectionInfoId)
  assert.equal((await t.post(`${B}/DeleteCollectionInfo`, { CollectionInfoId: second.Data.CollectionInfoId }, { token })).Code, '0000')
  assert.equal((await t.post(`${B}/GetCollectionInfoList`, {}, { token })).Data.Items.length, 1)
  const members = await t.post(`${B}/GetReimbursementMemberList`, { Keyword: '', ...page }, { token })
  assert.ok(members.Data.Items.length >= 4)
  assert.match(members.Data.Items[0].Phone, /^1\d{2}\*{4}\d{4}$/)
})

test('another enterprise is refused everywhere', async () => {
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${B}/SaveRepaymentBill`, { LoanNo: SEEDED_LOAN, AmountFen: 100, Remark: '' }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${B}/ApproveLoanBill`, { LoanNo: SEEDED_LOAN }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${B}/PayLoanBill`, { LoanNo: SEEDED_LOAN, PayAccountId: '24001' }, { token: other })).Code, '4003')
  assert.equal((await t.post(`${B}/GetRepaymentBillDetail`, { RepayNo: 'HK2026111024301' }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${B}/SaveLoanBill`, { Reason: '备用金', AmountFen: 1000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }, { token: other })).Code, '4000')
  assert.equal((await t.post(`${B}/DeleteCollectionInfo`, { CollectionInfoId: '24101' }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${B}/GetOpenLoanList`, page, { token: other })).Code, '2000')
  const members = await t.post(`${B}/GetReimbursementMemberList`, { Keyword: '张伟', ...page }, { token: other })
  assert.equal(members.Code, '2000')
})

test('20 concurrent offsets of one loan never take it below zero', async () => {
  const employee = await t.login(PHONE.employee)
  const loanNo = await apply(employee, 10000)
  await approvedAndPaid(loanNo, await t.login(PHONE.approver), await t.login(PHONE.finance))
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 500000, CostDate: '2026-11-20', CityName: '上海', Remark: '打车', Attachments: [] }, { token: employee })
  const bill = await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: '冲借款测试', Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: false }, { token: employee })
  assert.equal(bill.Code, '0000', bill.Msg)
  const answers = await Promise.all(Array.from({ length: 20 }, () => t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: loanNo, AmountFen: 3000 }] }, { token: employee })))
  const ok = answers.filter((a) => a.Code === '0000').length
  assert.equal(ok, 3)
  assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4001'), JSON.stringify(answers.map((a) => a.Code)))
  const detail = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data
  assert.equal(detail.OutstandingFen, 1000)
  assert.equal(detail.OffsetFen, 9000)
  assert.ok(reconciles(detail))
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: loanNo, AmountFen: 1001 }] }, { token: employee })).Code, '4001')
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: loanNo, AmountFen: 1000 }] }, { token: employee })).Code, '0000')
  assert.equal((await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data.StatusText, '已还清')
  const manager = await t.login(PHONE.manager)
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: SEEDED_LOAN, AmountFen: 100 }] }, { token: manager })).Code, '4004')
})

test('an offset on a reimbursement bill is given back when the bill is revoked or rejected', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const before = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token: employee })).Data
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 20000, CostDate: '2026-11-21', CityName: '上海', Remark: '打车', Attachments: [] }, { token: employee })
  const bill = await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: '冲借款撤回', Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, { token: employee })
  const offset = await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: SEEDED_LOAN, AmountFen: 20000 }] }, { token: employee })
  assert.equal(offset.Code, '0000', offset.Msg)
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: SEEDED_LOAN, AmountFen: 1 }] }, { token: employee })).Code, '4001')
  let loan = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token: employee })).Data
  assert.equal(loan.OutstandingFen, before.OutstandingFen - 20000)
  assert.ok(loan.Repayments.some((r: { Method: string; BillNo: string }) => r.Method === 'offset' && r.BillNo === bill.Data.BillNo))
  assert.equal((await t.post('/b2b/CustomerBill/RevokeBill', { BillNo: bill.Data.BillNo }, { token: employee })).Code, '0000')
  loan = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token: employee })).Data
  assert.equal(loan.OutstandingFen, before.OutstandingFen)
  assert.equal(loan.OffsetFen, before.OffsetFen)
  assert.ok(reconciles(loan))
  assert.equal((await t.post('/b2b/CustomerBill/SubmitBill', { BillNo: bill.Data.BillNo }, { token: employee })).Code, '0000')
  assert.equal((await t.post(`${B}/OffsetLoan`, { BillNo: bill.Data.BillNo, Items: [{ LoanNo: SEEDED_LOAN, AmountFen: 5000 }] }, { token: employee })).Code, '0000')
  assert.equal((await t.post('/b2b/CustomerBill/RejectBill', { BillNo: bill.Data.BillNo, Reason: '票据不全' }, { token: approver })).Code, '0000')
  loan = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: SEEDED_LOAN }, { token: employee })).Data
  assert.equal(loan.OutstandingFen, before.OutstandingFen)
})

test('20 concurrent offsets from different bills and repayments of one loan never take it below zero', async () => {
  const employee = await t.login(PHONE.employee)
  const loanNo = await apply(employee, 10000)
  await approvedAndPaid(loanNo, await t.login(PHONE.approver), await t.login(PHONE.finance))
  const bills: string[] = []
  for (let i = 0; i < 10; i++) {
    const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 5000, CostDate: '2026-11-22', CityName: '上海', Remark: `打车${i}`, Attachments: [] }, { token: employee })
    bills.push((await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: `并发冲借款${i}`, Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: false }, { token: employee })).Data.BillNo)
  }
  const answers = await Promise.all([
    ...bills.map((BillNo) => t.post(`${B}/OffsetLoan`, { BillNo, Items: [{ LoanNo: loanNo, AmountFen: 1500 }] }, { token: employee })),
    ...bills.map(() => t.post(`${B}/SaveRepaymentBill`, { LoanNo: loanNo, AmountFen: 1500, Remark: '' }, { token: employee })),
  ])
  assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4001'), JSON.stringify(answers.map((a) => a.Code)))
  assert.equal(answers.filter((a) => a.Code === '0000').length, 6)
  const loan = (await t.post(`${B}/GetLoanBillDetail`, { LoanNo: loanNo }, { token: employee })).Data
  assert.ok(reconciles(loan))
  assert.equal(loan.OffsetFen + loan.PendingFen, 9000)
  assert.equal(loan.AvailableFen, 1000)
})
