// Issue 33 in the browser (decision 0772): a 补申请 of a finished two-city trip (上海, a first-tier city, then 杭州, a
// second-tier one), approved by the approver on its detail, pays each day at its own city's tier: the manager sees
// 上海 days and 杭州 days at different amounts on 选择补贴日期 and claims them.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, openBrowser, shanghaiDay, shot, signIn, tokenOf, visible } from './browser.mjs'

let browser
let newPhonePage
const state = {}
/** '¥1,230.00' as the app writes money. */
const yuan = (value) => `¥${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  newPhonePage = opened.newPhonePage
})
after(async () => { await browser?.close() })

test('the approver approves a 补申请 of a two-city trip from its detail', async () => {
  const token = await tokenOf('13800000004')
  const created = await api('/b2b/TravelApply/Create', {
    Reason: '上海、杭州客户回访', DepartCity: '北京', Cities: ['上海', '杭州'], StartDate: shanghaiDay(-12), EndDate: shanghaiDay(-10),
    Products: ['train'], BudgetFen: 200000, Submit: true, IsAfterTheFact: true,
    CityDays: [{ CityName: '上海', StartDate: shanghaiDay(-12), EndDate: shanghaiDay(-11) }, { CityName: '杭州', StartDate: shanghaiDay(-10), EndDate: shanghaiDay(-10) }],
  }, token)
  state.applyNo = created.ApplyNo
  const approver = await signIn(newPhonePage, '13800000002')
  await approver.goto(`${baseUrl}/pages/bill/travelApply/detail?applyNo=${state.applyNo}`)
  await visible(approver).getByText('补申请').first().waitFor()
  await visible(approver).getByText(`杭州 ${shanghaiDay(-10)}`).waitFor()
  await shot(approver, 'subsidy-multi-city-approve')
  await button(approver, '通过').click()
  await visible(approver).locator('.travel-apply-head__status', { hasText: '已通过' }).waitFor()
})

test('the manager claims it: 上海 days at the first tier, the 杭州 day at the second', async () => {
  const manager = await signIn(newPhonePage, '13800000004')
  await manager.goto(`${baseUrl}/pages/bill/subsidy-v3/choose-date?applyNo=${state.applyNo}`)
  await visible(manager).getByText('上海、杭州 · 按每天所在城市计').waitFor()
  const shanghai = visible(manager).locator('.subsidy__day', { hasText: `${shanghaiDay(-12)} 上海` })
  const hangzhou = visible(manager).locator('.subsidy__day', { hasText: `${shanghaiDay(-10)} 杭州` })
  await hangzhou.waitFor()
  const amountOf = async (day) => Number((await day.locator('.expense__amount').innerText()).replace(/[^\d.]/g, ''))
  const [first, second] = [await amountOf(shanghai), await amountOf(hangzhou)]
  assert.ok(first > second, `上海 ${first} pays more than 杭州 ${second}`)
  assert.equal(second, 210, 'the manager rate of a second-tier city')
  await visible(manager).getByText(`已选3天 ${yuan(2 * first + second)}`).waitFor()
  await shot(manager, 'subsidy-multi-city-days')
  await button(manager, '申领补贴').click()
  await manager.waitForURL((url) => url.pathname === '/pages/bill/travel-subsidy/edit-cost')
  await visible(manager).getByText(`调整后3天 ${yuan(2 * first + second)}`).waitFor()
  await shot(manager, 'subsidy-multi-city-claimed')
})
