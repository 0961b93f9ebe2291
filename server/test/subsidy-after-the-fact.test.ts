/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 33, decision 0772: 补申请 (a trip filed after the fact, approved, then its subsidy payable) and a tier per
// day and city on a two-city trip.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const apply = (path: string) => `/b2b/TravelApply/${path}`
const subsidy = (path: string) => `/expensecontrol/Subsidy/${path}`
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

/** Dates relative to today: the trip ended days ago, inside the 30 days a 补申请 allows, apart from the demo trips. */
const day = (n: number) => addDays(shanghaiDate(), n)
const twoCities = (extra: Record<string, unknown> = {}) => ({
  Reason: '上海、杭州客户回访（补申请）', DepartCity: '北京', Cities: ['上海', '杭州'], StartDate: day(-20), EndDate: day(-17),
  Products: ['train', 'hotel'], BudgetFen: 300000, Submit: true, IsAfterTheFact: true,
  CityDays: [{ CityName: '上海', StartDate: day(-20), EndDate: day(-19) }, { CityName: '杭州', StartDate: day(-18), EndDate: day(-17) }],
  ...extra,
})

/** Approves the application as whoever its pending step names (the approver, else finance). */
async function approve(applyNo: string) {
  for (const phone of [PHONE.approver, PHONE.finance, PHONE.employee]) {
    const token = await t.login(phone)
    const detail = await t.post(apply('Detail'), { ApplyNo: applyNo }, { token })
    if (detail.Code === '0000' && detail.Data.CanApprove) {
      const done = await t.post(apply('Approve'), { ApplyNo: applyNo }, withReq(token))
      assert.equal(done.Code, '0000', done.Msg)
      if (done.Data.Status === 'approved') return
    }
  }
  const token = await t.login(PHONE.manager)
  assert.equal((await t.post(apply('Detail'), { ApplyNo: applyNo }, { token })).Data.Status, 'approved')
}

test('补申请 dates: a trip not over, or over more than 30 days ago, is refused; a plain application may not start in the past', async () => {
  const manager = await t.login(PHONE.manager)
  const notOver = await t.post(apply('Create'), twoCities({ StartDate: day(-2), EndDate: day(0), CityDays: [] }), withReq(manager))
  assert.deepEqual([notOver.Code, notOver.Msg], ['4000', '补申请仅适用于已结束的出差（返回日期须早于今天）'])
  const tooLate = await t.post(apply('Create'), twoCities({ StartDate: day(-35), EndDate: day(-31), CityDays: [] }), withReq(manager))
  assert.deepEqual([tooLate.Code, tooLate.Msg], ['4000', '补申请须在出差结束后30天内提交'])
  const plain = await t.post(apply('Create'), twoCities({ IsAfterTheFact: false }), withReq(manager))
  assert.deepEqual([plain.Code, plain.Msg], ['4000', '出发日期不能早于今天'])
  const overlap = await t.post(apply('Create'), twoCities({ CityDays: [{ CityName: '上海', StartDate: day(-20), EndDate: day(-18) }, { CityName: '杭州', StartDate: day(-18), EndDate: day(-17) }] }), withReq(manager))
  assert.deepEqual([overlap.Code, overlap.Msg], ['4000', `${day(-18)}不能同时在两个城市`])
})

test('补申请 of a two-city trip: not payable while pending; approved, each day pays at its own city\'s tier', async () => {
  const manager = await t.login(PHONE.manager)
  const created = await t.post(apply('Create'), twoCities(), withReq(manager))
  assert.equal(created.Code, '0000', created.Msg)
  const applyNo = created.Data.ApplyNo
  const pending = await t.post(subsidy('GetJourneyList'), {}, { token: manager })
  assert.ok(!pending.Data.Items.some((j: any) => j.ApplyNo === applyNo), 'a pending 补申请 pays nothing yet')
  if (created.Data.Status !== 'approved') await approve(applyNo)
  const detail = (await t.post(apply('Detail'), { ApplyNo: applyNo }, { token: manager })).Data
  assert.equal(detail.IsAfterTheFact, true)
  assert.deepEqual(detail.CityDays.map((c: any) => c.CityName), ['上海', '杭州'])

  const journeys = await t.post(subsidy('GetJourneyList'), {}, { token: manager })
  assert.ok(journeys.Data.Items.some((j: any) => j.ApplyNo === applyNo), 'approved: the trip pays')
  const preview = await t.post(subsidy('PreviewSubsidy'), { ApplyNo: applyNo }, { token: manager })
  assert.equal(preview.Code, '0000', preview.Msg)
  assert.equal(preview.Data.TimedBy, 'application')
  assert.deepEqual(preview.Data.Days.map((d: any) => [d.Date, d.CityName, d.Halves]), [
    [day(-20), '上海', 2], [day(-19), '上海', 2], [day(-18), '杭州', 2], [day(-17), '杭州', 2],
  ])
  const shanghai = preview.Data.Days[0].AmountFen
  const hangzhou = preview.Data.Days[2].AmountFen
  assert.ok(shanghai > hangzhou, `上海 (tier 1) ${shanghai} pays more than 杭州 (tier 2) ${hangzhou}`)
  assert.equal(hangzhou, 21000, 'the manager rate of a second-tier city')
  assert.equal(preview.Data.AmountFen, 2 * shanghai + 2 * hangzhou)

  const claimed = await t.post(subsidy('ClaimSubsidy'), { ApplyNo: applyNo }, withReq(manager))
  assert.equal(claimed.Code, '0000', claimed.Msg)
  assert.deepEqual([claimed.Data.AmountFen, claimed.Data.DayCount], [2 * shanghai + 2 * hangzhou, 4])
  const line = await t.post(subsidy('GetSubsidyCost'), { CostId: claimed.Data.CostId }, { token: manager })
  assert.equal(line.Data.CityName, '上海、杭州')
  assert.deepEqual(line.Data.Days.map((d: any) => d.AmountFen), [shanghai, shanghai, hangzhou, hangzhou])
  // The employee corrects the days: a meal provided on a 杭州 day comes off that day's 杭州 meal rate only.
  const meal = line.Data.Days[2].MealFen
  const saved = await t.post(subsidy('SaveSubsidyCost'), {
    CostId: claimed.Data.CostId, Remark: '客户提供午餐', Days: [{ Date: day(-18), Keep: true, Deducted: ['meal'] }, { Date: day(-17), Keep: false, Deducted: [] }],
  }, withReq(manager))
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.deepEqual([saved.Data.AmountFen, saved.Data.DayCount], [2 * shanghai + hangzhou - meal, 3])
})
