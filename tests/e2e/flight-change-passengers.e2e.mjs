// Changing some passengers of a flight order (decisions 0791, 0810) in the browser, at a phone viewport against the
// real server. Setup through the API as the employee (张伟): a round trip 北京 ⇌ 上海 for him and 王小明 paid from the
// enterprise account, and a one-way order for both paid in person. On screen:
// - the round trip: 王小明 alone changes his return to a later flight; his change order carries both his legs, and
//   张伟 keeps both of his on the original;
// - the personal-pay order: its passengers are changed together (listed without ticks, with the reason), the change
//   screen says the cost is paid in person, and the cashier agrees (改签费用需个人支付 beside the enterprise account).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { api, baseUrl, button, logIn, openBrowser, shanghaiDay, shot, tokenOf, visible } from './browser.mjs'
import { changeToLaterFlight } from './flight-steps.mjs'

let browser
let page
const state = {}
const OWN_ID = '110108198503152371'
const WANG_ID = '310101198805120183'

/** An economy fare within the standard, seats left, of the day's first flight offering one. */
async function economyFare(token, from, to, date) {
  const { Flights } = await api('/b2b/Flight/QueryFlightList', { DepartCityCode: from, ArriveCityCode: to, DepartDate: date }, token)
  for (const f of Flights) {
    const { Fares } = await api('/b2b/Flight/QuerySeatList', { FlightNo: f.FlightNo, DepartDate: date, DepartCityCode: from, ArriveCityCode: to }, token)
    const fare = Fares.find((x) => x.CabinClass === 'Y' && !x.IsOverStandard && x.SeatsLeft > 2)
    if (fare) return fare
  }
  assert.fail(`no economy fare within the standard ${from} → ${to} on ${date}`)
}

const passengers = [
  { Name: '张伟', IdType: 1, IdNo: OWN_ID, Phone: '13800000001', MemberId: '10001' },
  { Name: '王小明', IdType: 1, IdNo: WANG_ID, Phone: '', MemberId: '' },
]

before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  page = await opened.newPhonePage()
  const token = await tokenOf('13800000001')
  const order = async (segments, what) => {
    const created = await api('/b2b/Flight/CreateOrder', {
      Segments: segments.map((f) => ({ FareId: f.FareId, ExpectedPriceFen: f.PriceFen })), Passengers: passengers,
      Contact: { Name: '张伟', Phone: '13800000001' }, CostCenterName: '', ProjectName: '', OverStandardReason: '',
    }, token)
    assert.equal(created.NeedApproval, false, `${what}: within the standard, no approval`)
    return created
  }
  // The round trip, paid from the enterprise account.
  const out = await economyFare(token, 'BJS', 'SHA', shanghaiDay(7))
  const back = await economyFare(token, 'SHA', 'BJS', shanghaiDay(9))
  const round = await order([out, back], 'round trip')
  await api('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: round.OrderNo, AmountFen: round.PayAmountFen }, token)
  state.roundTrip = round.OrderNo
  // The one-way order, paid in person through the gateway.
  const oneWay = await order([await economyFare(token, 'BJS', 'CAN', shanghaiDay(8))], 'one way')
  const info = await api('/b2b/Pay/GetPayInfo', { OrderNo: oneWay.OrderNo }, token)
  const opened2 = await api('/b2b/Pay/CreatePersonalPay', { OrderNo: oneWay.OrderNo, AmountFen: info.AmountFen }, token)
  await api('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened2.PayNo }, token)
  state.personal = oneWay.OrderNo
  await logIn(page, '13800000001')
})
after(async () => { await browser?.close() })

test('a round trip: 王小明 alone changes his return; his change order carries both his legs, 张伟 keeps the original', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.roundTrip}`)
  const returnLeg = await visible(page).locator('.flight-section', { hasText: '返程' }).first().innerText()
  const carrier = returnLeg.match(/\b([A-Z0-9]{2})\d{3,4}\b/)?.[1]
  assert.ok(carrier, `the return's flight number in: ${returnLeg}`)
  await button(page, '改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await visible(page).locator('.flight-reason', { hasText: '返程' }).click()
  await visible(page).locator('.flight-reason', { hasText: '● 返程' }).waitFor()
  await visible(page).locator('.flight-passenger-pick', { hasText: '张伟' }).click()
  await visible(page).locator('.flight-passenger-pick', { hasText: '☐ 张伟' }).waitFor()
  await visible(page).getByText('所选乘机人将改签至新订单，其他乘机人保留原航班').waitFor()
  await shot(page, 'flight-round-trip-change-one')
  await changeToLaterFlight(page, carrier)
  await button(page, '确认改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/detail')

  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.roundTrip}`)
  const moved = visible(page).locator('.flight-ticket-status', { hasText: /已改签（改签单F\d+）/ })
  await moved.waitFor()
  const changeOrderNo = (await moved.innerText()).match(/改签单(F\d+)/)[1]
  assert.ok((await visible(page).locator('.flight-ticket-status').allInnerTexts()).some((r) => r.startsWith('已出票')), '张伟 keeps his tickets')
  await visible(page).locator('.order-status-head__status', { hasText: '已出票' }).waitFor()

  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${changeOrderNo}`)
  await visible(page).getByText(`由订单${state.roundTrip}改签`).waitFor()
  await visible(page).locator('.flight-section__title', { hasText: '去程' }).waitFor()
  await visible(page).locator('.flight-section__title', { hasText: '返程' }).waitFor()
  const text = await visible(page).innerText()
  assert.ok(text.includes('王小明') && !text.includes('张伟 ·'), 'only 王小明 is on the change order')
  await shot(page, 'flight-round-trip-change-order')
})

test('a personal-pay order changes its passengers together; the change is paid in person, as the cashier says', async () => {
  await page.goto(`${baseUrl}/pages/order3.0/flight/detail?orderNo=${state.personal}`)
  const leg = await visible(page).locator('.flight-section').first().innerText()
  const carrier = leg.match(/\b([A-Z0-9]{2})\d{3,4}\b/)?.[1]
  assert.ok(carrier, `the flight number in: ${leg}`)
  await button(page, '改签').click()
  await page.waitForURL((url) => url.pathname === '/pages/order3.0/flight/rebook/index')
  await visible(page).getByText('改签乘机人', { exact: true }).waitFor()
  assert.equal(await visible(page).locator('.flight-passenger-pick--fixed').count(), 2, 'both listed, neither to untick')
  await visible(page).locator('.flight-whole-change', { hasText: '个人支付的订单请为全部乘机人改签' }).waitFor()
  await shot(page, 'flight-personal-change-whole')
  await changeToLaterFlight(page, carrier)
  const total = await visible(page).locator('.flight-row', { hasText: '合计' }).innerText()
  const totalFen = Math.round(Number(total.replace(/[^\d.]/g, '')) * 100)
  if (totalFen > 0) {
    await visible(page).getByText('需个人支付，支付成功后完成改签').waitFor()
    await shot(page, 'flight-personal-change-apply')
    await button(page, '确认改签').click()
    await page.waitForURL((url) => url.pathname === '/pages/payment/pay/pay')
    await visible(page).locator('.pay-method--enterprise.pay-method--disabled', { hasText: '改签费用需个人支付' }).waitFor()
    await visible(page).locator('.pay-method--personal').waitFor()
    await shot(page, 'flight-personal-change-cashier')
  } else {
    // Nothing to pay: the change is done at once, and nothing says 需个人支付.
    assert.equal(await visible(page).getByText('需个人支付，支付成功后完成改签').count(), 0)
  }
})
