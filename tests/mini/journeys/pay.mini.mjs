// Personal pay of a private (因私) hotel order in the mini-program: the cashier's mini-program branch. In WeChat
// it offers 微信支付, which hands the server's prepay parameters to wx.requestPayment (the payment prompt; a
// cancel there says 已取消微信支付 and leaves the order unpaid); in DingTalk there is no 微信支付.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { openMini, shanghaiDay, TARGET } from '../lib/journey.mjs'
import { apiAs, logIn } from '../lib/members.mjs'

const mini = await openMini()
const state = {}

/** Books a private prepaid, freely cancellable room in 上海 through the API (as tests/e2e/account-wechat-pay does). */
async function bookPrivateHotel() {
  const [ArrivalDate, DepartureDate] = [shanghaiDay(16), shanghaiDay(17)]
  const list = await apiAs(mini, '/hotel/api/hotel/info/SearchHotelList', { CityCode: '310100', ArrivalDate, DepartureDate, IsPrivate: 1, PageIndex: 1, PageSize: 20 })
  for (const hotel of list.Hotels) {
    const rooms = await apiAs(mini, '/hotel/api/hotel/info/GetBetterRoomList', {
      HotelId: hotel.HotelId, HotelProductType: 1, ArrivalDate, DepartureDate, Lat: 0, Lon: 0,
      roomOccupancyList: [{ RoomIndex: 0, AdultCount: 1, ChildCount: 0 }], CheckInRoomList: [{ RoomIndex: 0 }], FilterList: [],
      StandardAmount: 0, SearchTrack: { ConditionList: [] }, HotelDistance: 0, HotelPosition: 0, IsRecommend: 0, RankType: 'recommend', MinPrice: 0, IsPrivate: 1,
    })
    for (const room of rooms.Rooms) {
      const plan = room.RatePlans.find((p) => p.PayType === 2 && p.CancelPolicy.Type === 1 && !p.NeedCardGuarantee && p.RemainingRooms > 2)
      if (!plan) continue
      const order = await apiAs(mini, '/hotel/api/hotel/order/CreateOrder', {
        HotelId: hotel.HotelId, RoomId: room.RoomId, RatePlanId: plan.RatePlanId, ArrivalDate, DepartureDate, RoomCount: 1,
        Guests: [{ RoomIndex: 0, Name: '张伟', Phone: '13800000001', MemberId: '10001' }], Contact: { Name: '张伟', Phone: '13800000001' },
        ExpectedTotalFen: plan.NightlyPricesFen.reduce((a, b) => a + b, 0), CostCenterId: '31001', CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: 1, Remark: '',
      })
      return { orderNo: order.OrderNo, status: order.OrderStatus }
    }
  }
  throw new Error('no prepaid rate found')
}

test(`${TARGET}: a private order waits for payment; the cashier offers ${TARGET === 'weapp' ? '微信支付' : 'no 微信支付'}`, async () => {
  await logIn(mini, '13800000001')
  const booked = await bookPrivateHotel()
  assert.equal(booked.status, 'PendingPayment')
  state.orderNo = booked.orderNo
  await mini.open(`/pages/payment/pay/pay?orderNo=${state.orderNo}`)
  await mini.expectText('个人支付')
  assert.equal(mini.exists('.pay-method--wechat'), TARGET === 'weapp', `微信支付 ${TARGET === 'weapp' ? 'offered' : 'not offered'} in ${TARGET}`)
})

if (TARGET === 'weapp') {
  test('weapp: 微信支付 opens the payment prompt with the prepay parameters; a cancel leaves it unpaid, then it is paid', async () => {
    await mini.tap({ selector: '.pay-method--wechat' })
    await mini.waitFor(() => mini.exists('.pay-method--wechat .pay-method__check--on'), '微信支付 is chosen')
    await mini.tap('确认支付', { within: { selector: '.at-button', has: ['确认支付'] } })
    await mini.expectText('确认使用微信支付¥')
    await mini.tap({ selector: '.popup__button--confirm' })
    const params = await mini.answerPayment(false)
    assert.match(params.package, /^prepay_id=wx/)
    assert.ok(params.timeStamp && params.nonceStr && params.paySign, 'timeStamp, nonceStr and paySign from the server')
    await mini.expectText('已取消微信支付')
    assert.equal(mini.route, 'pages/payment/pay/pay')
    await mini.pause(3000) // the payer thinks it over (the cashier drops a second confirm within its throttle window)
    await mini.tap('确认支付', { within: { selector: '.at-button', has: ['确认支付'] } })
    await mini.tap({ selector: '.popup__button--confirm' })
    await mini.answerPayment(true)
    await mini.expectRoute('pages/payment/paySuccess/paySuccess')
    await mini.open(`/pages/order3.0/hotel/detail?orderNo=${state.orderNo}`)
    await mini.waitFor(() => mini.textsOf('.order-status-head__status').some((t) => t && !t.includes('待支付')), 'the order is paid')
  })
}
