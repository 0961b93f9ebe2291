/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 35, decision 0800: 加签 and 退回 for 出差申请, 转交 for order approvals, on the one chain engine (stepMoves).
// Applications here follow a two-step flow: 1 部门负责人审批 (李娜, the approver), 2 财务审核 (finance); 刘强 is the
// manager; 10006 is an employee of the second enterprise. Orders: an over-standard 商务型 ride waits for 李娜.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const T = '/b2b/TravelApply'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>
const EMPLOYEE = '10001'
const APPROVER = '10002'
const FINANCE = '10003'
const MANAGER = '10004'
const OTHER_ENTERPRISE = '10006'

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })

let twoSteps = false
async function application(reason: string): Promise<string> {
  if (!twoSteps) {
    await t.app.db.query(`update approval_flows set steps = $2 where id = 34002 and enterprise_id = $1`, [
      ENTERPRISE.a,
      JSON.stringify([{ step: 1, name: '部门负责人审批', approverMemberIds: [Number(APPROVER)] }, { step: 2, name: '财务审核', approverMemberIds: [Number(FINANCE)] }]),
    ])
    twoSteps = true
  }
  const created = await t.post(`${T}/Create`, {
    Reason: reason, DepartCity: '北京', Cities: ['上海'], StartDate: day(2), EndDate: day(5), Products: ['hotel'], BudgetFen: 300000, Submit: true,
  }, withReq(await as(PHONE.employee)))
  assert.equal(created.Data?.Status, 'pending', created.Msg)
  return created.Data.ApplyNo
}

const act = async (path: string, body: object, phone: string) => t.post(`${T}/${path}`, body, withReq(await as(phone)))
const detailOf = async (ApplyNo: string, phone: string) => {
  const answer = await t.post(`${T}/Detail`, { ApplyNo }, { token: await as(phone) })
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data
}
/** The steps list as "step name approver status[：comment]". */
const lines = (detail: any) => detail.Steps.map((s: any) => `${s.Step}${s.Name} ${s.ApproverName} ${s.Status}${s.Comment ? `：${s.Comment}` : ''}`.trim())
const pendingOf = async (phone: string) => (await t.post(`${T}/List`, { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: await as(phone) })).Data.Items.map((a: any) => a.ApplyNo)

test('出差申请 前加签: the added member decides first, then the step that added them opens again; shown in the steps list', async () => {
  const ApplyNo = await application('前加签')
  assert.equal((await act('AddApprover', { ApplyNo, ToMemberId: APPROVER, Position: 'before' }, PHONE.approver)).Msg, '请选择其他审批人')
  assert.equal((await act('AddApprover', { ApplyNo, ToMemberId: EMPLOYEE, Position: 'before' }, PHONE.approver)).Msg, '不能加签给申请人本人')
  const outside = await act('AddApprover', { ApplyNo, ToMemberId: OTHER_ENTERPRISE, Position: 'before' }, PHONE.approver)
  assert.deepEqual([outside.Code, outside.Msg], ['4000', '加签人不存在，请重新选择'])
  // 王芳 decides step 2: she sees the application but does not hold its current step.
  assert.equal((await act('AddApprover', { ApplyNo, ToMemberId: MANAGER, Position: 'before' }, PHONE.finance)).Code, '4003')
  assert.equal((await act('AddApprover', { ApplyNo, ToMemberId: FINANCE, Position: 'before' }, PHONE.manager)).Code, '4004')

  const added = await act('AddApprover', { ApplyNo, ToMemberId: MANAGER, Position: 'before', Comment: '预算较高，请刘总先看' }, PHONE.approver)
  assert.deepEqual([added.Code, added.Data?.Status], ['0000', 'pending'], added.Msg)
  const seen = await detailOf(ApplyNo, PHONE.manager)
  assert.equal(seen.CanApprove, true)
  assert.deepEqual(lines(seen), [
    '1加签审批 刘强 pending',
    '2部门负责人审批 李娜 skipped：加签刘强（在本人之前审批）：预算较高，请刘总先看',
    '3财务审核  waiting',
  ])
  assert.ok((await pendingOf(PHONE.manager)).includes(ApplyNo))
  assert.ok(!(await pendingOf(PHONE.approver)).includes(ApplyNo))
  assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Code, '4003')

  assert.equal((await act('Approve', { ApplyNo, Comment: '可以' }, PHONE.manager)).Data.Status, 'pending')
  assert.equal((await detailOf(ApplyNo, PHONE.approver)).CanApprove, true)
  assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Data.Status, 'pending')
  assert.equal((await act('Approve', { ApplyNo }, PHONE.finance)).Data.Status, 'approved')
})

test('出差申请 后加签: the caller decides now and the added member next, the note kept in the steps list', async () => {
  const ApplyNo = await application('后加签')
  const added = await act('AddApprover', { ApplyNo, ToMemberId: MANAGER, Position: 'after' }, PHONE.approver)
  assert.equal(added.Code, '0000', added.Msg)
  const seen = await detailOf(ApplyNo, PHONE.approver)
  assert.equal(seen.CanApprove, true)
  assert.deepEqual(lines(seen), ['1部门负责人审批 李娜 pending', '1部门负责人审批 李娜 skipped：加签刘强（在本人之后审批）', '2加签审批  waiting', '3财务审核  waiting'])
  assert.ok(!(await pendingOf(PHONE.manager)).includes(ApplyNo))
  assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Data.Status, 'pending')
  assert.ok((await pendingOf(PHONE.manager)).includes(ApplyNo))
  assert.ok(!(await pendingOf(PHONE.finance)).includes(ApplyNo))
  assert.equal((await act('Approve', { ApplyNo }, PHONE.manager)).Data.Status, 'pending')
  assert.equal((await act('Approve', { ApplyNo }, PHONE.finance)).Data.Status, 'approved')
})

test('出差申请 退回 to an earlier step: that step decides again, then the flow goes on; not to the applicant, not forward', async () => {
  const ApplyNo = await application('退回')
  assert.equal((await act('Return', { ApplyNo, ToLevel: 1, Reason: '无' }, PHONE.approver)).Msg, '请选择当前步骤之前的审批步骤')
  assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Code, '0000')
  assert.equal((await act('Return', { ApplyNo, ToLevel: 2, Reason: '无' }, PHONE.finance)).Code, '4000')
  assert.equal((await act('Return', { ApplyNo, ToLevel: 1, Reason: '   ' }, PHONE.finance)).Msg, '请填写退回原因')
  assert.equal((await act('Return', { ApplyNo, ToLevel: 0, Reason: '改日期' }, PHONE.finance)).Msg, '出差申请不能退回给申请人，请选择之前的审批步骤或驳回')
  assert.equal((await act('Return', { ApplyNo, ToLevel: 1, Reason: '请核对预算' }, PHONE.approver)).Code, '4003')

  const returned = await act('Return', { ApplyNo, ToLevel: 1, Reason: '请核对预算' }, PHONE.finance)
  assert.deepEqual([returned.Code, returned.Data?.Status], ['0000', 'pending'], returned.Msg)
  const seen = await detailOf(ApplyNo, PHONE.approver)
  assert.equal(seen.CanApprove, true)
  assert.deepEqual(lines(seen), ['1部门负责人审批 李娜 approved', '1部门负责人审批 李娜 pending', '2财务审核 王芳 rejected：退回至第1步「部门负责人审批」：请核对预算'])
  assert.equal((await act('Approve', { ApplyNo }, PHONE.finance)).Code, '4003')
  assert.equal((await act('Approve', { ApplyNo, Comment: '已核对' }, PHONE.approver)).Data.Status, 'pending')
  assert.equal((await act('Approve', { ApplyNo }, PHONE.finance)).Data.Status, 'approved')
  // The returner decided: it stays in their 已审批.
  const processed = await t.post(`${T}/List`, { Tab: 'processed', PageIndex: 1, PageSize: 50 }, { token: await as(PHONE.finance) })
  assert.ok(processed.Data.Items.some((a: any) => a.ApplyNo === ApplyNo))
})

test('出差申请 转交 keeps the one who handed it on able to open it, not to decide; a decided application refuses every move', async () => {
  const ApplyNo = await application('转交后仍可查看')
  assert.equal((await act('Transfer', { ApplyNo, ToMemberId: MANAGER }, PHONE.approver)).Code, '0000')
  const handedOn = await detailOf(ApplyNo, PHONE.approver)
  assert.equal(handedOn.CanApprove, false)
  assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Code, '4003')
  assert.equal((await act('Reject', { ApplyNo, Reason: '不同意' }, PHONE.manager)).Data.Status, 'rejected')
  for (const [path, body] of [['Transfer', { ToMemberId: APPROVER }], ['AddApprover', { ToMemberId: APPROVER, Position: 'after' }], ['Return', { ToLevel: 1, Reason: '再看' }]] as const) {
    const late = await act(path, { ApplyNo, ...body }, PHONE.manager)
    assert.deepEqual([late.Code, late.Msg], ['4001', '该申请已处理'], path)
  }
})

/** The approval's tasks: "step:status:approver" in order. */
async function applyTasks(ApplyNo: string): Promise<string[]> {
  const { rows } = await t.app.db.query<{ step: number; status: string; approver_member_id: number }>(
    'select k.step, k.status, k.approver_member_id from approval_tasks k join travel_applications a on a.approval_id = k.approval_id where a.apply_no = $1 order by k.id',
    [ApplyNo],
  )
  return rows.map((r) => `${r.step}:${r.status}:${r.approver_member_id}`)
}

test('出差申请 前加签 and 通过 of one approver at once: exactly one is done, one step open', async () => {
  for (let round = 0; round < 5; round++) {
    const ApplyNo = await application(`加签与通过同时 ${round}`)
    const [added, approved] = await Promise.all([
      act('AddApprover', { ApplyNo, ToMemberId: MANAGER, Position: 'before' }, PHONE.approver),
      act('Approve', { ApplyNo }, PHONE.approver),
    ])
    assert.equal([added.Code, approved.Code].filter((c) => c === '0000').length, 1, JSON.stringify([added, approved]))
    const pending = (await applyTasks(ApplyNo)).filter((x) => x.includes(':pending:'))
    if (added.Code === '0000') assert.deepEqual(pending, [`1:pending:${MANAGER}`])
    else assert.deepEqual(pending, [`2:pending:${FINANCE}`])
  }
})

test('出差申请 退回 and 通过 at the second step at once: exactly one is done', async () => {
  for (let round = 0; round < 5; round++) {
    const ApplyNo = await application(`退回与通过同时 ${round}`)
    assert.equal((await act('Approve', { ApplyNo }, PHONE.approver)).Code, '0000')
    const [back, approved] = await Promise.all([
      act('Return', { ApplyNo, ToLevel: 1, Reason: '请核对' }, PHONE.finance),
      act('Approve', { ApplyNo }, PHONE.finance),
    ])
    assert.equal([back.Code, approved.Code].filter((c) => c === '0000').length, 1, JSON.stringify([back, approved]))
    const pending = (await applyTasks(ApplyNo)).filter((x) => x.includes(':pending:'))
    assert.deepEqual(pending, back.Code === '0000' ? [`1:pending:${APPROVER}`] : [])
    const { rows } = await t.app.db.query<{ status: string }>('select status from travel_applications where apply_no = $1', [ApplyNo])
    assert.equal(rows[0].status, back.Code === '0000' ? 'pending' : 'approved')
  }
})

// ---------------------------------------------------------------- order approvals: 转交

const START = { Name: '上海虹桥站东出口网约车上车点', Address: '闵行区申贵路1500号', CityCode: '310100', Longitude: 121.322384, Latitude: 31.1941 }
const END = { Name: '人民广场', Address: '黄浦区人民大道', CityCode: '310100', Longitude: 121.4737, Latitude: 31.2304 }

/** An over-standard 商务型 ride of the employee: it waits in 李娜's 待审批. Answers its approval number. */
async function rideWaiting(): Promise<{ ApprovalNo: string; OrderNo: string }> {
  const token = await as(PHONE.employee)
  const price = await t.post('/car/api/order/QueryPrice', { UseType: 1, Start: START, End: END, DepartTime: null }, { token })
  assert.equal(price.Code, '0000', price.Msg)
  const EstimateFen = price.Data.PriceList.find((p: any) => p.CarType === 3).EstimateFen
  const ride = await t.post('/car/api/order/SubmitOrderNew', { UseType: 1, CarType: 3, Start: START, End: END, DepartTime: null, ReasonCode: '2', Reason: '', PassengerPhone: '', EstimateFen }, withReq(token))
  assert.deepEqual([ride.Code, ride.Data?.OrderStatus], ['0000', 'PendingApproval'], ride.Msg)
  const item = (await orderPending(PHONE.approver)).find((i: any) => i.OrderNo === ride.Data.OrderNo)
  assert.ok(item, 'in 李娜\'s 待审批')
  return { ApprovalNo: item.ApprovalNo, OrderNo: ride.Data.OrderNo }
}
const orderPending = async (phone: string) => (await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: await as(phone) })).Data?.Items ?? []
const tmc = async (path: string, body: object, phone: string) => t.post(`/b2b/TMC/${path}`, body, withReq(await as(phone)))
const orderDetail = async (ApprovalNo: string, phone: string) => t.post('/b2b/TMC/GetApprovalOrderDetail', { ApprovalNo }, { token: await as(phone) })

test('订单审批 转交: the new approver finds it in 待审批 and approves; the one who handed it on no longer can, but still opens it', async () => {
  const { ApprovalNo, OrderNo } = await rideWaiting()
  assert.deepEqual([(await tmc('TransferApproval', { ApprovalNo, ToMemberId: APPROVER }, PHONE.approver)).Msg], ['请选择其他审批人'])
  const toApplicant = await tmc('TransferApproval', { ApprovalNo, ToMemberId: EMPLOYEE }, PHONE.approver)
  assert.deepEqual([toApplicant.Code, toApplicant.Msg], ['4001', '不能转交给申请人本人'])
  const outside = await tmc('TransferApproval', { ApprovalNo, ToMemberId: OTHER_ENTERPRISE }, PHONE.approver)
  assert.deepEqual([outside.Code, outside.Msg], ['4000', '转交人不存在，请重新选择'])
  assert.equal((await tmc('TransferApproval', { ApprovalNo, ToMemberId: MANAGER }, PHONE.manager)).Code, '4004')

  const handed = await tmc('TransferApproval', { ApprovalNo, ToMemberId: MANAGER, Comment: '我休假，请刘总审批' }, PHONE.approver)
  assert.equal(handed.Code, '0000', handed.Msg)
  assert.deepEqual([handed.Data.ApprovalStatus, handed.Data.OrderStatus, handed.Data.OrderNo], ['pending', 'PendingApproval', OrderNo])
  assert.ok((await orderPending(PHONE.manager)).some((i: any) => i.ApprovalNo === ApprovalNo), 'in 刘强\'s 待审批')
  assert.ok(!(await orderPending(PHONE.approver)).some((i: any) => i.ApprovalNo === ApprovalNo), 'gone from 李娜\'s 待审批')
  const theirs = await orderDetail(ApprovalNo, PHONE.manager)
  assert.equal(theirs.Data.CanApprove, true, theirs.Msg)
  assert.deepEqual(theirs.Data.Progress.Steps[0].ApproverNames, ['刘强'])
  const mine = await orderDetail(ApprovalNo, PHONE.approver)
  assert.deepEqual([mine.Code, mine.Data.CanApprove], ['0000', false])
  assert.equal((await tmc('ApproveOrder', { ApprovalNo }, PHONE.approver)).Code, '4003')

  const approved = await tmc('ApproveOrder', { ApprovalNo, Comment: '同意' }, PHONE.manager)
  assert.deepEqual([approved.Code, approved.Data?.ApprovalStatus], ['0000', 'approved'], approved.Msg)
  const late = await tmc('TransferApproval', { ApprovalNo, ToMemberId: APPROVER }, PHONE.manager)
  assert.deepEqual([late.Code, late.Msg], ['4001', '该审批已处理'])
})

test('订单审批 转交 and 通过 by one approver at once: exactly one is done, one task left or none', async () => {
  for (let round = 0; round < 5; round++) {
    const { ApprovalNo } = await rideWaiting()
    const [handed, approved] = await Promise.all([
      tmc('TransferApproval', { ApprovalNo, ToMemberId: MANAGER }, PHONE.approver),
      tmc('ApproveOrder', { ApprovalNo }, PHONE.approver),
    ])
    assert.equal([handed.Code, approved.Code].filter((c) => c === '0000').length, 1, JSON.stringify([handed, approved]))
    const { rows } = await t.app.db.query<{ approver_member_id: number }>(
      `select k.approver_member_id from approval_tasks k join order_approvals oa on oa.approval_id = k.approval_id where oa.approval_no = $1 and k.status = 'pending'`,
      [ApprovalNo],
    )
    assert.deepEqual(rows.map((r) => String(r.approver_member_id)), handed.Code === '0000' ? [MANAGER] : [])
  }
})
