/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 13 item 3: the home's 待我审批 count and the approval list's 待审批 tab come from one definition.
// Issue 15: travel applications waiting on the approver count too (the 审批 screen lists them under 出差申请).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })

async function countAndList(token: string) {
  const count = (await t.post('/common/api/approval/GetToDoApprovalSummary', {}, { token })).Data.DataCount as number
  const list = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token })
  const applications = await t.post('/b2b/TravelApply/List', { Tab: 'pending', PageIndex: 1, PageSize: 1 }, { token })
  const listed = (list.Data?.Total ?? 0) + (applications.Data?.Total ?? 0)
  return { count, listed, items: list.Data?.Items ?? [] }
}

test('the to-do count equals the pending list, before and after an approval', async () => {
  const approver = await t.login(PHONE.approver)
  const employee = await t.login(PHONE.employee)
  const seeded = await countAndList(approver)
  assert.equal(seeded.count, seeded.listed, 'seeded data: count and list agree')

  const rate = await findRate(t.app, { daysAhead: 6, accept: (r) => r.plan.payType === 2 && r.plan.cancelType === 1 && !r.plan.needCardGuarantee && r.avgFen > 60000 && r.totalFen < 300000 })
  const created = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { OverStandardReason: '会议指定酒店' }), { token: employee, headers: { reqId: newReqId() } })
  assert.equal(created.Code, '0000', created.Msg)
  const withOne = await countAndList(approver)
  assert.deepEqual([withOne.count, withOne.listed], [seeded.listed + 1, seeded.listed + 1])

  const item = withOne.items.find((i: any) => i.OrderNo === created.Data.OrderNo)
  const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, { token: approver, headers: { reqId: newReqId() } })
  assert.equal(approved.Code, '0000', approved.Msg)
  const after = await countAndList(approver)
  assert.deepEqual([after.count, after.listed], [seeded.listed, seeded.listed])
})
