/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { MEMBER, PHONE, assertAuthRequired, setEnterpriseBApprover, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })

const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const apply = (path: string) => `/b2b/TravelApply/${path}`

const daily = (extra: Record<string, unknown> = {}) => ({
  Category: '业务招待',
  Reason: '宴请华南区客户',
  CityName: '广州',
  StartDate: addDays(shanghaiDate(), 1),
  EndDate: addDays(shanghaiDate(), 1),
  BudgetFen: 150000,
  Submit: true,
  ...extra,
})

test('a daily application goes through the application flow and is approved like a travel application', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const created = await t.post('/b2b/DailyApply/Create', daily(), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.Status, 'pending')
  const detail = await t.post(apply('Detail'), { ApplyNo: created.Data.ApplyNo }, { token: employee })
  assert.equal(detail.Data.Kind, 'daily')
  assert.equal(detail.Data.Category, '业务招待')
  assert.deepEqual(detail.Data.Cities, ['广州'])
  assert.deepEqual(detail.Data.Products, [])
  assert.equal(detail.Data.CanBook, false)
  const pending = await t.post(apply('List'), { Tab: 'pending', PageIndex: 1, PageSize: 20 }, { token: approver })
  assert.ok(pending.Data.Items.some((i: any) => i.ApplyNo === created.Data.ApplyNo && i.Kind === 'daily'))
  const approved = await t.post(apply('Approve'), { ApplyNo: created.Data.ApplyNo, Comment: '同意' }, withReq(approver))
  assert.equal(approved.Data.Status, 'approved')
  const usable = await t.post(apply('Usable'), {}, { token: employee })
  assert.ok(!usable.Data.Items.some((i: any) => i.ApplyNo === created.Data.ApplyNo), 'a daily application is never offered to a booking')
  assert.equal(usable.Data.Settings.FormVariant, 'standard')
})

test('a daily application: draft without a city, then submit; the same reqId creates once', async () => {
  const employee = await t.login(PHONE.employee)
  const headers = { reqId: newReqId() }
  const first = await t.post('/b2b/DailyApply/Create', daily({ CityName: '', Submit: false, Category: '培训' }), { token: employee, headers })
  const second = await t.post('/b2b/DailyApply/Create', daily({ CityName: '', Submit: false, Category: '培训' }), { token: employee, headers })
  assert.equal(first.Data.ApplyNo, second.Data.ApplyNo)
  assert.equal(first.Data.Status, 'draft')
  const detail = await t.post(apply('Detail'), { ApplyNo: first.Data.ApplyNo }, { token: employee })
  assert.deepEqual(detail.Data.Cities, [])
  assert.equal(detail.Data.CanSubmit, true)
  assert.equal((await t.post(apply('Submit'), { ApplyNo: first.Data.ApplyNo }, withReq(employee))).Data.Status, 'pending')
})

test('bad daily applications are refused with the reason, nothing kept', async () => {
  const employee = await t.login(PHONE.employee)
  const before = (await t.post(apply('List'), { Tab: 'mine', PageIndex: 1, PageSize: 100 }, { token: employee })).Data.Total
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ Category: '旅游' }, /请选择申请类型/],
    [{ StartDate: addDays(shanghaiDate(), -1) }, /开始日期不能早于今天/],
    [{ EndDate: addDays(shanghaiDate(), 40) }, /日常申请最长31天/],
    [{ BudgetFen: 0 }, /请填写预计金额/],
    [{ StartDate: '2026-02-30', EndDate: '2026-02-30' }, /日期/],
  ]
  for (const [patch, message] of cases) {
    const r = await t.post('/b2b/DailyApply/Create', daily(patch), withReq(employee))
    assert.equal(r.Code, '4000', JSON.stringify(patch))
    assert.match(r.Msg, message)
  }
  assert.equal((await t.post('/b2b/DailyApply/Create', { Reason: '缺字段' }, withReq(employee))).Code, '4000')
  assert.equal((await t.post(apply('List'), { Tab: 'mine', PageIndex: 1, PageSize: 100 }, { token: employee })).Data.Total, before)
  await assertAuthRequired(t, '/b2b/DailyApply/Create', daily())
})

test('a daily application of another enterprise is not found; it cannot carry a booking', async () => {
  const employee = await t.login(PHONE.employee)
  const created = await t.post('/b2b/DailyApply/Create', daily(), withReq(employee))
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(apply('Detail'), { ApplyNo: created.Data.ApplyNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post(apply('Approve'), { ApplyNo: created.Data.ApplyNo }, withReq(outsider))).Code, '4004')
})

const legs = () => [
  { FromCity: '广州', ToCity: '北京', Date: addDays(shanghaiDate(), 3), Product: 'flight' },
  { FromCity: '北京', ToCity: '天津', Date: addDays(shanghaiDate(), 4), Product: 'train' },
  { FromCity: '天津', ToCity: '广州', Date: addDays(shanghaiDate(), 6), Product: 'flight' },
]

test('the guangxin travel bill: legs give cities, dates and products; enterprise B opens it as its form', async () => {
  const employee = await t.login(PHONE.employeeB)
  const usable = await t.post(apply('Usable'), {}, { token: employee })
  assert.equal(usable.Data.Settings.FormVariant, 'guangxin')
  const created = await t.post(apply('CreateTravelBill'), { Category: '项目实施', Reason: '北京项目上线', Legs: legs(), NeedHotel: true, BudgetFen: 800000, Submit: false }, withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  const detail = await t.post(apply('Detail'), { ApplyNo: created.Data.ApplyNo }, { token: employee })
  assert.equal(detail.Data.Variant, 'guangxin')
  assert.equal(detail.Data.Kind, 'travel')
  assert.equal(detail.Data.DepartCity, '广州')
  assert.deepEqual(detail.Data.Cities, ['北京', '天津'])
  assert.equal(detail.Data.StartDate, addDays(shanghaiDate(), 3))
  assert.equal(detail.Data.EndDate, addDays(shanghaiDate(), 6))
  assert.deepEqual(detail.Data.Products, ['flight', 'train', 'hotel'])
  assert.deepEqual(detail.Data.Legs.map((l: any) => `${l.FromCity}-${l.ToCity}`), ['广州-北京', '北京-天津', '天津-广州'])
  await setEnterpriseBApprover(t, MEMBER.employeeB)
  const submitted = await t.post(apply('Submit'), { ApplyNo: created.Data.ApplyNo }, withReq(employee))
  assert.deepEqual([submitted.Code, submitted.Msg], ['4001', '审批流程中没有本人以外的审批人，请联系企业管理员设置审批人'], 'the flow names only 赵磊 himself')
  await setEnterpriseBApprover(t, MEMBER.approverB)
  const resubmitted = await t.post(apply('Submit'), { ApplyNo: created.Data.ApplyNo }, withReq(employee))
  assert.equal(resubmitted.Code, '0000', resubmitted.Msg)
  assert.equal(resubmitted.Data.Status, 'pending')
})

test('guangxin legs that do not connect, a bad trip type or a colleague of another enterprise are refused', async () => {
  const employee = await t.login(PHONE.employeeB)
  const broken = legs()
  broken[1].FromCity = '上海'
  const r = await t.post(apply('CreateTravelBill'), { Category: '项目实施', Reason: '北京项目上线', Legs: broken, NeedHotel: false, BudgetFen: 0 }, withReq(employee))
  assert.equal(r.Code, '4000')
  assert.equal(r.Msg, '第2程：出发城市应为上一程的到达城市北京')
  assert.equal((await t.post(apply('CreateTravelBill'), { Category: '旅游', Reason: 'x', Legs: legs(), NeedHotel: false, BudgetFen: 0 }, withReq(employee))).Code, '4000')
  assert.equal((await t.post(apply('CreateTravelBill'), { Category: '其他', Reason: 'x', Legs: [], NeedHotel: false, BudgetFen: 0 }, withReq(employee))).Code, '4000')
  const colleagueOfA = await t.post(apply('CreateTravelBill'), { Category: '其他', Reason: 'x', Legs: legs(), NeedHotel: false, BudgetFen: 0, TravellerMemberIds: ['10001'] }, withReq(employee))
  assert.equal(colleagueOfA.Code, '4004')
})
