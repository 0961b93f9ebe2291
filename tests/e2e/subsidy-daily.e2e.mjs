// Issue 18 (decisions 0320-0323) in the browser, against the real server: the employee creates a 日常申请 with a
// city from 选择出差城市 and sees its detail; the approver approves it. Then subsidy v3: the manager picks his
// finished 杭州 trip, keeps both trains, leaves the first day out, claims the rest and deducts a meal on
// 编辑补贴费用.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, openBrowser, shot, signIn, visible } from './browser.mjs'

let browser
let newPhonePage
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  newPhonePage = opened.newPhonePage
})
after(async () => { await browser?.close() })

test('the employee creates a 日常申请 with a city picked from 选择出差城市 and opens its detail', async () => {
  const employee = await signIn(newPhonePage, '13800000001')
  state.employee = employee
  await employee.goto(`${baseUrl}/pages/bill/tripApply`)
  await visible(employee).getByText('+ 新建申请').click()
  await button(employee, '日常申请').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/dailyApply/create')
  await visible(employee).getByText('培训', { exact: true }).click()
  await visible(employee).locator('input[placeholder="如：宴请华南区客户"]').fill('新员工入职培训')
  await button(employee, '提交审批').click()
  await visible(employee).getByText('请填写预计金额').first().waitFor()
  assert.equal(await visible(employee).locator('input[placeholder="如：宴请华南区客户"]').inputValue(), '新员工入职培训')

  await visible(employee).getByText('选填，点击选择').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/travelCity')
  await visible(employee).getByText('热门城市').waitFor()
  await visible(employee).locator('.at-search-bar input').fill('guangzhou')
  const city = visible(employee).locator('.travel-city-row', { hasText: '广州' }).first()
  await city.waitFor()
  assert.match(await city.innerText(), /广东省 · 一线城市 · 补贴¥170\.00\/天/)
  await shot(employee, 'daily-apply-city')
  await city.click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/dailyApply/create')
  await visible(employee).locator('.travel-apply-form__pick', { hasText: '广州' }).waitFor()
  await visible(employee).locator('input[placeholder="如：1500"]').fill('800')
  await shot(employee, 'daily-apply-create')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/dailyApply/detail')
  state.applyNo = new URL(employee.url()).searchParams.get('applyNo')
  assert.match(state.applyNo, /^TA\d+$/)
  await visible(employee).locator('.travel-apply-head__status', { hasText: '审批中' }).waitFor()
  const page = await visible(employee).innerText()
  for (const text of ['申请类型', '培训', '新员工入职培训', '广州', '¥800.00', '部门负责人审批']) assert.ok(page.includes(text), text)
  await shot(employee, 'daily-apply-detail')
})

test('the approver approves the 日常申请 from its detail; the employee sees it approved in the list', async () => {
  const approver = await signIn(newPhonePage, '13800000002')
  await approver.goto(`${baseUrl}/pages/bill/dailyApply/detail?applyNo=${state.applyNo}`)
  await button(approver, '通过').click()
  await visible(approver).locator('.travel-apply-head__status', { hasText: '已通过' }).waitFor()
  await shot(approver, 'daily-apply-approved')
  const employee = state.employee
  await employee.goto(`${baseUrl}/pages/bill/tripApply`)
  const card = visible(employee).locator('.travel-apply-card', { hasText: '日常申请 · 培训' }).first()
  await card.waitFor()
  assert.match(await card.innerText(), /已通过/)
  await card.click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/dailyApply/detail')
})

test('subsidy v3: the manager picks the 杭州 trip and its trains, leaves a day out, claims and deducts a meal', async () => {
  const manager = await signIn(newPhonePage, '13800000004')
  await manager.goto(`${baseUrl}/pages/bill/subsidy-v3/subsidy-list`)
  await button(manager, '按行程申领').click()
  await manager.waitForURL((url) => url.pathname === '/pages/bill/subsidy-v3/journey-list')
  // the journey card, not the subsidy list's trip card still on screen while the page slides in
  const trip = visible(manager).locator('.expense__card', { hasText: '杭州分公司项目评审' }).filter({ hasText: '可申领¥525.00' })
  await trip.waitFor()
  await shot(manager, 'subsidy-v3-journeys')
  await trip.click()
  await manager.waitForURL((url) => url.pathname === '/pages/bill/subsidy-v3/product-list')
  await visible(manager).getByText('火车票 · 北京南 - 杭州东 G39').waitFor()
  assert.equal(await visible(manager).locator('.expense__card--chosen').count(), 2)
  await shot(manager, 'subsidy-v3-products')
  await button(manager, '下一步：选择日期').click()
  await manager.waitForURL((url) => url.pathname === '/pages/bill/subsidy-v3/choose-date')
  await visible(manager).getByText('已选2.5天 ¥525.00').waitFor()
  await visible(manager).locator('.subsidy__day').first().click()
  await visible(manager).getByText('已选2天 ¥420.00').waitFor()
  await shot(manager, 'subsidy-v3-dates')
  await button(manager, '申领补贴').click()
  await manager.waitForURL((url) => url.pathname === '/pages/bill/travel-subsidy/edit-cost')
  await visible(manager).getByText('调整后2天 ¥420.00').waitFor()
  await visible(manager).locator('.expense__chip', { hasText: '餐补¥120.00' }).first().click()
  await visible(manager).getByText('调整后2天 ¥300.00').waitFor()
  await button(manager, '保存').click()
  await visible(manager).locator('.expense__total', { hasText: '2天 ¥300.00' }).first().waitFor()
  await shot(manager, 'subsidy-v3-edit-cost')
  await manager.goto(`${baseUrl}/pages/bill/subsidy-v3/subsidy-list`)
  await visible(manager).getByText('已申领的补贴').waitFor()
  await visible(manager).locator('.expense__card', { hasText: '2天 · 可编辑' }).filter({ hasText: '¥300.00' }).waitFor()
  await shot(manager, 'subsidy-v3-list')
})
