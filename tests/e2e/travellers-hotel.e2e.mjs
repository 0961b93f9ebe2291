// Issue 15 part A in the browser: the employee books a hotel for themself and a colleague picked from the
// department tree, charges a cost centre and a project picked from the pickers, and sees the remaining budget.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot } from './browser.mjs'

let browser
let page

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const visible = () => page.locator('.taro_page:visible')
const button = (text) => visible().locator('.at-button', { hasText: text })
const shanghaiDay = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
const onWriteOrder = () => page.waitForURL((url) => url.pathname.endsWith('/writeOrder/writeOrder'))

test('book a hotel for oneself and a colleague from the department tree, with cost centre, project and budget', async () => {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/index/index')

  const stay = new URLSearchParams({ cityCode: '310100', cityName: '上海', cityTier: '1', arrivalDate: shanghaiDay(3), departureDate: shanghaiDay(4) })
  await page.goto(`${baseUrl}/pages/hotel/list/list?${stay}`)
  await visible().locator('.hotel-card').first().click()
  await page.waitForURL((url) => url.pathname === '/pages/hotel/detail/detail')
  await visible().locator('.hotel-rate').first().waitFor()
  const rate = visible().locator('.hotel-rate').filter({ hasNotText: '满房' }).filter({ hasText: '符合差标' }).filter({ hasText: '在线付' })
  assert.ok((await rate.count()) > 0, 'a compliant prepaid rate is offered')
  await rate.first().locator('.at-button', { hasText: '预订' }).click()
  await onWriteOrder()
  await visible().getByText('本人').waitFor()
  await visible().locator('.hotel-row__value', { hasText: '市场费用中心' }).waitFor()
  await visible().getByText(/剩余¥/).first().waitFor()

  // The colleague: 研发中心 > 前端组 > 吕思远 in the department tree.
  await visible().getByText(/选择入住人/).click()
  await page.waitForURL((url) => url.pathname === '/pages/common2.0/selectEmployees')
  await visible().locator('.picker-row--department', { hasText: '研发中心' }).click()
  await visible().locator('.picker-row--department', { hasText: '前端组' }).click()
  await visible().locator('.picker-row', { hasText: '吕思远' }).click()
  await visible().getByText('已选2/').waitFor()
  await shot(page, 'travellers-select-employees')
  await button('确定').click()
  await onWriteOrder()
  await visible().locator('.traveller-list__row', { hasText: '吕思远' }).waitFor()

  await visible().locator('.hotel-row', { hasText: '成本中心' }).click()
  await page.waitForURL((url) => url.pathname === '/components/costCenterNew')
  await visible().locator('.cost-row', { hasText: '研发费用中心' }).click()
  await onWriteOrder()
  await visible().locator('.hotel-row__value', { hasText: '研发费用中心' }).waitFor()

  await visible().locator('.hotel-row', { hasText: '项目' }).first().click()
  await page.waitForURL((url) => url.pathname === '/components/order/checkProject')
  await visible().locator('.cost-row', { hasText: '新一代商旅平台研发' }).click()
  await onWriteOrder()
  await visible().locator('.hotel-row__value', { hasText: '新一代商旅平台研发' }).waitFor()
  await visible().getByText(/研发费用中心年度预算 剩余¥/).waitFor()
  await shot(page, 'travellers-hotel-write-order')

  await button('提交订单').click()
  await page.waitForURL((url) => url.searchParams.has('orderNo'))
  await shot(page, 'travellers-hotel-submitted')
})

test('常用旅客 from 我的: add one with a 身份证 and a nationality picked by pinyin, see it listed, delete it', async () => {
  await page.goto(`${baseUrl}/pages/index/index`)
  await visible().locator('.tab-bar__item--my').click()
  await visible().locator('.my-links').getByText('常用旅客').click()
  await page.waitForURL((url) => url.pathname === '/pages/my/passenger/passengerList')
  await visible().locator('.passengers__item').first().waitFor()
  await shot(page, 'passengers-list')
  await button('新增常用旅客').click()
  await page.waitForURL((url) => url.pathname === '/pages/common2.0/passenger/index')
  await visible().locator('input[placeholder="与证件一致的中文姓名"]').fill('·周杰')
  await button('保存').click()
  await visible().getByText('中文姓名格式不正确').waitFor()
  await visible().locator('input[placeholder="与证件一致的中文姓名"]').fill('周杰')
  await visible().locator('input[placeholder="请填写手机号"]').fill('13700000066')
  await visible().locator('input[placeholder="请填写身份证号码"]').fill('11010519491231002')
  await button('保存').click()
  await visible().getByText('请填写正确的身份证号码').waitFor()
  await visible().locator('input[placeholder="请填写身份证号码"]').fill('11010519491231002x')

  await visible().locator('.passenger-form__field', { hasText: '国籍' }).click()
  await page.waitForURL((url) => url.pathname === '/components/sellectNationality')
  await visible().locator('.picker-row').nth(100).waitFor()
  await visible().locator('.at-search-bar input').fill('zhongguoxiang')
  await visible().locator('.picker-row', { hasText: '中国香港' }).waitFor()
  assert.equal(await visible().locator('.picker-row', { hasText: '德国' }).count(), 0, 'the search narrows the list')
  await shot(page, 'passengers-nationality')
  await visible().locator('.picker-row', { hasText: '中国香港' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/common2.0/passenger/index')
  await visible().locator('.passenger-form__field', { hasText: '中国香港' }).waitFor()
  await shot(page, 'passengers-form')
  await button('保存').click()
  await page.waitForURL((url) => url.pathname === '/pages/my/passenger/passengerList')

  const rows = visible().locator('.passengers__item', { hasText: '周杰' })
  await rows.first().waitFor()
  assert.match(await rows.first().innerText(), /身份证 1101\*+002X/)
  const kept = await rows.count()
  await rows.first().getByText('删除', { exact: true }).click()
  await visible().getByText('确定删除', { exact: true }).click()
  // Done when the shown list has one 周杰 fewer, or the page says why not (then the test fails with its words).
  const outcome = await page.waitForFunction((n) => {
    const shown = Array.from(document.querySelectorAll('.taro_page')).filter((p) => p.getClientRects().length > 0).at(-1)
    const message = shown?.querySelector('.passengers__message')?.textContent
    if (message) return { message }
    const left = Array.from(shown?.querySelectorAll('.passengers__item') ?? []).filter((el) => el.textContent.includes('周杰')).length
    return left === n ? { left } : false
  }, kept - 1)
  assert.deepEqual(await outcome.jsonValue(), { left: kept - 1 })
})
