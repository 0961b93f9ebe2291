// Issue 15 in the browser, against the real server: the employee applies for a trip to 上海, the approver
// approves it, the employee books an over-standard hotel under it; the form shows the policy verdict and its
// rule, and the order goes straight to payment (no second approval).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, button, logIn, openBrowser, shanghaiDay, shot, visible } from './browser.mjs'

let browser
let employee
let approver
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  employee = await opened.newPhonePage()
  approver = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

test('the employee creates a travel application to 上海 and submits it', async () => {
  await logIn(employee, '13800000001')
  await employee.goto(`${baseUrl}/pages/bill/tripApply`)
  await visible(employee).getByText('+ 新建申请').click()
  await button(employee, '出差申请').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/travelApply/create')
  await visible(employee).locator('input[placeholder="如：拜访客户"]').fill('上海客户签约')
  await visible(employee).locator('input[placeholder="如：北京"]').fill('北京')
  await visible(employee).locator('input[placeholder="多个城市用顿号分隔"]').fill('上海')
  await visible(employee).locator('input[placeholder="如：3000"]').fill('4000')
  await shot(employee, 'travel-apply-create')
  await button(employee, '提交审批').click()
  await employee.waitForURL((url) => url.pathname === '/pages/bill/travelApply/detail')
  state.applyNo = new URL(employee.url()).searchParams.get('applyNo')
  assert.match(state.applyNo, /^TA\d+$/)
  await visible(employee).locator('.travel-apply-head__status', { hasText: '审批中' }).waitFor()
  await shot(employee, 'travel-apply-pending')
})

test('the approver sees it in the 审批 tab (badge and 出差申请 entry) and approves it', async () => {
  await logIn(approver, '13800000002')
  const approvalTab = visible(approver).locator('.tab-bar__item--approval')
  await approvalTab.locator('.tab-bar__dot').waitFor()
  await approvalTab.click()
  const pending = visible(approver).locator('.travel-apply-pending')
  await pending.waitFor()
  assert.match(await pending.innerText(), /出差申请\s*\d+ 条待我审批/)
  await shot(approver, 'travel-apply-approval-tab')
  await pending.click()
  await approver.waitForURL((url) => url.pathname === '/pages/my/tripApplicationList/index' && url.searchParams.get('tab') === 'pending')
  const card = visible(approver).locator('.travel-apply-card', { hasText: '上海客户签约' }).first()
  await card.waitFor()
  await shot(approver, 'travel-apply-todo')
  await card.click()
  await approver.waitForURL((url) => url.pathname === '/pages/bill/travelApply/detail')
  await button(approver, '通过').click()
  await visible(approver).locator('.travel-apply-head__status', { hasText: '已通过' }).waitFor()
  await shot(approver, 'travel-apply-approved')
})

test('the employee books an over-standard hotel under it for themself and a colleague from the department tree, charged to a picked cost centre and project: the verdict and budget are shown and no second approval is needed', async () => {
  const query = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(2), departureDate: shanghaiDay(3), keyword: '柏曼' })
  await employee.goto(`${baseUrl}/pages/hotel/list/list?${query}`)
  await visible(employee).locator('.hotel-card').first().click()
  await employee.waitForURL((url) => url.pathname === '/pages/hotel/detail/detail')
  await visible(employee).locator('.hotel-rate').first().waitFor()
  const rate = visible(employee).locator('.hotel-rate').filter({ hasNotText: '满房' }).filter({ hasText: '超标需审批' }).filter({ hasText: '在线付' }).filter({ hasText: '限时取消' })
  await rate.first().locator('.at-button', { hasText: '预订' }).click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).getByText('员工在一线城市每晚不超过¥600，超标需审批').waitFor()

  await visible(employee).locator('.hotel-row', { hasText: '出差申请单' }).click()
  await employee.waitForURL((url) => url.pathname === '/components/applyBill')
  await visible(employee).locator('.travel-apply-card', { hasText: '上海客户签约' }).click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).getByText('本单无需再次审批').waitFor()

  // The colleague from the department tree (选择员工 > 部门架构 > 前端组), cost centre and project from the pickers.
  await visible(employee).getByText(/选择入住人/).click()
  await employee.waitForURL((url) => url.pathname === '/pages/common2.0/selectEmployees')
  await visible(employee).getByText('部门架构').click()
  await employee.waitForURL((url) => url.pathname === '/components/common/list')
  await visible(employee).locator('.picker-row--department', { hasText: '前端组' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/common2.0/selectEmployees')
  await visible(employee).locator('.picker-crumbs', { hasText: '前端组' }).waitFor()
  await visible(employee).locator('.picker-row', { hasText: '吕思远' }).click()
  await visible(employee).getByText('已选2/').waitFor()
  await button(employee, '确定').click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).locator('.traveller-list__row', { hasText: '吕思远' }).waitFor()

  await visible(employee).locator('.hotel-row', { hasText: '成本中心' }).click()
  await employee.waitForURL((url) => url.pathname === '/components/costCenterNew')
  await visible(employee).locator('.cost-row', { hasText: '研发费用中心' }).click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).locator('.hotel-row', { hasText: '项目' }).first().click()
  await employee.waitForURL((url) => url.pathname === '/components/order/checkProject')
  await visible(employee).locator('.cost-row', { hasText: '新一代商旅平台研发' }).click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).locator('.hotel-row__value', { hasText: '新一代商旅平台研发' }).waitFor()
  await visible(employee).getByText(/研发费用中心年度预算 剩余¥/).waitFor()
  await visible(employee).getByText('本单无需再次审批').waitFor()

  await visible(employee).locator('.hotel-row', { hasText: '超标原因' }).click()
  await employee.waitForURL((url) => url.pathname === '/pages/product3.0/overReason')
  await visible(employee).locator('input[placeholder="请填写超标原因"]').fill('签约会场所在酒店')
  await button(employee, '确定').click()
  await employee.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))
  await visible(employee).getByText('签约会场所在酒店').waitFor()
  await shot(employee, 'travel-apply-hotel-form')
  await button(employee, '提交订单').click()
  await employee.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  await shot(employee, 'travel-apply-hotel-cashier')
})
