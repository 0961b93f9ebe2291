import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { flightFare, flightItem, flightOrder } from '@test/flight/flightOrders'
import FlightRebookScreen from './FlightRebookScreen'
import FlightRebookReasonScreen from './FlightRebookReasonScreen'
import FlightRebookListScreen from './FlightRebookListScreen'
import FlightRebookApplyScreen from './FlightRebookApplyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const query = { orderNo: 'F2026112012' }
const quote = {
  IsAllowed: true, Description: '改签费¥120/人', ChangeFeeFen: 12_000, FareDifferenceFen: 20_000, TotalFen: 32_000, IsInvoluntary: false,
  NewFlightNo: 'CZ3102', NewDepartTime: '2026-12-01 14:00', NewCabinName: '经济舱', NewPriceFen: 120_000, Reasons: [],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/flight/rebook/modifyList', 'order3.0/flight/rebook/modifyApply', 'order3.0/flight/rebook/selectReason', 'order3.0/flight/rebook/modifyDate', 'order3.0/flight/detail']))
afterEach(() => jest.restoreAllMocks())

describe('flight rebook pages', () => {
  it('index: loading error with retry, then the segments; the search asks for a reason first', async () => {
    let attempts = 0
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': () => (++attempts === 1 ? fail('网络异常') : flightOrder()) })
    await mountWith(fake.root, <FlightRebookScreen routeId='order3.0/flight/rebook/index' query={query} />)
    await waitForText('网络异常')
    await clickText('重试')
    await waitForText('去程 2026-12-01 08:00 CA1301')
    expect(bodyText()).toContain('返程 2026-12-03 18:00 CA1302')
    expect(bodyText()).toContain('改期：起飞前7天（含）以上 免费')
    await clickText('查询航班')
    expect(fake.toasts).toContain('请选择改签原因')
  })

  it('reason, flights of the day, a fare, the fee shown, apply', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder(),
      'b2b/Flight/QueryFlightList': { Flights: [flightItem({ FlightNo: 'CA1301', DepartTime: '2026-12-01 08:00' }), flightItem()] },
      'b2b/Flight/QuerySeatList': { Flight: flightItem(), Fares: [flightFare()], StandardText: '' },
      'b2b/Flight/GetChangeQuote': quote,
      'b2b/Flight/ChangeOrder': { OrderNo: 'F2026112012', Seq: 1, FlightNo: 'CZ3102', DepartTime: '2026-12-01 14:00', ChargedFen: 32_000, PayMethodText: '已从企业账户扣款' },
    })
    await mountWith(fake.root, <FlightRebookListScreen routeId='order3.0/flight/rebook/modifyList' query={query} />)
    await waitForText('CZ3102')
    expect(bodyText()).not.toContain('CA1301 ·')
    await clickText('14:00')
    await waitForText('经济舱 Y舱')
    await clickText('改签')
    expect(fake.calls.find((c) => c.path === 'Flight/GetChangeQuote')?.body).toEqual({ OrderNo: 'F2026112012', Seq: 1, FareId: 'CZ3102.2026-12-01.Y.BJS.SZX' })
    expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/order3.0/flight/rebook/modifyApply') })
    await mountWith(fake.root, <FlightRebookApplyScreen routeId='order3.0/flight/rebook/modifyApply' query={query} />)
    await waitForText('改签费¥120/人')
    expect(bodyText()).toContain('¥320.00')
    await clickText('确认改签')
    expect(fake.toasts).toContain('请选择改签原因')
    await mountWith(fake.root, <FlightRebookReasonScreen />)
    await clickText('会议时间调整')
    expect(bodyText()).toContain('改签原因会议时间调整')
    await clickText('确认改签')
    expect(fake.calls.find((c) => c.path === 'Flight/ChangeOrder')?.body).toEqual({ OrderNo: 'F2026112012', Seq: 1, FareId: 'CZ3102.2026-12-01.Y.BJS.SZX', ExpectedTotalFen: 32_000, Reason: '会议时间调整' })
    expect(fake.toasts).toContain('改签成功，已从企业账户扣款¥320.00')
    expect(redirectTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/order3.0/flight/detail') })
  })

  it('a refused quote is said, the apply keeps what was chosen when the server fails', async () => {
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder(),
      'b2b/Flight/QueryFlightList': { Flights: [flightItem()] },
      'b2b/Flight/QuerySeatList': { Flight: flightItem(), Fares: [flightFare()], StandardText: '' },
      'b2b/Flight/GetChangeQuote': { ...quote, IsAllowed: false, Description: '改签后的航班须早于返程航班起飞' },
    })
    await mountWith(fake.root, <FlightRebookListScreen routeId='order3.0/flight/rebook/modifyList' query={query} />)
    await waitForText('CZ3102')
    await clickText('14:00')
    await waitForText('经济舱 Y舱')
    await clickText('改签')
    expect(fake.toasts).toContain('改签后的航班须早于返程航班起飞')
  })
})

describe('flight rebook of chosen passengers (decision 0791)', () => {
  const twoPassengers = () => flightOrder({
    Segments: [flightOrder().Segments[0]],
    Passengers: [
      { Seq: 1, Name: '张三', IdType: 1, IdNoMasked: '1101**********1234', TicketNos: ['999-0000000001'], TicketStatus: 'Valid', TicketStatusText: '已出票' },
      { Seq: 2, Name: '李四', IdType: 1, IdNoMasked: '1101**********5678', TicketNos: ['999-0000000002'], TicketStatus: 'Valid', TicketStatusText: '已出票' },
    ],
  })

  it('every passenger ticked by default; unticking one changes the other alone, into a change order', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': twoPassengers(),
      'b2b/Flight/QueryFlightList': { Flights: [flightItem({ FlightNo: 'CA1301', DepartTime: '2026-12-01 08:00' }), flightItem()] },
      'b2b/Flight/QuerySeatList': { Flight: flightItem(), Fares: [flightFare()], StandardText: '' },
      'b2b/Flight/GetChangeQuote': { ...quote, TotalFen: 16_000 },
      'b2b/Flight/ChangeOrder': { OrderNo: 'F2026112012', Seq: 1, FlightNo: 'CZ3102', DepartTime: '2026-12-01 14:00', ChargedFen: 16_000, PayMethodText: '已从企业账户扣款', ChangeOrderNo: 'F2026112099' },
    })
    const index = await mountWith(fake.root, <FlightRebookScreen routeId='order3.0/flight/rebook/index' query={query} />)
    await waitForText('选择改签乘机人')
    expect(bodyText()).toContain('☑ 张三')
    expect(bodyText()).not.toContain('其他乘机人保留原航班')
    await clickText('☑ 张三')
    await waitForText('☐ 张三')
    expect(bodyText()).toContain('所选乘机人将改签至新订单，其他乘机人保留原航班')
    expect(bodyText()).toContain('已购保险随所选乘机人转至新航班')
    await clickText('☑ 李四')
    expect(bodyText()).toContain('☑ 李四')
    index.unmout()
    await mountWith(fake.root, <FlightRebookListScreen routeId='order3.0/flight/rebook/modifyList' query={query} />)
    await waitForText('CZ3102')
    await clickText('14:00')
    await waitForText('经济舱 Y舱')
    await clickText('改签')
    expect(fake.calls.find((c) => c.path === 'Flight/GetChangeQuote')?.body).toEqual({ OrderNo: 'F2026112012', Seq: 1, FareId: 'CZ3102.2026-12-01.Y.BJS.SZX', PassengerIds: [2] })
    await mountWith(fake.root, <FlightRebookApplyScreen routeId='order3.0/flight/rebook/modifyApply' query={query} />)
    await waitForText('改签乘机人：李四')
    await mountWith(fake.root, <FlightRebookReasonScreen />)
    await clickText('行程变更')
    await clickText('确认改签')
    expect(fake.calls.find((c) => c.path === 'Flight/ChangeOrder')?.body).toEqual({
      OrderNo: 'F2026112012', Seq: 1, FareId: 'CZ3102.2026-12-01.Y.BJS.SZX', ExpectedTotalFen: 16_000, Reason: '行程变更', PassengerIds: [2],
    })
    expect(fake.toasts).toContain('改签成功，已从企业账户扣款¥160.00，改签单F2026112099')
  })

  it('a round trip ticks its passengers on either leg (decision 0810)', async () => {
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': { ...flightOrder(), Passengers: twoPassengers().Passengers, WholeChangeReason: '' } })
    await mountWith(fake.root, <FlightRebookScreen routeId='order3.0/flight/rebook/index' query={query} />)
    await waitForText('选择改签乘机人')
    await clickText('返程 2026-12-03 18:00 CA1302')
    await clickText('☑ 张三')
    await waitForText('☐ 张三')
    expect(bodyText()).toContain('● 返程')
    expect(bodyText()).toContain('所选乘机人将改签至新订单，其他乘机人保留原航班')
  })

  it('a personal-pay order lists its passengers without ticks and says why they change together (decision 0810)', async () => {
    const reason = '个人支付的订单请为全部乘机人改签'
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': { ...twoPassengers(), WholeChangeReason: reason } })
    await mountWith(fake.root, <FlightRebookScreen routeId='order3.0/flight/rebook/index' query={query} />)
    await waitForText(reason)
    expect(bodyText()).toContain('改签乘机人')
    expect(bodyText()).not.toContain('选择改签乘机人')
    expect(bodyText()).not.toContain('☑')
    await clickText('张三 1101**********1234')
    expect(bodyText()).not.toContain('☐')
    expect(bodyText()).not.toContain('所选乘机人将改签至新订单')
  })

  it('a one-passenger order has nothing to tick', async () => {
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': flightOrder() })
    await mountWith(fake.root, <FlightRebookScreen routeId='order3.0/flight/rebook/index' query={query} />)
    await waitForText('去程 2026-12-01 08:00 CA1301')
    expect(bodyText()).not.toContain('选择改签乘机人')
  })
})
