/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const at = (path: string) => `/expensecontrol/Subsidy/${path}`

/** Each test starts with no claimed subsidy: deleting a subsidy cost frees its days. */
async function demoJourney(token: string) {
  for (const line of (await t.post(at('GetSubsidyCosts'), {}, { token })).Data.Items) {
    assert.equal((await t.post('/expensecontrol/Expense/DeleteCost', { CostId: line.CostId }, { token })).Code, '0000')
  }
  const list = await t.post(at('GetJourneyList'), {}, { token })
  assert.equal(list.Code, '0000', list.Msg)
  return list.Data.Items[0]
}

test('journey list → products → preview: the demo trip timed by its flight and train, 2.5 days', async () => {
  const token = await t.login(PHONE.employee)
  const journey = await demoJourney(token)
  assert.equal(journey.CityName, '上海')
  assert.equal(journey.CityTier, 1)
  assert.equal(journey.DailyFen, 17000)
  assert.equal(journey.OrderCount, 3)
  assert.equal(journey.UnclaimedFen, 42500)
  const products = await t.post(at('GetJourneyProducts'), { ApplyNo: journey.ApplyNo }, { token })
  assert.equal(products.Code, '0000', products.Msg)
  assert.deepEqual(products.Data.Items.map((i: any) => [i.ProductName, i.Timing]), [['机票', true], ['酒店', true], ['火车票', true]])
  const preview = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo }, { token })
  assert.equal(preview.Code, '0000', preview.Msg)
  assert.equal(preview.Data.TimedBy, 'orders')
  assert.equal(preview.Data.DayCount, 2.5)
  assert.equal(preview.Data.AmountFen, 42500)
  assert.ok(preview.Data.Days.every((d: any) => d.Selected && !d.Claimed))
})

test('choosing no orders times the trip by the application; choosing dates narrows the claim', async () => {
  const token = await t.login(PHONE.employee)
  const journey = await demoJourney(token)
  const whole = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: [] }, { token })
  assert.equal(whole.Data.TimedBy, 'application')
  assert.equal(whole.Data.DayCount, 3)
  const days = whole.Data.Days.map((d: any) => d.Date)
  const two = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: [], Dates: days.slice(1) }, { token })
  assert.equal(two.Data.DayCount, 2)
  assert.equal(two.Data.AmountFen, 34000)
  assert.deepEqual(two.Data.Days.map((d: any) => d.Selected), [false, true, true])
  const claim = await t.post(at('ClaimSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: [], Dates: days.slice(1) }, { token })
  assert.equal(claim.Code, '0000', claim.Msg)
  assert.equal(claim.Data.AmountFen, 34000)
  const after = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: [] }, { token })
  assert.deepEqual(after.Data.Days.map((d: any) => d.Claimed), [false, true, true])
  assert.equal(after.Data.AmountFen, 17000)
  assert.equal((await t.post(at('GetJourneyList'), {}, { token })).Data.Items[0].UnclaimedFen, 8500, 'timed by its orders, the first day is half a day')
})

test('an order or a date outside the trip is refused, nothing claimed', async () => {
  const token = await t.login(PHONE.employee)
  const journey = await demoJourney(token)
  const badOrder = await t.post(at('ClaimSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: ['H20200101000'] }, { token })
  assert.equal(badOrder.Code, '4000')
  assert.match(badOrder.Msg, /不属于该行程/)
  const badDate = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo, Dates: ['2020-01-01'] }, { token })
  assert.equal(badDate.Code, '4000')
  assert.equal((await t.post(at('ClaimSubsidy'), { OrderNos: [] }, { token })).Code, '4000')
  assert.equal((await t.post(at('PreviewSubsidy'), { ApplyNo: 'bad' }, { token })).Code, '4000')
  assert.equal((await t.post(at('GetSubsidyCosts'), {}, { token })).Data.Items.length, 0)
})

test('edit-cost: drop a day and deduct a meal; the amount only shrinks; the freed day can be claimed again', async () => {
  const token = await t.login(PHONE.employee)
  const journey = await demoJourney(token)
  const claim = await t.post(at('ClaimSubsidy'), { ApplyNo: journey.ApplyNo }, { token })
  assert.equal(claim.Code, '0000', claim.Msg)
  const lines = await t.post(at('GetSubsidyCosts'), {}, { token })
  assert.equal(lines.Data.Items[0].CostId, claim.Data.CostId)
  assert.equal(lines.Data.Items[0].Editable, true)
  const line = await t.post(at('GetSubsidyCost'), { CostId: claim.Data.CostId }, { token })
  assert.equal(line.Code, '0000', line.Msg)
  assert.deepEqual(line.Data.Days.map((d: any) => d.Halves), [[1], [0, 1], [0, 1]])
  assert.equal(line.Data.Days[1].MealFen, 10000)
  const [first, second, third] = line.Data.Days.map((d: any) => d.Date)
  const saved = await t.post(at('SaveSubsidyCost'), {
    CostId: claim.Data.CostId, Remark: '第二天客户安排午餐',
    Days: [{ Date: second, Keep: true, Deducted: ['meal'] }, { Date: third, Keep: false, Deducted: [] }],
  }, { token })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal(saved.Data.AmountFen, 8500 + 7000)
  assert.equal(saved.Data.DayCount, 1.5)
  const cost = (await t.post('/expensecontrol/Expense/GetCostList', {}, { token })).Data.Items.find((c: any) => c.CostId === claim.Data.CostId)
  assert.equal(cost.AmountFen, 15500)
  assert.equal(cost.Remark, '第二天客户安排午餐')
  const again = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo }, { token })
  assert.deepEqual(again.Data.Days.map((d: any) => [d.Date, d.Claimed]), [[first, true], [second, true], [third, false]])
  assert.equal(again.Data.AmountFen, 17000)
  const keepAll = await t.post(at('SaveSubsidyCost'), { CostId: claim.Data.CostId, Remark: '', Days: [{ Date: second, Keep: true, Deducted: [] }] }, { token })
  assert.equal(keepAll.Data.AmountFen, 8500 + 17000, 'undoing the deduction goes back to the rate')
  const empty = await t.post(at('SaveSubsidyCost'), { CostId: claim.Data.CostId, Remark: '', Days: [first, second].map((Date) => ({ Date, Keep: false, Deducted: [] })) }, { token })
  assert.equal(empty.Code, '4000')
  const outside = await t.post(at('SaveSubsidyCost'), { CostId: claim.Data.CostId, Remark: '', Days: [{ Date: third, Keep: true, Deducted: [] }] }, { token })
  assert.equal(outside.Code, '4000')
  const byHand = await t.post('/expensecontrol/Expense/SaveCost', {
    CostId: claim.Data.CostId, CostTypeId: String(cost.CostTypeId), AmountFen: 99900, CostDate: cost.CostDate, CityName: '上海', Remark: '', Attachments: [],
  }, { token })
  assert.equal(byHand.Code, '4001', 'the generic cost form cannot raise a subsidy')
})

test('another member or enterprise cannot read or edit the line; bad bodies 4000; no permission 4003', async () => {
  const token = await t.login(PHONE.employee)
  const journey = await demoJourney(token)
  const claim = await t.post(at('ClaimSubsidy'), { ApplyNo: journey.ApplyNo }, { token })
  const finance = await t.login(PHONE.finance)
  assert.equal((await t.post(at('GetJourneyProducts'), { ApplyNo: journey.ApplyNo }, { token: finance })).Code, '4004')
  const approver = await t.login(PHONE.approver)
  assert.equal((await t.post(at('GetSubsidyCost'), { CostId: claim.Data.CostId }, { token: approver })).Code, '4003')
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(at('GetJourneyList'), {}, { token: outsider })).Code, '4003')
  assert.equal((await t.post(at('SaveSubsidyCost'), { CostId: 'x', Days: [], Remark: '' }, { token })).Code, '4000')
  assert.equal((await t.post(at('SaveSubsidyCost'), { CostId: claim.Data.CostId, Days: [{ Date: '2026-01-01', Keep: true, Deducted: ['hotel'] }], Remark: '' }, { token })).Code, '4000')
  await assertAuthRequired(t, at('GetJourneyList'))
})

test('travel cities: prefecture-level cities by pinyin with their tier and the caller\'s daily subsidy', async () => {
  const token = await t.login(PHONE.employee)
  const r = await t.post(at('GetTravelCities'), {}, { token })
  assert.equal(r.Code, '0000', r.Msg)
  const shanghai = r.Data.Cities.find((c: any) => c.CityName === '上海')
  assert.deepEqual({ ...shanghai }, { CityName: '上海', Pinyin: 'shanghai', Initial: 'S', Tier: 1, ProvinceName: '上海市', IsHot: true })
  assert.equal(r.Data.Cities.find((c: any) => c.CityName === '大理白族自治州').Tier, 3)
  assert.deepEqual(r.Data.DailyFenByTier, { 1: 17000, 2: 14000, 3: 10000 })
  const pinyins = r.Data.Cities.map((c: any) => c.Pinyin)
  assert.deepEqual(pinyins, [...pinyins].sort())
  const outsider = await t.login(PHONE.employeeB)
  assert.deepEqual((await t.post(at('GetTravelCities'), {}, { token: outsider })).Data.DailyFenByTier, {})
})

test('the manager\'s demo trip to 杭州: second tier at the manager rate; unticking the return train (back by car) keeps the application\'s last day (issue 33)', async () => {
  const token = await t.login(PHONE.manager)
  const [journey] = (await t.post(at('GetJourneyList'), {}, { token })).Data.Items
  assert.equal(journey.CityName, '杭州')
  assert.equal(journey.CityTier, 2)
  assert.equal(journey.DailyFen, 21000)
  assert.equal(journey.UnclaimedFen, 52500)
  const products = (await t.post(at('GetJourneyProducts'), { ApplyNo: journey.ApplyNo }, { token })).Data.Items
  assert.deepEqual(products.map((p: any) => p.Title), ['北京南 - 杭州东 G39', '杭州东 - 北京南 G40'])
  const outOnly = await t.post(at('PreviewSubsidy'), { ApplyNo: journey.ApplyNo, OrderNos: [products[0].OrderNo] }, { token })
  // Before issue 33 this paid 0.5 day, the trip ending on the outbound arrival.
  assert.equal(outOnly.Data.Back, `${journey.EndDate} 23:59`)
  assert.ok(outOnly.Data.DayCount >= 2.5, String(outOnly.Data.DayCount))
})
