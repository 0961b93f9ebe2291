/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })

const at = (path: string) => `/b2b/TravelApply/${path}`
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const EMPLOYEE_CAP_TIER1 = 60000

const body = (extra: Record<string, unknown> = {}) => ({
  Reason: '拜访上海客户',
  DepartCity: '北京',
  Cities: ['上海'],
  StartDate: addDays(shanghaiDate(), 2),
  EndDate: addDays(shanghaiDate(), 6),
  Products: ['hotel', 'train'],
  BudgetFen: 500000,
  Submit: true,
  ...extra,
})

test('create and submit, the approver approves, and an over-standard hotel under it needs no second approval', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const created = await t.post(at('Create'), body(), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.Status, 'pending')
  const applyNo = created.Data.ApplyNo
  assert.match(applyNo, /^TA\d{14}$/)

  const pending = await t.post(at('List'), { Tab: 'pending', PageIndex: 1, PageSize: 20 }, { token: approver })
  assert.ok(pending.Data.Items.some((i: any) => i.ApplyNo === applyNo))
  const mine = await t.post(at('List'), { Tab: 'mine', PageIndex: 1, PageSize: 20 }, { token: employee })
  assert.equal(mine.Data.Items[0].ApplyNo, applyNo)
  assert.equal(mine.Data.Items[0].StatusText, '审批中')

  const asApplicant = await t.post(at('Detail'), { ApplyNo: applyNo }, { token: employee })
  assert.deepEqual([asApplicant.Data.CanRevoke, asApplicant.Data.CanApprove, asApplicant.Data.CanBook], [true, false, false])
  const ownApproval = await t.post(at('Approve'), { ApplyNo: applyNo }, withReq(employee))
  assert.deepEqual([ownApproval.Code, ownApproval.Msg], ['4003', '不能审批本人提交的申请'])
  const asApprover = await t.post(at('Detail'), { ApplyNo: applyNo }, { token: approver })
  assert.equal(asApprover.Data.CanApprove, true)
  assert.equal(asApprover.Data.Steps[0].Name, '部门负责人审批')

  const rate = await findRate(t.app, { accept: (r) => prepaidFree(r) && r.avgFen > EMPLOYEE_CAP_TIER1 && r.totalFen < 300000 })
  const early = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { OverStandardReason: '客户指定', TravelApplyNo: applyNo }), withReq(employee))
  assert.deepEqual([early.Code, early.Msg], ['4001', '出差申请未通过审批或已过期，不能用于预订'])

  const approved = await t.post(at('Approve'), { ApplyNo: applyNo, Comment: '同意' }, withReq(approver))
  assert.deepEqual(approved.Data, { ApplyNo: applyNo, Status: 'approved' })
  assert.equal((await t.post(at('Approve'), { ApplyNo: applyNo }, withReq(approver))).Code, '4001')
  const done = await t.post(at('Detail'), { ApplyNo: applyNo }, { token: employee })
  assert.deepEqual([done.Data.Status, done.Data.CanBook, done.Data.Steps[0].Status], ['approved', true, 'approved'])

  const usable = await t.post(at('Usable'), { Product: 'hotel', CityName: '上海', StartDate: rate.arrivalDate, EndDate: rate.departureDate }, { token: employee })
  assert.ok(usable.Data.Items.some((i: any) => i.ApplyNo === applyNo))
  assert.equal(usable.Data.Settings.SkipOrderApproval, true)
  assert.equal((await t.post(at('Usable'), { Product: 'flight' }, { token: employee })).Data.Items.some((i: any) => i.ApplyNo === applyNo), false)
  assert.equal((await t.post(at('Usable'), { CityName: '杭州' }, { token: employee })).Data.Items.some((i: any) => i.ApplyNo === applyNo), false)

  const order = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { OverStandardReason: '客户指定', TravelApplyNo: applyNo }), withReq(employee))
  assert.equal(order.Code, '0000', order.Msg)
  assert.equal(order.Data.NeedApproval, false)
  assert.equal(order.Data.OrderStatus, 'PendingPayment')
  const { rows } = await t.app.db.query<{ travel_apply_no: string }>('select travel_apply_no from orders where order_no = $1', [order.Data.OrderNo])
  assert.equal(rows[0].travel_apply_no, applyNo)

  // Outside the application: another city or dates past its end are refused.
  const hangzhou = await findRate(t.app, { cityCode: '330100', accept: prepaidFree })
  const elsewhere = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(hangzhou, { OverStandardReason: '客户指定', TravelApplyNo: applyNo }), withReq(employee))
  assert.deepEqual([elsewhere.Code, elsewhere.Msg], ['4001', '出差申请的城市不包含杭州'])
  const late = await findRate(t.app, { daysAhead: 6, nights: 2, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const tooLate = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(late, { TravelApplyNo: applyNo }), withReq(employee))
  assert.equal(tooLate.Code, '4001')
  assert.match(tooLate.Msg, /预订日期须在出差申请的/)
})

test('a draft is submitted later; reject needs a reason; revoke only while pending and only by the applicant', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const draft = await t.post(at('Create'), body({ Submit: false, TravellerMemberIds: [String(MEMBER.finance)] }), withReq(employee))
  assert.equal(draft.Data.Status, 'draft')
  const detail = await t.post(at('Detail'), { ApplyNo: draft.Data.ApplyNo }, { token: employee })
  assert.deepEqual(detail.Data.Travellers.map((x: any) => x.Name), ['张伟', '王芳'])
  assert.equal(detail.Data.CanSubmit, true)
  // A traveller may read it; a colleague who is neither may not.
  assert.equal((await t.post(at('Detail'), { ApplyNo: draft.Data.ApplyNo }, { token: await t.login(PHONE.finance) })).Code, '0000')
  assert.equal((await t.post(at('Detail'), { ApplyNo: draft.Data.ApplyNo }, { token: await t.login(PHONE.manager) })).Code, '4004')
  assert.equal((await t.post(at('Revoke'), { ApplyNo: draft.Data.ApplyNo }, withReq(employee))).Code, '4001')
  assert.equal((await t.post(at('Submit'), { ApplyNo: draft.Data.ApplyNo }, withReq(approver))).Code, '4003')
  assert.equal((await t.post(at('Submit'), { ApplyNo: draft.Data.ApplyNo }, withReq(employee))).Data.Status, 'pending')
  assert.equal((await t.post(at('Submit'), { ApplyNo: draft.Data.ApplyNo }, withReq(employee))).Code, '4001')
  assert.equal((await t.post(at('Reject'), { ApplyNo: draft.Data.ApplyNo, Reason: '' }, withReq(approver))).Code, '4000')
  const rejected = await t.post(at('Reject'), { ApplyNo: draft.Data.ApplyNo, Reason: '预算过高' }, withReq(approver))
  assert.equal(rejected.Data.Status, 'rejected')
  assert.equal((await t.post(at('Detail'), { ApplyNo: draft.Data.ApplyNo }, { token: employee })).Data.RejectReason, '预算过高')
  const processed = await t.post(at('List'), { Tab: 'processed', PageIndex: 1, PageSize: 20 }, { token: approver })
  assert.ok(processed.Data.Items.some((i: any) => i.ApplyNo === draft.Data.ApplyNo))

  const second = await t.post(at('Create'), body(), withReq(employee))
  assert.equal((await t.post(at('Revoke'), { ApplyNo: second.Data.ApplyNo }, withReq(approver))).Code, '4003')
  assert.equal((await t.post(at('Revoke'), { ApplyNo: second.Data.ApplyNo }, withReq(employee))).Data.Status, 'revoked')
  assert.equal((await t.post(at('List'), { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: approver })).Data.Items.some((i: any) => i.ApplyNo === second.Data.ApplyNo), false)
})

test('another enterprise: its ids refused, its colleagues refused, its own flow', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const mine = await t.post(at('Create'), body(), withReq(employee))
  for (const path of ['Detail', 'Revoke', 'Submit', 'Approve']) {
    assert.equal((await t.post(at(path), { ApplyNo: mine.Data.ApplyNo }, withReq(outsider))).Code, '4004', path)
  }
  assert.equal((await t.post(at('Reject'), { ApplyNo: mine.Data.ApplyNo, Reason: '不行' }, withReq(outsider))).Code, '4004')
  const colleague = await t.post(at('Create'), body({ TravellerMemberIds: [String(MEMBER.employee)] }), withReq(outsider))
  assert.deepEqual([colleague.Code, colleague.Msg], ['4004', '出行人不存在'])
  const own = await t.post(at('Create'), body(), withReq(outsider))
  assert.equal(own.Data?.Status, 'pending', own.Msg)
  const steps = (await t.post(at('Detail'), { ApplyNo: own.Data.ApplyNo }, { token: outsider })).Data.Steps
  assert.deepEqual(steps.map((s: any) => [s.Name, s.ApproverName]), [['主管审批', '钱芳']], 'its own flow: its 主管')
  assert.equal((await t.post(at('List'), { Tab: 'mine', PageIndex: 1, PageSize: 50 }, { token: outsider })).Data.Items.length, 1)
  assert.equal((await t.post(at('Usable'), {}, { token: outsider })).Data.Settings.SkipOrderApproval, false)
})

test('malformed bodies answer 4000 and keep nothing; no token answers 8000', async () => {
  const employee = await t.login(PHONE.employee)
  const before = (await t.app.db.query<{ n: number }>('select count(*)::int as n from travel_applications')).rows[0].n
  for (const bad of [
    body({ Reason: '' }),
    body({ Cities: [] }),
    body({ Products: ['ship'] }),
    body({ BudgetFen: -1 }),
    body({ StartDate: '2026-02-30' }),
    body({ StartDate: addDays(shanghaiDate(), -1) }),
    body({ EndDate: addDays(shanghaiDate(), 1) }),
    body({ EndDate: addDays(shanghaiDate(), 200) }),
    body({ TravellerMemberIds: ['abc'] }),
  ]) {
    assert.equal((await t.post(at('Create'), bad, withReq(employee))).Code, '4000', JSON.stringify(bad))
  }
  assert.equal((await t.app.db.query<{ n: number }>('select count(*)::int as n from travel_applications')).rows[0].n, before)
  assert.equal((await t.post(at('Detail'), { ApplyNo: 'x' }, { token: employee })).Code, '4000')
  assert.equal((await t.post(at('List'), { Tab: 'all', PageIndex: 1, PageSize: 10 }, { token: employee })).Code, '4000')
  assert.equal((await t.post(at('Detail'), { ApplyNo: 'TA20990101999999' }, { token: employee })).Code, '4004')
  for (const path of ['Create', 'List', 'Detail', 'Usable']) await assertAuthRequired(t, at(path))
})

test('the seeded 出差申请 approval is a real application the approver can decide', async () => {
  const approver = await t.login(PHONE.approver)
  const detail = await t.post(at('Detail'), { ApplyNo: 'TA20261100000001' }, { token: approver })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.equal(detail.Data.CanApprove, true)
  const step = await t.post(at('Approve'), { ApplyNo: 'TA20261100000001' }, withReq(approver))
  assert.equal(step.Data.Status, 'pending') // the default flow's second step (finance) remains
})

test('an enterprise that needs a travel application (needTravelFormVuex) refuses a business booking without one', async () => {
  const employee = await t.login(PHONE.employee)
  await t.app.db.query('update travel_apply_settings set need_travel_form = true where enterprise_id = $1', [ENTERPRISE.a])
  try {
    const rate = await findRate(t.app, { daysAhead: 4, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
    const refused = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate), withReq(employee))
    assert.deepEqual([refused.Code, refused.Msg], ['4000', '请选择出差申请单'])
    assert.equal((await t.post(at('Usable'), {}, { token: employee })).Data.Settings.NeedTravelForm, true)
  } finally {
    await t.app.db.query('update travel_apply_settings set need_travel_form = false where enterprise_id = $1', [ENTERPRISE.a])
  }
})

test('externalNeedTravelBill: a booking inside an external journey (JourneyBizNo) needs an application; others do not', async () => {
  const employee = await t.login(PHONE.employee)
  await t.app.db.query('update enterprise_app_config set external_need_travel_bill = true where enterprise_id = $1', [ENTERPRISE.a])
  try {
    assert.equal((await t.post(at('Usable'), {}, { token: employee })).Data.Settings.ExternalNeedTravelBill, true)
    const rate = await findRate(t.app, { daysAhead: 5, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
    const refused = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { JourneyBizNo: 'JX202611240001' }), withReq(employee))
    assert.deepEqual([refused.Code, refused.Msg], ['4000', '外部行程预订须关联出差申请单，请选择出差申请单'])
    const privateStay = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { JourneyBizNo: 'JX202611240001', IsPrivate: 1, CostCenterId: undefined }), withReq(employee))
    assert.notEqual(privateStay.Msg, '外部行程预订须关联出差申请单，请选择出差申请单', 'a private stay needs no application')
    const ordinary = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate), withReq(employee))
    assert.equal(ordinary.Code, '0000', ordinary.Msg)
    const tooLong = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { JourneyBizNo: 'J'.repeat(65) }), withReq(employee))
    assert.equal(tooLong.Code, '4000')
  } finally {
    await t.app.db.query('update enterprise_app_config set external_need_travel_bill = false where enterprise_id = $1', [ENTERPRISE.a])
  }
})

test('a submitted application counts in the approver\'s 审批 badge until decided; nobody else\'s', async () => {
  const SUMMARY = '/common/api/approval/GetToDoApprovalSummary'
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const before = (await t.post(SUMMARY, {}, { token: approver })).Data.DataCount as number
  const otherBefore = (await t.post(SUMMARY, {}, { token: await t.login(PHONE.employeeB) })).Data.DataCount as number
  const created = await t.post(at('Create'), body({ Reason: '徽标计数' }), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal((await t.post(SUMMARY, {}, { token: approver })).Data.DataCount, before + 1)
  assert.equal((await t.post(SUMMARY, {}, { token: await t.login(PHONE.employeeB) })).Data.DataCount, otherBefore, 'another enterprise\'s approver is not told')
  const pending = await t.post(at('List'), { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: approver })
  assert.ok(pending.Data.Items.some((item: { ApplyNo: string }) => item.ApplyNo === created.Data.ApplyNo))
  assert.equal((await t.post(at('Approve'), { ApplyNo: created.Data.ApplyNo }, withReq(approver))).Code, '0000')
  assert.equal((await t.post(SUMMARY, {}, { token: approver })).Data.DataCount, before)
})
