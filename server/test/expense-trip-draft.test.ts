import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()

test('zero typing: the finished trip drafts a travel reimbursement with its orders and subsidy; then it is no longer offered', async () => {
  const token = await t.login(PHONE.employee)
  const offered = await t.post('/b2b/CustomerBill/GetTripsToReimburse', {}, { token })
  assert.equal(offered.Code, '0000', offered.Msg)
  assert.equal(offered.Data.Items.length, 1)
  const applyNo = offered.Data.Items[0].ApplyNo
  assert.equal(offered.Data.Items[0].OrderCount, 3)
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/b2b/CustomerBill/DraftTripReimbursement', { ApplyNo: applyNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/b2b/CustomerBill/DraftTripReimbursement', { ApplyNo: 'x' }, { token })).Code, '4000')
  const draft = await t.post('/b2b/CustomerBill/DraftTripReimbursement', { ApplyNo: applyNo }, { token })
  assert.equal(draft.Code, '0000', draft.Msg)
  assert.equal(draft.Data.Status, 'Draft')
  const bill = await t.post('/b2b/CustomerBill/GetBillDetail', { BillNo: draft.Data.BillNo }, { token })
  assert.equal(bill.Data.Title, '上海出差报销')
  assert.match(bill.Data.Reason, new RegExp(applyNo))
  assert.ok(bill.Data.CostCenterId)
  assert.deepEqual(bill.Data.Costs.map((c: { CostTypeName: string }) => c.CostTypeName).sort(), ['交通费', '交通费', '住宿费', '出差补贴'].sort())
  assert.equal(bill.Data.AmountFen, 128000 + 96000 + 66200 + 42500)
  assert.equal((await t.post('/b2b/CustomerBill/GetTripsToReimburse', {}, { token })).Data.Items.length, 0)
  assert.equal((await t.post('/b2b/CustomerBill/DraftTripReimbursement', { ApplyNo: applyNo }, { token })).Code, '4004')
})
