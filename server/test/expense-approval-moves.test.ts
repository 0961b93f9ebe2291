/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 35 (decision 0700): 加签 before and after the current approver, 退回 to an earlier step or to the applicant,
// a 评论 with pictures in 处理记录, 转交/加签/退回 for loans, and 转交 racing 通过 (exactly one wins).
// The demo chain: 1 部门负责人审批 (李娜, the approver), 2 财务审核 (finance); 刘强 is the manager.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, assertEnvelope, setupFile } from './helper'

const t = setupFile()
const B = '/b2b/CustomerBill'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const sessions = new Map<string, Promise<string>>()
const as = (phone: string) => sessions.get(phone) ?? sessions.set(phone, t.login(phone)).get(phone) as Promise<string>
const MANAGER = '10004'
const EMPLOYEE = '10001'
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

async function submittedBill(title: string): Promise<string> {
  const employee = await as(PHONE.employee)
  const cost = await t.post('/expensecontrol/Expense/SaveCost', { CostTypeId: '18002', AmountFen: 6600, CostDate: '2026-11-20', CityName: '上海', Remark: title, Attachments: [] }, withReq(employee))
  assert.equal(cost.Code, '0000', cost.Msg)
  const saved = await t.post(`${B}/SaveReimbursementBill`, { Title: title, Reason: '', CostCenterId: '31001', CostIds: [cost.Data.CostId], Submit: true }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  return saved.Data.BillNo
}

const detailOf = async (BillNo: string, phone: string) => {
  const answer = await t.post(`${B}/GetBillDetail`, { BillNo }, { token: await as(phone) })
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data
}
const states = (detail: any) => detail.Steps.map((s: any) => `${s.Level}${s.Name}:${s.State}`)
const pendingOf = async (phone: string) => (await t.post(`${B}/GetApprovalBillList`, { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: await as(phone) })).Data.Items.map((b: any) => b.BillNo)
const act = async (path: string, body: object, phone: string) => t.post(`${B}/${path}`, body, withReq(await as(phone)))

test('前加签: the added approver decides first, then the level that added them opens again', async () => {
  const BillNo = await submittedBill('前加签')
  assert.equal((await act('AddBillApprover', { BillNo, ToMemberId: EMPLOYEE, Position: 'before' }, PHONE.approver)).Msg, '不能加签给申请人本人')
  assert.equal((await act('AddBillApprover', { BillNo, ToMemberId: MANAGER, Position: 'before' }, PHONE.finance)).Code, '4003')
  const added = await act('AddBillApprover', { BillNo, ToMemberId: MANAGER, Position: 'before', Comment: '金额较大，请刘总先看' }, PHONE.approver)
  assert.equal(added.Code, '0000', added.Msg)
  assert.equal(added.Data.Status, 'Approving')

  const seen = await detailOf(BillNo, PHONE.manager)
  assert.deepEqual(states(seen), ['1加签审批:current', '2部门负责人审批:waiting', '3财务审核:waiting'])
  assert.equal(seen.CanApprove, true)
  assert.ok(seen.History.some((h: any) => h.ActorName === '李娜' && h.Note === '加签刘强（在本人之前审批）：金额较大，请刘总先看'), JSON.stringify(seen.History))
  assert.ok((await pendingOf(PHONE.manager)).includes(BillNo))
  assert.ok(!(await pendingOf(PHONE.approver)).includes(BillNo))
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.approver)).Code, '4003')

  assert.equal((await act('ApproveBill', { BillNo, Comment: '可以' }, PHONE.manager)).Data.Status, 'Approving')
  const back = await detailOf(BillNo, PHONE.approver)
  assert.deepEqual(states(back), ['1加签审批:approved', '2部门负责人审批:current', '3财务审核:waiting'])
  assert.equal(back.CanApprove, true)
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.approver)).Data.Status, 'Approving')
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.finance)).Data.Status, 'Approved')
  const done = await detailOf(BillNo, PHONE.employee)
  assert.deepEqual(states(done), ['1加签审批:approved', '2部门负责人审批:approved', '3财务审核:approved'])
})

test('后加签: the caller decides now and the added approver right after', async () => {
  const BillNo = await submittedBill('后加签')
  assert.equal((await act('AddBillApprover', { BillNo, ToMemberId: MANAGER, Position: 'after' }, PHONE.approver)).Code, '0000')
  const seen = await detailOf(BillNo, PHONE.approver)
  assert.deepEqual(states(seen), ['1部门负责人审批:current', '2加签审批:waiting', '3财务审核:waiting'])
  assert.equal(seen.CanApprove, true)
  assert.ok(!(await pendingOf(PHONE.manager)).includes(BillNo))
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.approver)).Code, '0000')
  assert.ok((await pendingOf(PHONE.manager)).includes(BillNo))
  assert.ok(!(await pendingOf(PHONE.finance)).includes(BillNo))
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.manager)).Data.Status, 'Approving')
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.finance)).Data.Status, 'Approved')
})

test('退回 to an earlier step: that step decides again and the flow goes on from there', async () => {
  const BillNo = await submittedBill('退回到上一步')
  assert.equal((await act('ReturnBill', { BillNo, ToLevel: 1, Reason: '无' }, PHONE.approver)).Msg, '请选择当前步骤之前的审批步骤')
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.approver)).Code, '0000')
  assert.equal((await act('ReturnBill', { BillNo, ToLevel: 2, Reason: '无' }, PHONE.finance)).Code, '4000')
  assert.equal((await act('ReturnBill', { BillNo, ToLevel: 1, Reason: '   ' }, PHONE.finance)).Msg, '请填写退回原因')
  const returned = await act('ReturnBill', { BillNo, ToLevel: 1, Reason: '请核对发票抬头' }, PHONE.finance)
  assert.equal(returned.Code, '0000', returned.Msg)
  assert.equal(returned.Data.Status, 'Approving')
  const seen = await detailOf(BillNo, PHONE.approver)
  assert.deepEqual(states(seen), ['1部门负责人审批:current', '2财务审核:waiting'])
  assert.equal(seen.CanApprove, true)
  assert.ok(seen.History.some((h: any) => h.Note === '退回至第1步「部门负责人审批」：请核对发票抬头'), JSON.stringify(seen.History))
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.finance)).Code, '4003')
  assert.equal((await act('ApproveBill', { BillNo, Comment: '已核对' }, PHONE.approver)).Data.Status, 'Approving')
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.finance)).Data.Status, 'Approved')
  // The returner decided it: it stays in their 已审批.
  const processed = await t.post(`${B}/GetApprovalBillList`, { Tab: 'processed', PageIndex: 1, PageSize: 50 }, { token: await as(PHONE.finance) })
  assert.ok(processed.Data.Items.some((b: any) => b.BillNo === BillNo))
})

test('退回 to the applicant: the bill comes back with the reason on top; submitted again it starts over', async () => {
  const BillNo = await submittedBill('退回申请人')
  assert.equal((await act('ApproveBill', { BillNo }, PHONE.approver)).Code, '0000')
  const returned = await act('ReturnBill', { BillNo, ToLevel: 0, Reason: '缺少行程单' }, PHONE.finance)
  assert.equal(returned.Data.Status, 'Rejected', returned.Msg)
  const seen = await detailOf(BillNo, PHONE.employee)
  assert.equal(seen.CanEdit, true)
  assert.equal(seen.History.at(-1).Note, '退回给申请人：缺少行程单')
  assert.equal((await act('SubmitBill', { BillNo }, PHONE.employee)).Data.Status, 'Approving')
  assert.deepEqual(states(await detailOf(BillNo, PHONE.employee)), ['1部门负责人审批:current', '2财务审核:waiting'])
})

async function upload(token: string): Promise<string> {
  const boundary = '----approval-moves'
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const answer = assertEnvelope(await t.app.inject({ method: 'POST', url: '/tripwise-m-api/common/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token } }))
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data.Url
}

test('评论 with pictures: in 处理记录 with its pictures, the status unchanged; others\' uploads and empty comments refused', async () => {
  const BillNo = await submittedBill('评论')
  const picture = await upload(await as(PHONE.approver))
  const theirs = await upload(await as(PHONE.employee))
  assert.equal((await act('CommentBill', { BillNo, Text: '', Attachments: [] }, PHONE.approver)).Msg, '请填写评论或添加图片')
  assert.equal((await act('CommentBill', { BillNo, Text: '看图', Attachments: [theirs] }, PHONE.approver)).Code, '4000')
  const said = await act('CommentBill', { BillNo, Text: '酒店发票金额与水单不符，见图', Attachments: [picture] }, PHONE.approver)
  assert.equal(said.Code, '0000', said.Msg)
  assert.equal(said.Data.Status, 'Approving')
  assert.equal((await act('CommentBill', { BillNo, Text: '已补充水单', Attachments: [theirs] }, PHONE.employee)).Code, '0000')
  const seen = await detailOf(BillNo, PHONE.employee)
  assert.equal(seen.CanComment, true)
  const comments = seen.History.filter((h: any) => h.Note.startsWith('评论：'))
  assert.deepEqual(comments.map((h: any) => [h.ActorName, h.Note, h.Attachments]), [['李娜', '评论：酒店发票金额与水单不符，见图', [picture]], ['张伟', '评论：已补充水单', [theirs]]])
  // The comment did not decide: the approver still approves.
  assert.equal((await detailOf(BillNo, PHONE.approver)).CanApprove, true)
  // Someone of another enterprise does not see the bill.
  assert.equal((await t.post(`${B}/CommentBill`, { BillNo, Text: '路过', Attachments: [] }, withReq(await as(PHONE.employeeB)))).Code, '4004')
})

test('loans: 转交, 加签 and 退回 as for bills', async () => {
  const employee = await as(PHONE.employee)
  const saved = await t.post(`${B}/SaveLoanBill`, { Reason: '上海出差备用金', AmountFen: 200000, ExpectedRepayDate: '2099-01-31', CollectionInfoId: '24101' }, withReq(employee))
  assert.equal(saved.Code, '0000', saved.Msg)
  const LoanNo = saved.Data.LoanNo
  const loan = async (phone: string) => (await t.post(`${B}/GetLoanBillDetail`, { LoanNo }, { token: await as(phone) })).Data
  assert.equal((await act('TransferLoanBill', { LoanNo, ToMemberId: EMPLOYEE }, PHONE.approver)).Msg, '不能转交给申请人本人')
  const handed = await act('TransferLoanBill', { LoanNo, ToMemberId: MANAGER, Comment: '请刘总审批' }, PHONE.approver)
  assert.equal(handed.Code, '0000', handed.Msg)
  const seen = await loan(PHONE.manager)
  assert.equal(seen.CanApprove, true)
  assert.deepEqual(seen.Steps[0].ApproverNames, ['刘强'])
  assert.ok(seen.History.some((h: any) => h.Note === '转交给刘强：请刘总审批'))
  assert.equal((await act('ApproveLoanBill', { LoanNo }, PHONE.approver)).Code, '4003')
  assert.equal((await act('AddLoanApprover', { LoanNo, ToMemberId: '10002', Position: 'after' }, PHONE.manager)).Code, '0000')
  assert.equal((await act('ApproveLoanBill', { LoanNo }, PHONE.manager)).Data.Status, 'Approving')
  assert.equal((await act('ApproveLoanBill', { LoanNo }, PHONE.approver)).Data.Status, 'Approving')
  assert.deepEqual((await loan(PHONE.finance)).Steps.map((s: any) => s.State), ['approved', 'approved', 'current'])
  const back = await act('ReturnLoanBill', { LoanNo, ToLevel: 2, Reason: '请再确认金额' }, PHONE.finance)
  assert.equal(back.Data.Status, 'Approving', back.Msg)
  assert.equal((await loan(PHONE.approver)).CanApprove, true)
  assert.equal((await act('ReturnLoanBill', { LoanNo, ToLevel: 0, Reason: '金额改为一千元' }, PHONE.approver)).Data.Status, 'Rejected')
  assert.ok((await loan(PHONE.employee)).History.some((h: any) => h.Note === '退回给申请人：金额改为一千元'))
})

/** The approval's tasks by state at each step: "step:status:approver" for every task, in order. */
async function tasksOf(BillNo: string): Promise<string[]> {
  const { rows } = await t.app.db.query<{ step: number; status: string; approver_member_id: number }>(
    `select t.step, t.status, t.approver_member_id from approval_tasks t join expense_bills b on b.approval_id = t.approval_id where b.bill_no = $1 order by t.id`,
    [BillNo],
  )
  return rows.map((r) => `${r.step}:${r.status}:${r.approver_member_id}`)
}

test('转交 and 通过 of one approver at the same moment: exactly one is done, and no step is opened twice', async () => {
  for (let round = 0; round < 5; round++) {
    const BillNo = await submittedBill(`转交与通过同时 ${round}`)
    const [handed, approved] = await Promise.all([
      act('TransferBill', { BillNo, ToMemberId: MANAGER }, PHONE.approver),
      act('ApproveBill', { BillNo }, PHONE.approver),
    ])
    const codes = [handed.Code, approved.Code].sort()
    assert.equal(codes[0], '0000', JSON.stringify([handed, approved]))
    assert.notEqual(codes[1], '0000', JSON.stringify([handed, approved]))
    const tasks = await tasksOf(BillNo)
    const pending = tasks.filter((x) => x.includes(':pending:'))
    assert.equal(pending.length, 1, JSON.stringify(tasks))
    if (handed.Code === '0000') assert.deepEqual(pending, [`1:pending:${MANAGER}`])
    else assert.ok(pending[0].startsWith('2:pending:'), JSON.stringify(tasks))
  }
})

test('前加签 by one approver and 通过 by the one they hand to at once: never two open steps', async () => {
  for (let round = 0; round < 5; round++) {
    const BillNo = await submittedBill(`加签与通过同时 ${round}`)
    const [added, approved] = await Promise.all([
      act('AddBillApprover', { BillNo, ToMemberId: MANAGER, Position: 'before' }, PHONE.approver),
      act('ApproveBill', { BillNo }, PHONE.approver),
    ])
    assert.equal([added.Code, approved.Code].filter((c) => c === '0000').length, 1, JSON.stringify([added, approved]))
    const pending = (await tasksOf(BillNo)).filter((x) => x.includes(':pending:'))
    assert.equal(pending.length, 1, JSON.stringify(pending))
    const detail = await detailOf(BillNo, PHONE.employee)
    assert.equal(detail.Steps.filter((s: any) => s.State === 'current').length, 1)
  }
})

test('出差申请: 转交 to the manager, who approves; the one who handed it on no longer decides', async () => {
  const start = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })
  const end = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' })
  const created = await t.post('/b2b/TravelApply/Create', {
    Reason: '拜访上海客户', DepartCity: '北京', Cities: ['上海'], StartDate: start, EndDate: end, Products: ['hotel'], BudgetFen: 300000, Submit: true,
  }, withReq(await as(PHONE.employee)))
  assert.equal(created.Data.Status, 'pending', created.Msg)
  const ApplyNo = created.Data.ApplyNo
  const T = '/b2b/TravelApply'
  assert.equal((await t.post(`${T}/Transfer`, { ApplyNo, ToMemberId: EMPLOYEE }, withReq(await as(PHONE.approver)))).Msg, '不能转交给申请人本人')
  assert.equal((await t.post(`${T}/Transfer`, { ApplyNo, ToMemberId: MANAGER }, withReq(await as(PHONE.finance)))).Code, '4004')
  const handed = await t.post(`${T}/Transfer`, { ApplyNo, ToMemberId: MANAGER, Comment: '请刘总审批' }, withReq(await as(PHONE.approver)))
  assert.equal(handed.Code, '0000', handed.Msg)
  const seen = await t.post(`${T}/Detail`, { ApplyNo }, { token: await as(PHONE.manager) })
  assert.equal(seen.Data.CanApprove, true)
  assert.ok(seen.Data.Steps.some((s: any) => s.ApproverName === '李娜' && s.Status === 'skipped' && s.Comment === '转交给刘强：请刘总审批'), JSON.stringify(seen.Data.Steps))
  assert.equal((await t.post(`${T}/Approve`, { ApplyNo }, withReq(await as(PHONE.approver)))).Code, '4003')
  assert.equal((await t.post(`${T}/Approve`, { ApplyNo }, withReq(await as(PHONE.manager)))).Code, '0000')
})
