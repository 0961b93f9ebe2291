// Issue 16 in the browser, against `npm start`'s server: 13800000001 searches 北京 → 上海 for tomorrow, keeps
// only high-speed trains, picks a 二等座 on a G train, books, pays from the enterprise account, finds the issued
// ticket in 订单 and 行程. The order is for the employee and a colleague: the colleague's ticket alone is changed to
// 一等座 on a later train (the difference paid), then the employee's alone is refunded with 12306's fee (decision 0390).
// The 一等座 reason rule (manager none, employee one) is train-change-policy.e2e.mjs.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, enterpriseBalanceFen, openBrowser, shot } from './browser.mjs'

let browser
let page
const state = {}

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
})
after(async () => { await browser?.close() })

const visible = () => page.locator('.taro_page:visible')
const button = (text) => visible().locator('.at-button', { hasText: text })

const balance = () => enterpriseBalanceFen(page, state.orderNo)

const fenOf = (text) => Math.round(Number(text.replace(/[¥,]/g, '')) * 100)

test('the employee searches 北京 → 上海 for tomorrow and keeps only high-speed trains', async () => {
  await page.goto(`${baseUrl}/pages/loginAndRegister/login/login?isindex=1`)
  await page.locator('input[placeholder="请输入手机号"]').fill('13800000001')
  await page.locator('input[placeholder="请输入密码"]').fill('Travel@2026')
  await page.locator('.login__submit').click()
  await page.waitForURL((url) => url.pathname === '/pages/index/index')
  await visible().getByText('火车票', { exact: true }).first().click()
  await page.waitForURL((url) => url.pathname === '/pages/train/index/index')
  await visible().locator('.train-route__from', { hasText: '北京' }).waitFor()
  await visible().locator('.train-route__to', { hasText: '上海' }).waitFor()
  await shot(page, 'train-home')
  await button('查询车票').click()
  await page.waitForURL((url) => url.pathname === '/pages/train/list/list')
  await visible().locator('.train-card').first().waitFor()
  const before = await visible().locator('.train-card').count()
  await visible().locator('.train-filter-high').click()
  await page.waitForFunction((n) => document.querySelectorAll('.taro_page:not([style*="display: none"]) .train-card').length < n, before)
  const numbers = await visible().locator('.train-card .train-card__middle').allInnerTexts()
  assert.ok(numbers.length > 0 && numbers.every((text) => /^[GDC]\d+/.test(text.trim())), numbers.join(' | '))
  await shot(page, 'train-list-high-speed')
})

test('picks a 二等座 on a G train for the employee and a colleague, books and pays from the enterprise account; the tickets are issued', async () => {
  const cards = visible().locator('.train-card').filter({ has: page.locator('.train-card__middle', { hasText: /^G\d+/ }) })
  const seatOf = (card) => card.locator('.train-seat', { hasText: '二等座' }).filter({ hasNotText: '二等座 无' })
  let card = null
  for (let i = 0; i < (await cards.count()) && !card; i += 1) if ((await seatOf(cards.nth(i)).count()) > 0) card = cards.nth(i)
  assert.ok(card, 'a G train with 二等座 left')
  state.trainNo = (await card.locator('.train-card__middle').innerText()).split('\n')[0].trim()
  await seatOf(card).click()
  await page.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await visible().getByText('提交订单').waitFor()
  // The employee's own 身份证 on file (本人 among 常用旅客) fills his row: nothing is typed for him (issue 34).
  await page.waitForFunction(() => document.querySelector('.taro_page:not([style*="display: none"]) .train-passenger-id input, .taro_page:not([style*="display: none"]) input.train-passenger-id')?.value === '110108198503152371')
  // The colleague: 研发中心 > 前端组 > 吕思远 from the department tree; no ID card registered for him, so it is typed.
  await visible().locator('.train-pick-travellers').click()
  await page.waitForURL((url) => url.pathname === '/pages/common2.0/selectEmployees')
  await visible().locator('.picker-row--department', { hasText: '研发中心' }).click()
  await visible().locator('.picker-row--department', { hasText: '前端组' }).click()
  await visible().locator('.picker-row', { hasText: '吕思远' }).click()
  await visible().getByText('已选2/').waitFor()
  await button('确定').click()
  await page.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await visible().locator('.train-traveller', { hasText: '吕思远' }).waitFor()
  await visible().locator('.train-traveller', { hasText: '吕思远' }).locator('input').fill('110101199003074477')
  await visible().getByText('乘车人（2/5）').waitFor()
  await shot(page, 'train-write-order')
  await button('提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  state.orderNo = new URL(page.url()).searchParams.get('orderNo')
  assert.match(state.orderNo, /^T\d+/)
  state.balanceBefore = await balance()
  await visible().getByText('企业账户').first().waitFor()
  await shot(page, 'train-cashier')
  await button('确认支付').click()
  await visible().getByText('确认使用企业账户支付').waitFor()
  await visible().getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  await shot(page, 'train-pay-success')
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.orderNo}`)
  await visible().locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible().getByText(state.trainNo, { exact: true }).first().waitFor()
  await shot(page, 'train-order-issued')
  state.paidFen = state.balanceBefore - (await balance())
  assert.ok(state.paidFen > 0, 'the enterprise account paid the ticket')
})

test('the order is in 订单 and 行程', async () => {
  await page.goto(`${baseUrl}/pages/order/index/index`)
  const card = visible().locator('.order-card', { hasText: '北京南-上海虹桥' }).first()
  await card.getByText('已出票').waitFor()
  await shot(page, 'train-order-centre')
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible().locator('.trip-card', { hasText: '上海虹桥' }).first().waitFor()
  await shot(page, 'train-trips')
})

async function payFromEnterpriseAccount() {
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  await visible().getByText('企业账户').first().waitFor()
  await button('确认支付').click()
  await visible().getByText('确认使用企业账户支付').waitFor()
  await visible().getByText('确认支付', { exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess')
  return orderNo
}

test('changes ONE ticket (the colleague\'s) to 一等座 on a later train, paying the difference; the other stays issued', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.orderNo}`)
  await visible().locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  state.departTime = (await visible().locator('.train-card__time').first().innerText()).trim()
  await button('改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyDate')
  await visible().locator('.train-card').first().waitFor()
  const picks = visible().locator('.train-ticket-pick')
  assert.equal(await picks.count(), 2, 'both tickets can be changed')
  assert.equal(await visible().locator('.train-ticket-pick--on').count(), 2)
  // Unpick the employee's own ticket: only 吕思远 changes.
  await picks.filter({ hasNotText: '吕思远' }).click()
  await visible().locator('.train-ticket-pick--on', { hasText: '吕思远' }).waitFor()
  assert.equal(await visible().locator('.train-ticket-pick--on').count(), 1)
  await shot(page, 'train-change-pick-one')
  const cards = visible().locator('.train-card')
  let clicked = false
  for (let i = 0; i < (await cards.count()) && !clicked; i += 1) {
    const card = cards.nth(i)
    const time = (await card.locator('.train-card__time').first().innerText()).trim()
    const trainNo = (await card.locator('.train-card__middle').innerText()).split('\n')[0].trim()
    const seat = card.locator('.train-seat', { hasText: '一等座' }).filter({ hasNotText: '一等座 无' })
    if (trainNo.startsWith('G') && time > state.departTime && (await seat.count()) > 0) {
      state.newTrainNo = trainNo
      await seat.first().click()
      clicked = true
    }
  }
  assert.ok(clicked, `a later G train with 一等座 after ${state.departTime}`)
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyInfo')
  await visible().getByText('改签：吕思远').waitFor()
  const difference = visible().locator('.info-row', { hasText: '需补差价' })
  await difference.waitFor()
  state.differenceFen = fenOf((await difference.innerText()).match(/¥[\d.,]+/)[0])
  assert.ok(state.differenceFen > 0 && state.differenceFen < state.paidFen / 2, `one ticket's difference ${state.differenceFen}`)
  await visible().getByText('× 1张').waitFor()
  await shot(page, 'train-change-one-difference')
  const beforeChange = await balance()
  await visible().locator('.train-change-confirm').click()
  state.newOrderNo = await payFromEnterpriseAccount()
  assert.equal(beforeChange - (await balance()), state.differenceFen, 'only the difference is paid')
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.newOrderNo}`)
  await visible().locator('.order-status-head__status', { hasText: '已出票' }).waitFor()
  await visible().getByText(state.newTrainNo, { exact: true }).first().waitFor()
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.orderNo}`)
  await visible().locator('.order-status-head__status', { hasText: '部分改签' }).waitFor()
  await visible().locator('.train-ticket', { hasText: '吕思远' }).getByText('已改签').waitFor()
  await visible().locator('.train-ticket', { hasNotText: '吕思远' }).getByText('已出票').waitFor()
  await shot(page, 'train-order-partly-changed')
  // 改签详情 shows what was charged (issue 31 item 6): the changed ticket's fare, not the whole order's, and no fee.
  await page.goto(`${baseUrl}/pages/train/modifyDetail/modifyDetail?orderNo=${state.newOrderNo}`)
  const row = (label) => visible().locator('.info-row', { hasText: label })
  await row('原票价').waitFor()
  assert.equal(fenOf((await row('原票价').innerText()).match(/¥[\d.,]+/)[0]), state.paidFen / 2, '原票价 is the changed ticket\'s fare')
  assert.equal(fenOf((await row('新票价').innerText()).match(/¥[\d.,]+/)[0]), state.paidFen / 2 + state.differenceFen)
  assert.equal(fenOf((await row('已补差价').innerText()).match(/¥[\d.,]+/)[0]), state.differenceFen)
  assert.equal(await row('差额退票费').count(), 0, 'no fee on a dearer change')
  await shot(page, 'train-change-detail')
  // Back on the old order, where the next test refunds the other ticket.
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${state.orderNo}`)
  await visible().locator('.order-status-head__status', { hasText: '部分改签' }).waitFor()
})

test('refunds THE OTHER ticket with 12306\'s fee on one ticket; the rest goes back to the enterprise account', async () => {
  await button('退票').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/returnTicket/index')
  await visible().getByText('预计退款', { exact: true }).waitFor()
  await visible().locator('.train-ticket-pick--off', { hasText: '吕思远' }).getByText('已改签').waitFor()
  assert.equal(await visible().locator('.train-ticket-pick--on').count(), 1, 'only the employee\'s ticket is refunded')
  await visible().locator('.train-refund__reason').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/common/selectReason')
  await visible().getByText('出差取消', { exact: true }).click()
  await button('确定').click()
  await visible().locator('.train-refund__reason', { hasText: '出差取消' }).waitFor()
  await shot(page, 'train-refund-page')
  await button('确认退票').click()
  const prompt = visible().getByText(/退票费¥[\d.,]+，预计退款¥[\d.,]+/)
  await prompt.waitFor()
  const [, feeText, refundText] = (await prompt.innerText()).match(/退票费(¥[\d.,]+)，预计退款(¥[\d.,]+)/)
  const fare = state.paidFen / 2
  assert.equal(fenOf(feeText) + fenOf(refundText), fare, 'one ticket\'s fare')
  // Tomorrow is within 48 hours: 12306 keeps 10% (24–48 h) or 20% (under 24 h), rounded to ¥0.50, at least ¥2.
  const rate = fenOf(feeText) / fare
  assert.ok(rate >= 0.09 && rate <= 0.21, `fee rate ${rate}`)
  await shot(page, 'train-refund-quote')
  const beforeRefund = await balance()
  await visible().getByText('确认', { exact: true }).click()
  await visible().locator('.order-status-head__status', { hasText: '已退票' }).waitFor()
  await visible().locator('.train-ticket', { hasText: '吕思远' }).getByText('已改签').waitFor()
  await shot(page, 'train-refunded')
  assert.equal((await balance()) - beforeRefund, fenOf(refundText), 'the fare less the fee comes back')
  assert.equal(state.balanceBefore - (await balance()), fare + state.differenceFen + fenOf(feeText), 'what stays paid: the changed ticket, its difference and the fee')
})
