// Issues 16/17 leftovers in the browser, against `npm start`'s server: 13800000001 opens 交通 from the home, searches
// 北京 → 上海 for tomorrow in 综合交通 (trains and flights in one list), opens a flight's cabins and a train's order
// form, where it asks seat F and 铁路意外险 (met on the ticket, bought after ticketing); then changes an issued train
// ticket to the next day, which asks the contact phone's code first (改签验证).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, callAsPage, openBrowser, shanghaiDay, shot, signIn, smsCode } from './browser.mjs'

let browser
let page
before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await signIn(opened.newPhonePage, '13800000001')
})
after(async () => { await browser?.close() })

const visible = () => page.locator('.taro_page:visible')
const button = (text) => visible().locator('.at-button', { hasText: text })
/** A b2b call as the signed-in member (the journey books its ticket this way; the change is done on screen). */
const call = (path, body, reqId) => callAsPage(page, path, body, reqId)

test('交通 on the home opens 交通首页; 综合查询 shows trains and flights of 北京 → 上海 together', async () => {
  await visible().getByText('交通', { exact: true }).first().click()
  await page.waitForURL((url) => url.pathname === '/pages/product2.0/lineIndex')
  await visible().getByText('常用线路').waitFor()
  await visible().locator('.traffic-line, .state-view--empty').first().waitFor()
  await shot(page, 'traffic-line-index')
  await button('综合查询').click()
  await page.waitForURL((url) => url.pathname === '/pages/product3.0/integratedTraffic/index')
  await visible().locator('.train-card').first().waitFor({ timeout: 20_000 })
  await visible().locator('.flight-card').first().waitFor({ timeout: 20_000 })
  const kinds = await visible().locator('.traffic-kind').allInnerTexts()
  assert.ok(kinds.includes('火车') && kinds.includes('飞机'), kinds.join(' '))
  await shot(page, 'traffic-integrated')
  await visible().locator('.flight-card').first().click()
  await page.waitForURL((url) => url.pathname === '/pages/product3.0/flight/detail/detail')
  await visible().getByText('选择舱位').first().waitFor()
  await visible().locator('.at-button', { hasText: '预订' }).first().waitFor({ timeout: 20_000 })
  await shot(page, 'traffic-flight-cabins')
  await page.goBack()
  await page.waitForURL((url) => url.pathname === '/pages/product3.0/integratedTraffic/index')
  await visible().locator('.traffic-item .train-seat', { hasText: '二等座' }).filter({ hasNotText: '二等座 无' }).first().click()
  await page.waitForURL((url) => url.pathname === '/pages/train/writeOrder/writeOrder')
  await shot(page, 'traffic-train-write')
})

test('the train form sends a 选座 wish and 铁路意外险: the ticket gets seat F, the order shows the wish, the policy is bought after ticketing', async () => {
  await visible().locator('.train-seat-wish__option', { hasText: 'F 靠窗' }).click()
  await visible().locator('.order-insurance__item', { hasText: '铁路意外险' }).click()
  await visible().locator('input[placeholder="18位身份证号"], input[placeholder="已登记证件可不填"]').first().fill('110101199001011384')
  await visible().getByText('保险¥10.00由企业支付').waitFor()
  await shot(page, 'train-write-seat-insurance')
  await button('提交订单').click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  const detail = await call('TrainTicket/GetOrderDetail', { OrderNo: orderNo })
  const paid = await call('Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: detail.Data.TotalFen }, `e2e-pay-${Date.now()}`)
  assert.equal(paid.Code, '0000', paid.Msg)
  await page.goto(`${baseUrl}/pages/order3.0/train/detail?orderNo=${orderNo}`)
  await visible().getByText('选座偏好：F 靠窗').waitFor({ timeout: 20_000 })
  const issued = await call('TrainTicket/GetOrderDetail', { OrderNo: orderNo })
  assert.match(issued.Data.Passengers[0].SeatNo, /F$/)
  await shot(page, 'train-order-seat-wish')
  let policies = []
  for (let i = 0; i < 40 && policies.length === 0; i += 1) {
    policies = (await call('/hotel-front-api/api/insurance/GetOrderPolicies', { OrderNo: orderNo })).Data?.Policies ?? []
    if (policies.length === 0) await new Promise((r) => setTimeout(r, 1000))
  }
  assert.deepEqual(policies.map((p) => p.ProductName), ['铁路意外险'])
})

test('改签 to the next day asks the contact phone\'s code, then the change goes through', async () => {
  const date = shanghaiDay(3)
  const next = shanghaiDay(4)
  const trains = (await call('TrainTicket/QueryTrainList', { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 })).Data.Trains
  const train = trains.find((t) => t.Seats.some((s) => s.SeatCode === 'O' && s.Remaining > 2))
  const seat = train.Seats.find((s) => s.SeatCode === 'O')
  const created = await call('TrainTicket/CreateOrder', {
    TrainNo: train.TrainNo, Date: date, FromStationCode: 'VNP', ToStationCode: 'AOH', SeatCode: 'O',
    Passengers: [{ Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }], Contact: { Name: '张伟', Phone: '13800000001' },
    ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, `e2e-traffic-${Date.now()}`)
  assert.equal(created.Code, '0000', created.Msg)
  const orderNo = created.Data.OrderNo
  const paid = await call('Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: seat.PriceFen }, `e2e-pay-${Date.now()}`)
  assert.equal(paid.Code, '0000', paid.Msg)
  const later = (await call('TrainTicket/QueryTrainList', { From: 'VNP', To: 'AOH', Date: next, OnlyHighSpeed: 1 })).Data.Trains
    .find((t) => t.Seats.some((s) => s.SeatCode === 'O' && s.Remaining > 2))

  await page.goto(`${baseUrl}/pages/order3.0/train/modifyInfo?orderNo=${orderNo}&trainNo=${later.TrainNo}&date=${next}&seatCode=O`)
  await button('验证手机号后改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/train/modifyVerification/modifyVerification')
  await visible().locator('.train-code__send').click()
  await visible().getByText('验证码已发送至138****0001').waitFor()
  await visible().locator('input[placeholder="6位验证码"]').fill(await smsCode('13800000001', 'rail12306'))
  await shot(page, 'train-change-verification')
  await button('验证并继续改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/train/modifyInfo')
  const confirm = visible().locator('.train-change-confirm')
  await confirm.filter({ hasText: /确认改签/ }).waitFor()
  await confirm.click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay' || url.pathname === '/pages/order3.0/train/detail')
  const old = await call('TrainTicket/GetOrderDetail', { OrderNo: orderNo })
  if (new URL(page.url()).pathname === '/pages/order3.0/train/detail') assert.notEqual(old.Data.ChangedToOrderNo, '')
  await shot(page, 'train-change-after-verification')
})
