/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const page = { PageIndex: 1, PageSize: 20 }
const supplier = (over: Record<string, unknown> = {}) => ({
  Name: '苏州恒信印务有限公司', TaxNo: '91320505MA1MXX123L', BankName: '中国银行苏州分行', AccountNo: '537058123456', ContactName: '周宁', ContactPhone: '13812340000', ...over,
})

async function cost(token: string, AmountFen = 250000) {
  const r = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18005', AmountFen, CostDate: '2026-11-18', CityName: '上海', Remark: '年会场地', Attachments: [] }, { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.CostId as string
}

async function firstSupplierId(token: string, Keyword?: string): Promise<string> {
  const r = await t.post('/b2b/CustomerBill/GetSupplierList', { ...page, ...(Keyword ? { Keyword } : {}) }, { token })
  assert.equal(r.Code, '0000', r.Msg)
  return r.Data.Items[0].SupplierId
}

const corporate = (SupplierId: string, CostIds: string[], over: Record<string, unknown> = {}) => ({
  Title: '年会场地费', Reason: '12月年会', CostCenterId: '31001', SupplierId, CostIds, Attachments: [], Submit: true, ...over,
})

test('suppliers: the seeded ones, search, add, a duplicate name and bad bodies refused', async () => {
  const token = await t.login(PHONE.employee)
  const all = await t.post('/b2b/CustomerBill/GetSupplierList', page, { token })
  assert.ok(all.Data.Total >= 3)
  const found = await t.post('/b2b/CustomerBill/GetSupplierList', { ...page, Keyword: '锦程' }, { token })
  assert.deepEqual(found.Data.Items.map((s: { Name: string }) => s.Name), ['上海锦程会务服务有限公司'])
  assert.equal((await t.post('/b2b/CustomerBill/GetSupplierList', { ...page, Keyword: '不存在的公司' }, { token })).Code, '2000')
  const saved = await t.post('/b2b/CustomerBill/SaveSupplier', supplier(), { token })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal((await t.post('/b2b/CustomerBill/SaveSupplier', supplier(), { token })).Code, '4001')
  for (const bad of [supplier({ Name: '' }), supplier({ Name: '甲', AccountNo: '12ab' }), supplier({ Name: '乙', TaxNo: '123' }), supplier({ Name: '丙', ContactPhone: '12' }), supplier({ Name: '丁', TaxNo: '91110000100000000X' })]) {
    assert.equal((await t.post('/b2b/CustomerBill/SaveSupplier', bad, { token })).Code, '4000', JSON.stringify(bad))
  }
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/b2b/CustomerBill/GetSupplierList', { ...page, Keyword: '恒信' }, { token: other })).Code, '2000')
  await assertAuthRequired(t, '/b2b/CustomerBill/GetSupplierList', page)
})

test('a corporate bill to a supplier: approved, paid by finance into a payment bill the applicant can open', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const finance = await t.login(PHONE.finance)
  const supplierId = await firstSupplierId(employee, '锦程')
  const costId = await cost(employee)
  const made = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate(supplierId, [costId]), { token: employee })
  assert.equal(made.Code, '0000', made.Msg)
  assert.match(made.Data.BillNo, /^DG\d+$/)
  const billNo = made.Data.BillNo
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: billNo }, { token: employee })
  assert.equal(detail.Data.Kind, 'corporate')
  assert.equal(detail.Data.Supplier.Name, '上海锦程会务服务有限公司')
  assert.equal(detail.Data.AmountFen, 250000)
  assert.equal(detail.Data.PaymentNo, '')
  const costSeen = await t.post('/expensecontrol/Expense/GetCostDetail', { CostId: costId }, { token: approver })
  assert.equal(costSeen.Code, '0000', costSeen.Msg)
  assert.equal(costSeen.Data.BillTitle, '年会场地费')
  assert.equal(costSeen.Data.CanEdit, false)
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: billNo }, { token: approver })).Data.Status, 'Approving')
  assert.equal((await t.post('/b2b/CustomerBill/ApproveBill', { BillNo: billNo }, { token: finance })).Data.Status, 'Approved')
  assert.equal((await t.post('/b2b/CustomerBill/PayBill', { BillNo: billNo, PayAccountId: '24001' }, { token: finance })).Data.Status, 'Paid')
  const paid = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: billNo }, { token: employee })
  assert.match(paid.Data.PaymentNo, /^FK\d+$/)
  const payment = await t.post('/b2b/CustomerBill/GetPaymentBillDetail', { PaymentNo: paid.Data.PaymentNo }, { token: employee })
  assert.equal(payment.Code, '0000', payment.Msg)
  assert.equal(payment.Data.PayeeKind, 'supplier')
  assert.equal(payment.Data.PayeeName, '上海锦程会务服务有限公司')
  assert.equal(payment.Data.AccountNo, '**** 0801')
  assert.equal(payment.Data.AmountFen, 250000)
  assert.equal(payment.Data.BillNo, billNo)
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/b2b/CustomerBill/GetPaymentBillDetail', { PaymentNo: paid.Data.PaymentNo }, { token: other })).Code, '4004')
  assert.equal((await t.post('/b2b/CustomerBill/GetPaymentBillDetail', { PaymentNo: paid.Data.PaymentNo }, { token: await t.login(PHONE.manager) })).Code, '4004')
  assert.equal((await t.post('/b2b/CustomerBill/GetPaymentBillDetail', { PaymentNo: 'bad' }, { token: employee })).Code, '4000')
})

test('corporate bills: bad bodies, another enterprise\'s supplier and the same reqId', async () => {
  const employee = await t.login(PHONE.employee)
  const supplierId = await firstSupplierId(employee)
  const costId = await cost(employee, 1000)
  for (const bad of [corporate(supplierId, []), corporate('abc', [costId]), corporate(supplierId, [costId], { Title: '' }), corporate(supplierId, [costId], { Attachments: ['/x'] })]) {
    assert.equal((await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', bad, { token: employee })).Code, '4000', JSON.stringify(bad))
  }
  assert.equal((await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate('99999', [costId]), { token: employee })).Code, '4004')
  const other = await t.login(PHONE.employeeB)
  const theirs = await t.post('/b2b/CustomerBill/SaveSupplier', supplier({ Name: 'B企业的供应商' }), { token: other })
  assert.equal((await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate(theirs.Data.SupplierId, [costId]), { token: employee })).Code, '4004')
  assert.equal((await t.post('/expensecontrol/Expense/GetCostDetail', { CostId: costId }, { token: other })).Code, '4004')
  const body = corporate(supplierId, [costId], { Submit: false })
  const once = { token: employee, headers: { reqId: 'corporate-bill-0001' } }
  const first = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', body, once)
  assert.equal(first.Code, '0000', first.Msg)
  const again = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', body, once)
  assert.equal(first.Data.BillNo, again.Data.BillNo)
  assert.equal(first.Data.Status, 'Draft')
  const own = await t.post('/expensecontrol/Expense/GetCostDetail', { CostId: costId }, { token: employee })
  assert.equal(own.Data.Cost.BillNo, first.Data.BillNo)
})

test('the enterprise payment bill: the month\'s enterprise-paid orders for finance only', async () => {
  const finance = await t.login(PHONE.finance)
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date())
  const r = await t.post('/tripwise-m-api/settlement/order/page', { Month: month, ...page }, { token: finance })
  assert.equal(r.Code, '0000', r.Msg)
  assert.ok(r.Data.Items.length >= 3)
  assert.equal(r.Data.TotalFen, r.Data.Items.reduce((s: number, i: { PaidFen: number }) => s + i.PaidFen, 0))
  assert.equal((await t.post('/tripwise-m-api/settlement/order/page', { Month: '2001-01', ...page }, { token: finance })).Code, '2000')
  assert.equal((await t.post('/tripwise-m-api/settlement/order/page', { Month: '2026-13', ...page }, { token: finance })).Code, '4000')
  assert.equal((await t.post('/tripwise-m-api/settlement/order/page', { Month: month, ...page }, { token: await t.login(PHONE.employee) })).Code, '4003')
})

test('a reimbursement bill keeps its project and reimbursed colleague; another enterprise\'s project or member is refused', async () => {
  const employee = await t.login(PHONE.employee)
  const costId = await cost(employee, 8800)
  const body = (over: Record<string, unknown>) => ({ Title: '客户招待', Reason: '', CostCenterId: '31001', CostIds: [costId], Submit: false, ...over })
  assert.equal((await t.post('/b2b/CustomerBill/SaveReimbursementBill', body({ ProjectId: '32101' }), { token: employee })).Code, '4000')
  const managerId = (await t.post('/b2b/CustomerBill/GetReimbursementMemberList', { ...page, Keyword: '13800000004' }, { token: employee })).Data?.Items?.[0]?.MemberId
  assert.ok(managerId, 'the manager is a member of the enterprise')
  const saved = await t.post('/b2b/CustomerBill/SaveReimbursementBill', body({ ProjectId: '32001', ReimbursedMemberId: managerId }), { token: employee })
  assert.equal(saved.Code, '0000', saved.Msg)
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: saved.Data.BillNo }, { token: employee })
  assert.equal(detail.Data.ProjectName, '华东区渠道拓展项目')
  assert.equal(detail.Data.ReimbursedMemberId, managerId)
  const other = await t.login(PHONE.employeeB)
  const outsider = (await t.post('/b2b/CustomerBill/GetReimbursementMemberList', page, { token: other })).Data.Items[0].MemberId
  assert.equal((await t.post('/b2b/CustomerBill/SaveReimbursementBill', body({ BillNo: saved.Data.BillNo, ReimbursedMemberId: outsider }), { token: employee })).Code, '4000')
  const cleared = await t.post('/b2b/CustomerBill/SaveReimbursementBill', body({ BillNo: saved.Data.BillNo }), { token: employee })
  assert.equal(cleared.Code, '0000', cleared.Msg)
  const plain = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: saved.Data.BillNo }, { token: employee })
  assert.equal(plain.Data.ProjectName, '')
  assert.equal(plain.Data.ReimbursedMemberName, plain.Data.ApplicantName)
})

test('suppliers: edit and retire (停用); a retired one is not offered for new bills, the bills that hold it still show it', async () => {
  let employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const list = (token: string, over: Record<string, unknown> = {}) => t.post('/b2b/CustomerBill/GetSupplierList', { ...page, Keyword: '新程会展', ...over }, { token })
  const retire = (token: string, SupplierId: string, Retired = true) => t.post('/b2b/CustomerBill/RetireSupplier', { SupplierId, Retired }, { token })
  const added = await t.post('/b2b/CustomerBill/SaveSupplier', supplier({ Name: '无锡新程会展有限公司' }), { token: employee })
  assert.equal(added.Code, '0000', added.Msg)
  const id = added.Data.SupplierId as string
  const draft = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate(id, [await cost(employee, 3000)], { Submit: false }), { token: employee })
  assert.equal(draft.Code, '0000', draft.Msg)

  // Edit: who added it (or finance) may; a name taken in the enterprise is refused; others are forbidden.
  const edited = await t.post('/b2b/CustomerBill/SaveSupplier', supplier({ SupplierId: id, Name: '无锡新程会展有限公司', ContactName: '周宁宁' }), { token: employee })
  assert.deepEqual([edited.Code, edited.Data?.SupplierId], ['0000', id], edited.Msg)
  assert.deepEqual((await list(employee)).Data.Items.map((s: any) => [s.SupplierId, s.ContactName, s.IsRetired, s.CanManage]), [[id, '周宁宁', false, true]])
  assert.equal((await t.post('/b2b/CustomerBill/SaveSupplier', supplier({ SupplierId: id, Name: '上海锦程会务服务有限公司' }), { token: employee })).Code, '4001')
  assert.equal((await t.post('/b2b/CustomerBill/SaveSupplier', supplier({ SupplierId: id, Name: '无锡新程会展' }), { token: approver })).Code, '4003')
  assert.equal((await retire(approver, id)).Code, '4003')
  assert.equal((await retire(await t.login(PHONE.employeeB), id)).Code, '4004')
  for (const bad of [{ SupplierId: 'abc', Retired: true }, { SupplierId: id }, { SupplierId: id, Retired: 'yes' }]) {
    assert.equal((await t.post('/b2b/CustomerBill/RetireSupplier', bad, { token: employee })).Code, '4000', JSON.stringify(bad))
  }
  await assertAuthRequired(t, '/b2b/CustomerBill/RetireSupplier', { SupplierId: id, Retired: true })

  // Finance manages the seeded suppliers too; members only their own.
  employee = await t.login(PHONE.employee)
  const finance = await t.login(PHONE.finance)
  const seeded = async (token: string) => {
    const r = await list(token, { Keyword: '锦程' })
    assert.equal(r.Code, '0000', JSON.stringify(r))
    return r.Data.Items[0].CanManage
  }
  assert.deepEqual([await seeded(finance), await seeded(employee)], [true, false])

  // Retired: not offered, refused on a new bill, kept by the bill that already pays it.
  const retired = await retire(employee, id)
  assert.deepEqual([retired.Code, retired.Data.IsRetired], ['0000', true], retired.Msg)
  assert.equal((await list(employee)).Code, '2000')
  assert.deepEqual((await list(employee, { IncludeRetired: true })).Data.Items.map((s: any) => [s.SupplierId, s.IsRetired]), [[id, true]])
  const refused = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate(id, [await cost(employee, 4000)]), { token: employee })
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '该供应商已停用，请选择其他供应商'])
  const kept = await t.post('/b2b/CustomerBill/SaveCorporateReimbursementBill', corporate(id, [await cost(employee, 5000)], { BillNo: draft.Data.BillNo, Submit: false }), { token: employee })
  assert.equal(kept.Code, '0000', kept.Msg)
  const detail = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: draft.Data.BillNo }, { token: employee })
  assert.deepEqual([detail.Data.Supplier.Name, detail.Data.Supplier.IsRetired], ['无锡新程会展有限公司', true])

  // 启用 again.
  assert.equal((await retire(finance, id, false)).Data.IsRetired, false)
  assert.equal((await list(employee)).Data.Items[0].SupplierId, id)
})
