// Issue 20, decision 0380: inside WeChat's browser the cashier offers 微信支付; paying a private hotel order with it
// goes through the simulated provider's confirm step (the JSAPI bridge is WeChat's own, absent here) and the
// order is paid.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { baseUrl, openBrowser, shot, signIn, visible } from './browser.mjs'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'

let browser
let newPhonePage
before(async () => {
  const opened = await openBrowser()
  browser = opened.browser
  newPhonePage = opened.newPhonePage
})
after(async () => { await browser?.close() })

/** Books a private (因私) prepaid, freely cancellable hotel room in Shanghai through the API, as the page's member. */
function bookPrivateHotel(page) {
  return page.evaluate(async () => {
    let settings = JSON.parse(localStorage.getItem('settings')).data
    if (typeof settings === 'string') settings = JSON.parse(settings)
    const token = settings.MemberInfo.Token
    const post = async (path, body) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token, reqId: `e2e-wxpay-${Date.now()}-${Math.random().toString(36).slice(2)}` },
        body: JSON.stringify(body),
      }).then((r) => r.json())
      if (answer.Code !== '0000') throw new Error(`${path}: ${answer.Code} ${answer.Msg}`)
      return answer.Data
    }
    const day = (n) => new Date(Date.now() + 8 * 3600_000 + n * 86400_000).toISOString().slice(0, 10)
    const [ArrivalDate, DepartureDate] = [day(16), day(17)]
    const list = await post('/hotel/api/hotel/info/SearchHotelList', { CityCode: '310100', ArrivalDate, DepartureDate, IsPrivate: 1, PageIndex: 1, PageSize: 20 })
    for (const hotel of list.Hotels) {
      const rooms = await post('/hotel/api/hotel/info/GetBetterRoomList', {
        HotelId: hotel.HotelId, HotelProductType: 1, ArrivalDate, DepartureDate, Lat: 0, Lon: 0,
        roomOccupancyList: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }], CheckInRoomList: [{ RoomIndex: 0 }], FilterList: [],
        StandardAmount: 0, SearchTrack: { ConditionList: [] }, HotelDistance: 0, HotelPosition: 0, IsRecommend: 0, RankType: 'recommend', MinPrice: 0, IsPrivate: 1,
      })
      for (const room of rooms.Rooms) {
        const plan = room.RatePlans.find((p) => p.PayType === 2 && p.CancelPolicy.Type === 1 && !p.NeedCardGuarantee && p.RemainingRooms > 2)
        if (!plan) continue
        const totalFen = plan.NightlyPricesFen.reduce((a, b) => a + b, 0)
        const order = await post('/hotel/api/hotel/order/CreateOrder', {
          HotelId: hotel.HotelId, RoomId: room.RoomId, RatePlanId: plan.RatePlanId, ArrivalDate, DepartureDate, RoomCount: 1,
          Guests: [{ RoomIndex: 0, Name: '张伟', Phone: '13800000001', MemberId: '10001' }], Contact: { Name: '张伟', Phone: '13800000001' },
          ExpectedTotalFen: totalFen, CostCenterId: '31001', CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: 1, Remark: '',
        })
        return { orderNo: order.OrderNo, status: order.OrderStatus }
      }
    }
    throw new Error('no prepaid rate found')
  })
}

test("inside WeChat's browser a private hotel order is paid with 微信支付 through the simulated provider", async () => {
  const page = await signIn(() => newPhonePage(WECHAT_UA), '13800000001')
  const { orderNo, status } = await bookPrivateHotel(page)
  assert.equal(status, 'PendingPayment', 'a private prepaid order waits for payment')

  await page.goto(`${baseUrl}/pages/payment/pay/pay?orderNo=${orderNo}`)
  const wechat = visible(page).locator('.pay-method--wechat')
  await wechat.getByText('微信支付').waitFor({ timeout: 30_000 })
  await wechat.click()
  await visible(page).locator('.pay-method--wechat .pay-method__check--on').waitFor()
  await shot(page, 'wechat-pay-cashier')
  await visible(page).locator('.at-button', { hasText: '确认支付' }).first().click()
  await page.getByText('确认使用微信支付¥').waitFor({ timeout: 20_000 })
  await page.locator('.popup__button--confirm:visible').click()
  await page.getByText('确认付款').waitFor({ timeout: 30_000 })
  await shot(page, 'wechat-pay-sheet')
  await page.locator('.at-button:visible', { hasText: '确认付款' }).click()
  await page.waitForURL((url) => url.pathname === '/pages/payment/paySuccess/paySuccess', { timeout: 40_000 })
  await shot(page, 'wechat-pay-success')

  await page.goto(`${baseUrl}/pages/order3.0/hotel/detail?orderNo=${orderNo}`)
  const head = visible(page).locator('.order-status-head__status')
  await head.waitFor({ timeout: 30_000 })
  assert.notEqual((await head.innerText()).trim(), '待支付')
  await page.context().close()
})
