// Issue 19 in the browser, against `npm start`'s server: the employee opens 用车 in 上海 near 上海虹桥站, the pin
// snaps to a recommended pick-up point inside the station's green area, picks a destination by search, sees
// price and duration, calls a car, follows the trip to the end (the simulated provider's timeline) and finds the
// order in the order centre and in trips; a second booking is cancelled and its fee shown. First the map itself:
// leaflet with no tile key, dragged away from the station and back (the pin follows). Takeout opens its order
// detail from the takeout page and the order centre; the mileage record is reached from 我的.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, NEAR_HONGQIAO_STATION_WGS84, openPhoneAt, shot, tokenOf, logIn as logInOn } from './browser.mjs'

let browser
let page

// 上海虹桥站 in WGS-84 (what a phone's GPS reports; the server converts it to GCJ-02).
before(async () => {
  ({ browser, page } = await openPhoneAt(NEAR_HONGQIAO_STATION_WGS84))
})
after(async () => { await browser?.close() })

const visible = () => page.locator('.taro_page:visible')
const button = (text) => visible().locator('.at-button', { hasText: text })

const logIn = (phone) => logInOn(page, phone)

async function openCarHome() {
  await page.goto(`${baseUrl}/pages/product3.0/car/index/index`)
  await visible().locator('.car-map').waitFor()
  await visible().locator('.car-place__name', { hasText: '上海虹桥站' }).waitFor({ timeout: 20_000 })
  await visible().locator('.car-place__hint', { hasText: '站内推荐上车点' }).waitFor()
}

/** Drags the (leaflet) map by dx CSS pixels with a finger (touch events, in small steps). */
async function dragMap(dx) {
  const box = await visible().locator('.car-map').boundingBox()
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 1; i <= 12; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / 12, y }] })
    await page.waitForTimeout(16)
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

async function openCarHomeAndPickDestination() {
  await openCarHome()
  await visible().locator('.car-place__name', { hasText: '你要去哪儿' }).click()
  await page.waitForURL((url) => url.pathname.includes('carIndex/selectPlace'))
  await visible().locator('input').first().fill('人民广场')
  await visible().locator('.car-list-item', { hasText: '人民广场' }).first().click()
  await page.waitForURL((url) => url.pathname.includes('car/index'))
  await visible().locator('.car-route-info').waitFor({ timeout: 15_000 })
  await page.waitForTimeout(800)
  // Outside the enterprise's car hours (or for a reason-bound use type) the standard asks a reason.
  if (await visible().locator('.car-chip').count()) await visible().locator('.car-chip').first().click()
}

test('the map is leaflet: dragging it away from the station moves the pick-up pin, dragging back snaps to the station again', async () => {
  await logIn('13800000001')
  await openCarHome()
  // Leaflet comes in its own chunk: the map is leaflet's once that chunk has loaded and drawn it.
  await visible().locator('.car-map.leaflet-container').waitFor({ timeout: 20_000 })
  await visible().locator('.car-map__green').first().waitFor({ timeout: 20_000 })
  assert.match(await visible().locator('.leaflet-control-scale-line').innerText(), /\d+(米|公里)/)
  const before = await visible().locator('.car-place__name').first().innerText()
  await dragMap(-160)
  await visible().locator('.car-place__hint', { hasText: '站内推荐上车点' }).waitFor({ state: 'detached', timeout: 20_000 })
  const away = await visible().locator('.car-place__name').first().innerText()
  assert.notEqual(away, before, 'the pin moved with the map')
  await shot(page, 'car-map-dragged')
  await dragMap(160)
  await visible().locator('.car-place__hint', { hasText: '站内推荐上车点' }).waitFor({ timeout: 20_000 })
  assert.match(await visible().locator('.car-place__name').first().innerText(), /上海虹桥站.*上车点/)
})

/**
 * Calls the car whose button says `label` and answers the order number, on the order's detail page. 星河智联's car
 * standard allows rides 07:00–10:00 and 19:00–06:00 (Shanghai): at other hours of the server's clock the estimate
 * is over the standard, the form asks its reason first, and the ride waits for 李娜's approval (decision 0568), who
 * approves it; within those hours it is called at once, with nothing to approve.
 */
async function callCar(label) {
  const over = (await visible().getByText('超标需填写原因').count()) > 0
  if (over) await visible().getByText('加班', { exact: true }).click()
  await button(label).click()
  await page.waitForURL((url) => url.pathname.includes('order3.0/car/detail'))
  const orderNo = new URL(page.url()).searchParams.get('orderNo')
  if (over) {
    const approver = await tokenOf('13800000002')
    const pending = await api('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, approver)
    const item = pending.Items.find((i) => i.OrderNo === orderNo)
    assert.ok(item, 'an over-standard ride waits in 李娜\'s 待我审批')
    await api('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, approver)
    await page.reload()
  }
  return orderNo
}

test('calls a car from a station pick-up point, follows it to the end, finds the order and the trip', async () => {
  await openCarHomeAndPickDestination()
  const pickup = await visible().locator('.car-place__name').first().innerText()
  assert.match(pickup, /上海虹桥站.*上车点/, 'the pin snapped to a recommended point of the station')
  assert.ok(await visible().locator('.car-map__green').count() > 0, 'the station green area is drawn')
  const route = await visible().locator('.car-route-info').innerText()
  assert.match(route, /全程约[\d.]+公里 · 约\d+分钟/)
  assert.equal(await visible().locator('.car-price').count(), 3)
  // 费用归属 (decision 0480): the member's default cost centre and the remaining budget of the estimate.
  await visible().locator('.cost-attribution__costCenter', { hasText: '市场费用中心' }).waitFor()
  await visible().getByText(/剩余¥/).first().waitFor()
  await shot(page, 'car-home-quote')

  const orderNo = await callCar('呼叫经济型')
  assert.match(orderNo, /^C\d+/)
  await visible().locator('.car-status__title', { hasText: '司机正在赶来' }).waitFor({ timeout: 30_000 })
  await visible().locator('.car-driver__plate').waitFor()
  await shot(page, 'car-driver-arriving')
  await visible().locator('.car-status__title', { hasText: '行程中' }).waitFor({ timeout: 45_000 })
  await shot(page, 'car-on-trip')
  await visible().locator('.car-status__title', { hasText: '已到达目的地' }).waitFor({ timeout: 60_000 })
  await visible().getByText('实际车费').waitFor()
  await shot(page, 'car-finished')

  await page.goto(`${baseUrl}/pages/order/index/index`)
  await visible().getByText('人民广场').first().waitFor({ timeout: 15_000 })
  await shot(page, 'car-order-centre')
  await page.goto(`${baseUrl}/pages/order3.0/triplist`)
  await visible().getByText('人民广场').first().waitFor({ timeout: 15_000 })
  await shot(page, 'car-trips')
})

test('cancels a second booking and sees the fee', async () => {
  await openCarHomeAndPickDestination()
  await callCar('呼叫')
  await button('取消用车').click()
  await visible().getByText('取消费').first().waitFor()
  await visible().locator('.car-chip').first().click()
  await shot(page, 'car-cancel-fee')
  await button('确认取消').click()
  await visible().locator('.car-status__title', { hasText: '订单已取消' }).waitFor({ timeout: 15_000 })
  await shot(page, 'car-cancelled')
})

test('orders takeout under the meal standard on the provider\'s page', async () => {
  await page.goto(`${baseUrl}/pages/product3.0/takeout/index`)
  await visible().getByText('今日餐标', { exact: false }).first().waitFor({ timeout: 20_000 })
  const address = visible().locator('input[placeholder="街道、楼宇、楼层门牌"]')
  if (!(await address.inputValue())) await address.fill('上海市黄浦区人民大道200号 8楼')
  await visible().locator('input[placeholder="含配送费"]').fill('45')
  await button('去点餐').click()
  await page.waitForURL((url) => url.pathname.includes('index/iframeWeb'), { timeout: 20_000 })
  const menu = page.frameLocator('iframe.iframe-web__frame')
  await menu.locator('.dish[data-id="d1"] .dish__plus').click()
  await menu.locator('.dish[data-id="d5"] .dish__plus').click()
  await menu.locator('#submit').click()
  await menu.locator('#message.ok').waitFor({ timeout: 15_000 })
  assert.match(await menu.locator('#message').innerText(), /下单成功，订单号 W\d+/)
  await shot(page, 'takeout-provider-ordered')
  await page.goBack()
  await visible().getByText('已提交', { exact: false }).first().waitFor({ timeout: 20_000 })
  await shot(page, 'takeout-ordered')
  await button('查看订单').click()
  await page.waitForURL((url) => url.searchParams.get('orderNo')?.startsWith('W'), { timeout: 20_000 })
  await visible().getByText('粤味小厨（企业餐）').first().waitFor({ timeout: 20_000 })
  await visible().getByText('配送信息').waitFor()
  await shot(page, 'takeout-order-detail')

  await page.goto(`${baseUrl}/pages/order/index/index`)
  await visible().locator('.order-card', { hasText: '粤味小厨（企业餐）' }).first().click()
  await page.waitForURL((url) => url.pathname.includes('takeout') && url.searchParams.get('orderNo')?.startsWith('W'), { timeout: 20_000 })
  await visible().getByText('合计').first().waitFor({ timeout: 20_000 })
})

test('records a private-car trip from a simulated track and turns it into an expense cost', async () => {
  // People's Square northward, ~300 m per sample (the page samples every 10 s).
  const at = (i) => ({ latitude: 31.2280 + i * 0.0027, longitude: 121.4690 })
  await page.context().setGeolocation(at(0))
  await page.goto(`${baseUrl}/pages/my/index/index`)
  await visible().getByText('私车公用').first().click()
  await page.waitForURL((url) => url.pathname === '/pages/scgy/record', { timeout: 20_000 })
  await visible().getByText('补贴标准', { exact: false }).first().waitFor({ timeout: 20_000 })
  await visible().locator('input[placeholder="如 公司"]').fill('人民广场')
  await visible().locator('input[placeholder="选填，如 拜访客户"]').fill('拜访客户')
  await button('开始行程').click()
  await visible().getByText('行程记录中', { exact: false }).waitFor({ timeout: 20_000 })
  for (let i = 1; i <= 4; i += 1) {
    await page.context().setGeolocation(at(i))
    await page.waitForTimeout(11_000)
  }
  await visible().locator('.car-map-box').waitFor()
  await shot(page, 'mileage-recording')
  await visible().locator('input[placeholder="到达后填写，如 客户公司"]').fill('客户公司')
  await button('结束行程').click()
  await page.waitForURL((url) => url.pathname.includes('scgy/detail'), { timeout: 20_000 })
  await visible().getByText('行驶里程').waitFor({ timeout: 20_000 })
  const text = await visible().innerText()
  assert.match(text, /\d\.\d公里/, 'the distance comes from the sampled track')
  await shot(page, 'mileage-detail')
  await button('生成报销费用').click()
  await visible().getByText('已生成交通费', { exact: false }).waitFor({ timeout: 20_000 })
  await shot(page, 'mileage-cost')
  await visible().getByText('查看轨迹').click()
  await page.waitForURL((url) => url.pathname.includes('scgy/map-container'))
  await visible().getByText('个定位点', { exact: false }).waitFor({ timeout: 20_000 })
  await shot(page, 'mileage-track')
})
