/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 35 item 3: 转交. The approver of the current level hands the bill to another member of the enterprise
// (刘强, the manager), who then sees it waiting and approves it; the one who handed it on can no longer decide.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>
const MANAGER = '10004'
const EMPLOYEE = '10001'

test('转交: the approver hands the bill to the manager, who approves it; the chain goes on to finance', async () => {
  const [employee, approver, manager, finance] = await Promise.all([as(PHONE.employee), as(PHONE.approver), as(PHONE.manager), as(PHONE.finance)])
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 8800, CostDate: '2026-11-20', CityName: '上海', Remark: '转交', Attachments: [] }, withReq(employee))
  const saved = await t.post(`${B}/SaveReimbursementBill`, { Title: '转交测试', Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  const BillNo = saved.Data.BillNo

  // Only the current step's approver may hand it on, and not to the applicant, to themself or to no one known.
  assert.equal((await t.post(`${B}/TransferBill`, { BillNo, ToMemberId: MANAGER }, withReq(manager))).Code, '4003')
  assert.equal((await t.post(`${B}/TransferBill`, { BillNo, ToMemberId: EMPLOYEE }, withReq(approver))).Msg, '不能转交给申请人本人')
  assert.equal((await t.post(`${B}/TransferBill`, { BillNo, ToMemberId: '99999' }, withReq(approver))).Msg, '转交人不存在，请重新选择')
  assert.equal((await t.post(`${B}/TransferBill`, { BillNo, ToMemberId: '10002' }, withReq(approver))).Code, '4000')

  const handed = await t.post(`${B}/TransferBill`, { BillNo, ToMemberId: MANAGER, Comment: '我休假，请刘总审批' }, withReq(approver))
  assert.equal(handed.Code, '0000', handed.Msg)
  assert.equal(handed.Data.Status, 'Approving')
  const pending = await t.post(`${B}/GetApprovalBillList`, { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: manager })
  assert.ok(pending.Data.Items.some((b: any) => b.BillNo === BillNo))
  const detail = (await t.post(`${B}/GetBillDetail`, { BillNo }, { token: manager })).Data
  assert.equal(detail.CanApprove, true)
  assert.deepEqual(detail.Steps[0].ApproverNames, ['刘强'])
  assert.ok(detail.History.some((h: any) => h.Note === '转交给刘强：我休假，请刘总审批'), JSON.stringify(detail.History))
  assert.equal((await t.post(`${B}/ApproveBill`, { BillNo }, withReq(approver))).Code, '4003')

  const approved = await t.post(`${B}/ApproveBill`, { BillNo, Comment: '同意' }, withReq(manager))
  assert.equal(approved.Code, '0000', approved.Msg)
  const next = (await t.post(`${B}/GetBillDetail`, { BillNo }, { token: finance })).Data
  assert.equal(next.Status, 'Approving')
  assert.equal(next.CanApprove, true)
  assert.equal((await t.post(`${B}/ApproveBill`, { BillNo }, withReq(finance))).Data.Status, 'Approved')
})
