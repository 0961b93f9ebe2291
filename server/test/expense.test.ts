import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const cost = (over: Record<string, unknown> = {}) => ({ CostTypeId: '18002', AmountFen: 8650, CostDate: '2026-11-20', CityName: '上海', Remark: '打车', Attachments: [], ...over })
const page = { PageIndex: 1, PageSize: 20 }

async function record(token: string, over: Record<string, unknown> = {}) {
  const r = await t.post('/expensecontrol/Expense/SaveCost', cost(over), { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.CostId as string
}

async function bill(token: string, costIds: string[], Submit = true) {
  return t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: '上海出差报销', Reason: '客户拜访', CostCenterId: '31001', CostIds: costIds, Submit }, { token })
}

test('cost types, record, list by month with total, edit and delete', async () => {
  const token = await t.login(PHONE.employee)
  const types = await t.post('/expensecontrol/Expense/GetCostTypeList', {}, { token })
  assert.ok(types.Data.Items.some((i: { Name: string }) => i.Name === '交通费'))
  const a = await record(token)
  await record(token, { AmountFen: 12000, CostTypeId: '18004', CostDate: '2026-10-02' })
  const nov = await t.post('/expensecontrol/Expense/GetCostList', { Month: '2026-11' }, { token })
  assert.equal(nov.Data.Items.length, 1)
  assert.equal(nov.Data.TotalFen, 8650)
  assert.equal((await t.post('/expensecontrol/Expense/GetCostList', {}, { token })).Data.TotalFen, 20650)
  assert.equal((await t.post('/expensecontrol/Expense/SaveCost', cost({ CostId: a, AmountFen: 9000 }), { token })).Code, '0000')
  assert.equal((await t.post('/expensecontrol/Expense/GetCostList', { Month: '2026-11' }, { token })).Data.TotalFen, 9000)
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: a }, { token })).Code, '0000')
  assert.equal((await t.post('/expensecontrol/Expense/GetCostList', { Month: '2026-11' }, { token })).Data.Items.length, 0)
})

test('bad cost bodies answer 4000 and keep nothing', async () => {
  const token = await t.login(PHONE.manager)
  for (const body of [cost({ AmountFen: 0 }), cost({ AmountFen: -5 }), cost({ AmountFen: 1.5 }), cost({ CostDate: '2026-02-30' }), cost({ CostTypeId: '99999' }), cost({ Attachments: ['/x'] })]) {
    const r = await t.post('/expensecontrol/Expense/SaveCost', body, { token })
    assert.equal(r.Code, '4000', JSON.stringify(body))
  }
  assert.equal((await t.post('/expensecontrol/Expense/GetCostList', {}, { token })).Data.Items.length, 0)
  await assertAuthRequired(t, '/expensecontrol/Expense/GetCostList')
})

test('a bill goes employee -> approver -> finance approval -> finance pays; the employee sees it paid', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  const ids = [await record(employee), await record(employee, { AmountFen: 35000, CostTypeId: '18003' })]
  const made = await bill(employee, ids)
  assert.equal(made.Code, '0000', made.Msg)
  assert.equal(made.Data.Status, 'Approving')
  const billNo = made.Data.BillNo
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: billNo }, { token: finance })).Code, '4003')
  assert.equal((await t.post('/b2b/CustomerBill/PayBill', { BillNo: billNo, PayAccountId: '24001' }, { token: finance })).Code, '4001')
  const todo = await t.post('/b2b/CustomerBill/GetApprovalBillList', { Tab: 'pending', ...page }, { token: approver })
  assert.deepEqual(todo.Data.Items.map((i: { BillNo: string }) => i.BillNo), [billNo])
  assert.equal(todo.Data.Items[0].AmountFen, 43650)
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: billNo, Comment: '同意' }, { token: approver })).Data.Status, 'Approving')
  assert.equal((await t.post('/b2b/CustomerBill/GetApprovalBillList', { Tab: 'pending', ...page }, { token: approver })).Code, '2000')
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: billNo }, { token: finance })).Data.Status, 'Approved')
  assert.equal((await t.post('/b2b/CustomerBill/PayBill', { BillNo: billNo, PayAccountId: '24001' }, { token: approver })).Code, '4003')
  const payable = await t.post('/b2b/CustomerBill/GetApprovalBillList', { Tab: 'payable', ...page }, { token: finance })
  assert.deepEqual(payable.Data.Items.map((i: { BillNo: string }) => i.BillNo), [billNo])
  assert.equal((await t.post('/b2b/CustomerBill/PayBill', { BillNo: billNo, PayAccountId: '24001' }, { token: finance })).Data.Status, 'Paid')
  assert.equal((await t.post('/b2b/CustomerBill/PayBill', { BillNo: billNo, PayAccountId: '24001' }, { token: finance })).Code, '4001')
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: billNo }, { token: employee })
  assert.equal(detail.Data.StatusText, '已支付')
  assert.equal(detail.Data.Costs.length, 2)
  assert.deepEqual(detail.Data.Steps.map((s: { State: string }) => s.State), ['approved', 'approved'])
  assert.deepEqual(detail.Data.History.map((h: { Status: string }) => h.Status), ['Draft', 'Approving', 'Approving', 'Approved', 'Paid'])
  const mine = await t.post('/b2b/CustomerBill/GetBillList', { Tab: 'paid', ...page }, { token: employee })
  assert.equal(mine.Data.Items[0].Status, 'Paid')
  const costs = (await t.post('/expensecontrol/Expense/GetCostList', {}, { token: employee })).Data.Items.filter((c: { BillNo: string }) => c.BillNo === billNo)
  assert.deepEqual(costs.map((c: { BillStatus: string }) => c.BillStatus), ['Paid', 'Paid'])
})

test('a claimed cost is refused on a second bill; reject lets the applicant edit and resubmit; revoke', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const a = await record(employee)
  const first = await bill(employee, [a])
  assert.equal((await bill(employee, [a])).Code, '4001')
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: a }, { token: employee })).Code, '4001')
  assert.equal((await t.post('/b2b/CustomerBill/RejectBill', { BillNo: first.Data.BillNo, Reason: ' ' }, { token: approver })).Code, '4000')
  const rejected = await t.post('/b2b/CustomerBill/RejectBill', { BillNo: first.Data.BillNo, Reason: '缺少发票' }, { token: approver })
  assert.equal(rejected.Data.Status, 'Rejected')
  // The account book reads the cost by its bill (issue 35): on a rejected bill it is 未报销 again, not 已报销.
  const costOf = async (CostId: string) => (await t.post('/expensecontrol/Expense/GetCostList', {}, { token: employee })).Data.Items.find((c: { CostId: string }) => c.CostId === CostId)
  assert.deepEqual([(await costOf(a)).BillNo, (await costOf(a)).BillStatus], [first.Data.BillNo, 'Rejected'])
  const again = await t.post('/b2b/CustomerBill/SaveReimbursementBill', { BillNo: first.Data.BillNo, Title: '补发票', Reason: '', CostCenterId: '31002', CostIds: [a], Submit: true }, { token: employee })
  assert.equal(again.Data.Status, 'Approving')
  const revoked = await t.post('/b2b/CustomerBill/RevokeBill', { BillNo: first.Data.BillNo }, { token: employee })
  assert.equal(revoked.Data.Status, 'Revoked')
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: first.Data.BillNo }, { token: approver })).Code, '4001')
  const draft = await bill(employee, [await record(employee)], false)
  assert.equal(draft.Data.Status, 'Draft')
  assert.equal((await t.post('/b2b/CustomerBill/SubmitBill', { BillNo: draft.Data.BillNo }, { token: employee })).Data.Status, 'Approving')
})

test('another enterprise cannot read or act on bills and costs', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const a = await record(employee)
  const made = await bill(employee, [a])
  for (const url of ['/b2b/CustomerBill/GetBillDetail', '/b2b/CustomerBill/ApproveBill', '/b2b/CustomerBill/RevokeBill', '/b2b/CustomerBill/PayBill']) {
    const r = await t.post(url, { BillNo: made.Data.BillNo, ...(url.endsWith('PayBill') ? { PayAccountId: '24001' } : {}) }, { token: outsider })
    assert.ok(['4004', '4003'].includes(r.Code), `${url} ${r.Code}`)
  }
  assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: a }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: 'x', Reason: '', CostCenterId: '31101', CostIds: [a], Submit: false }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/b2b/CustomerBill/SaveReimbursementBill', { Title: 'x', Reason: '', CostCenterId: '31101', CostIds: [a], Submit: false }, { token: employee })).Code, '4000')
})
