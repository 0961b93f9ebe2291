// Decision 0740 in the browser, against `npm start`'s server: the employee books 接机 by typing a flight number and
// picking its date (the arrival terminal becomes the pick-up, the pick-up time is the landing time, the order names
// the flight and shows the driver's number masked), and 送机 (the departure terminal is the destination, the pick-up
// worked back from take-off); the manager (who has the 日租 right) books a 半日租 package and
// sees its price, what it includes, and the package fee once the rental ends.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, currentPage, logIn, NEAR_HONGQIAO_STATION_WGS84, openPhoneAt, shanghaiDay, shot, tokenOf } from './browser.mjs'

let browser
let page

before(async () => {
  ({ browser, page } = await openPhoneAt(NEAR_HONGQIAO_STATION_WGS84))
})
after(async () => { await browser?.close() })

const visible = () => page.locator('.taro_page:visible')
const button = (text) => visible().locator('.at-button', { hasText: text })

async function openCarHome() {
  await page.goto(`${baseUrl}/pages/product3.0/car/index/index`)
  await visible().locator('.car-map').waitFor()
  await visible().locator('.car-place__name', { hasText: '上海虹桥站' }).waitFor({ timeout: 20_000 })
}

async function pickDestination(name) {
  await visible().locator('.car-place__name', { hasText: '你要去哪儿' }).click()
  await page.waitForURL((url) => url.pathname.includes('carIndex/selectPlace'))
  // The place search's own field (the car home, still shown a moment, has the flight number's).
  await currentPage(page).current().locator('input').first().fill(name)
  await visible().locator('.car-list-item', { hasText: name }).first().click()
  await page.waitForURL((url) => url.pathname.includes('car/index'))
  await visible().locator('.car-route-info').waitFor({ timeout: 15_000 })
}

/** Calls the car (a reason first when the standard asks one); answers the order number on its detail page. */
async function callCar(label) {
  // The estimate (and with it any reason the standard asks) is in once a price shows.
  await visible().locator('.car-price').first().waitFor({ timeout: 15_000 })
  const reason = visible().locator('.car-chip:not(.car-chip--on)', { hasText: '加班' })
  const opened = (url) => url.pathname.includes('order3.0/car/detail')
  if (await reason.count()) await reason.click()
  await button(label).click()
  // The standard's check may ask a reason only now (its answer came after the price): give it, and call again.
  const next = await Promise.race([
    page.waitForURL(opened, { timeout: 20_000 }).then(() => 'opened'),
    reason.waitFor({ timeout: 20_000 }).then(() => 'reason'),
  ]).catch(() => 'stuck')
  if (next === 'reason') {
    await reason.click()
    await button(label).click()
  }
  try {
    if (next !== 'opened') await page.waitForURL(opened, { timeout: 20_000 })
  } catch (error) {
    await shot(page, `car-call-${label}-stuck`)
    throw new Error(`${label} did not open the order: ${(await visible().innerText()).slice(0, 600)}`, { cause: error })
  }
  return new URL(page.url()).searchParams.get('orderNo')
}

const monthDay = (date) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`

test('接机 by flight number: the arrival terminal is the pick-up at the landing time; the order names the flight', async () => {
  // A flight 北京 → 上海 the day after tomorrow, as another member looks it up (a session of its own).
  const token = await tokenOf('13800000002')
  const date = shanghaiDay(2)
  const list = await api('/b2b/Flight/QueryFlightList', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }, token)
  let flight
  for (const f of list.Flights) {
    const found = await api('/car/api/flight/QueryFlight', { FlightNo: f.FlightNo, FlightDate: date, UseType: 3 }, token)
    flight = found.Flights.find((x) => x.Status !== 'cancelled')
    if (flight) break
  }
  assert.ok(flight, 'a flight into 上海 that is not cancelled')

  await logIn(page, '13800000001')
  await openCarHome()
  await visible().locator('.car-tab', { hasText: '接机' }).click()
  await visible().locator('input[placeholder="请输入航班号，如MU5101"]').fill(flight.FlightNo.toLowerCase())
  // The date picker (yesterday to 6 days ahead) opens on today: the day after tomorrow, two rows down, is tapped.
  await visible().locator('.car-flight__date').click()
  const sheet = page.locator('.dt-picker:visible')
  await sheet.waitFor()
  await sheet.locator('.dt-picker__item', { hasText: monthDay(date) }).click()
  await sheet.locator('.dt-picker__confirm').click()
  await visible().locator('.car-flight__date', { hasText: monthDay(date) }).waitFor()
  await visible().locator('.car-flight__search').click()
  await visible().locator('.car-flight__card--on', { hasText: flight.FlightNo }).waitFor({ timeout: 15_000 })
  assert.equal(await visible().locator('.car-place__name').first().innerText(), flight.Place.Name, 'the arrival terminal is the pick-up')
  await pickDestination('人民广场')
  const pickUp = await visible().locator('.car-pickup-time').innerText()
  assert.ok(pickUp.includes(`用车时间 ${monthDay(flight.PickUpTime)}`) && pickUp.includes(flight.PickUpTime.slice(11, 16)), `the landing time: ${pickUp}`)
  assert.match(pickUp, /航班落地时接您/)
  await shot(page, 'car-airport-pickup-flight')

  const orderNo = await callCar('呼叫')
  assert.match(orderNo, /^C\d+/)
  await visible().getByText('接机航班').waitFor({ timeout: 20_000 })
  const detail = await visible().innerText()
  assert.ok(detail.includes(`${flight.FlightNo} · ${flight.StatusText}`), 'the order names the flight')
  assert.ok(detail.includes(flight.Place.Name))
  assert.ok(detail.includes(flight.PickUpTime.slice(11, 16)), 'the booked pick-up time')
  await shot(page, 'car-airport-pickup-order')
})

test('送机 by flight number: the departure terminal is the destination; the pick-up is worked back from the departure', async () => {
  // A flight 上海 → 北京 the day after tomorrow, as another member looks it up (a session of its own).
  const token = await tokenOf('13800000002')
  const date = shanghaiDay(2)
  const list = await api('/b2b/Flight/QueryFlightList', { DepartCityCode: 'SHA', ArriveCityCode: 'BJS', DepartDate: date }, token)
  let flight
  for (const f of list.Flights) {
    const found = await api('/car/api/flight/QueryFlight', { FlightNo: f.FlightNo, FlightDate: date, UseType: 4 }, token)
    flight = found.Flights.find((x) => x.Status !== 'cancelled')
    if (flight) break
  }
  assert.ok(flight, 'a flight out of 上海 that is not cancelled')

  await logIn(page, '13800000001')
  await openCarHome()
  await visible().locator('.car-tab', { hasText: '送机' }).click()
  // The flight number is optional for 送机; with one, the ride follows the flight.
  await visible().locator('input[placeholder="航班号（选填），如MU5101"]').fill(flight.FlightNo)
  await visible().locator('.car-flight__date').click()
  const sheet = page.locator('.dt-picker:visible')
  await sheet.waitFor()
  await sheet.locator('.dt-picker__item', { hasText: monthDay(date) }).click()
  await sheet.locator('.dt-picker__confirm').click()
  await visible().locator('.car-flight__search').click()
  await visible().locator('.car-flight__card--on', { hasText: flight.FlightNo }).waitFor({ timeout: 15_000 })
  // The departure terminal is the destination; the start stays where the member is.
  await visible().locator('.car-place__name', { hasText: flight.Place.Name }).waitFor()
  assert.match(await visible().locator('.car-place__name').first().innerText(), /^上海虹桥站/, 'the pick-up stays where the member is')
  await visible().locator('.car-route-info').waitFor({ timeout: 15_000 })
  await visible().locator('.car-price').first().waitFor({ timeout: 15_000 })
  const pickUp = await visible().locator('.car-pickup-time').innerText()
  assert.match(pickUp, /起飞前2小时（国际航班3小时）到达机场/)
  const [, month, day, hh, mm] = pickUp.match(/用车时间 (\d+)月(\d+)日 (?:周\S )?(\d\d):(\d\d)/) ?? []
  assert.ok(month, `a booked pick-up time: ${pickUp}`)
  // At the airport 2 hours before departure, after the ride: the pick-up is at least 2 hours before take-off, on a 5-minute mark.
  const pickUpAt = Date.UTC(Number(flight.DepartTime.slice(0, 4)), Number(month) - 1, Number(day), Number(hh), Number(mm))
  const departAt = Date.UTC(Number(flight.DepartTime.slice(0, 4)), Number(flight.DepartTime.slice(5, 7)) - 1, Number(flight.DepartTime.slice(8, 10)), Number(flight.DepartTime.slice(11, 13)), Number(flight.DepartTime.slice(14, 16)))
  assert.ok(departAt - pickUpAt >= 2 * 3_600_000, `pick-up ${pickUp} at least 2 h before ${flight.DepartTime}`)
  assert.ok(departAt - pickUpAt <= 5 * 3_600_000, `pick-up ${pickUp} not hours earlier than needed for ${flight.DepartTime}`)
  assert.equal(Number(mm) % 5, 0, 'rounded down to 5 minutes')
  await shot(page, 'car-airport-dropoff-flight')

  const orderNo = await callCar('呼叫')
  assert.match(orderNo, /^C\d+/)
  await visible().getByText('送机航班').waitFor({ timeout: 20_000 })
  const detail = await visible().innerText()
  assert.ok(detail.includes(`${flight.FlightNo} · ${flight.StatusText}`), 'the order names the flight')
  assert.ok(detail.includes(flight.Place.Name), 'the terminal is the destination')
  assert.ok(detail.includes(`${hh}:${mm}`), 'the booked pick-up time')
  await shot(page, 'car-airport-dropoff-order')
})

test('半日租: the package price and what it includes; the finished rental shows the package fee and the driver\'s masked number', async () => {
  await logIn(page, '13800000004')
  await openCarHome()
  await visible().locator('.car-tab', { hasText: '日租' }).click()
  await visible().locator('.car-chip', { hasText: '半日租 4小时50公里' }).click()
  await pickDestination('人民广场')
  await visible().locator('.car-price__fen', { hasText: '¥298.00' }).waitFor({ timeout: 15_000 })
  assert.match(await visible().locator('.car-price').first().innerText(), /套餐价/)
  assert.equal(await visible().locator('.car-rental-note').innerText(), '半日租含4小时50公里 · 超时¥0.8/分钟 · 超里程¥2.5/公里')
  await shot(page, 'car-half-day-quote')

  const orderNo = await callCar('呼叫经济型')
  if (await visible().getByText('等待审批').count()) {
    const approver = await tokenOf('13800000002')
    const pending = await api('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, approver)
    const item = pending.Items.find((i) => i.OrderNo === orderNo)
    assert.ok(item, 'the rental waits in an approver\'s list')
    await api('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, approver)
    await page.reload()
  }
  await visible().locator('.info-row', { hasText: '套餐' }).first().waitFor({ timeout: 20_000 })
  assert.match(await visible().innerText(), /半日租 4小时50公里/)
  await visible().locator('.car-driver__plate').waitFor({ timeout: 40_000 })
  assert.match(await visible().locator('.car-driver').innerText(), /师傅 1\d{2}\*{4}\d{4}/, 'the driver\'s number is masked')
  await shot(page, 'car-half-day-driver')
  await visible().getByText('套餐费').waitFor({ timeout: 90_000 })
  const text = await visible().innerText()
  assert.match(text, /用车时长\s*\d+小时\d+分钟 · [\d.]+公里/)
  assert.match(text, /实际车费/)
  await shot(page, 'car-half-day-finished')
})
