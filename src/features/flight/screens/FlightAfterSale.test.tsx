import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import { flightFare, flightItem, flightOrder, flightSegment } from '@test/flight/flightOrders'
import FlightChangeInformScreen from './FlightChangeInformScreen'
import FlightRulesScreen from './FlightRulesScreen'
import FlightTipScreen from './FlightTipScreen'
import FlightModifyNameScreen from './FlightModifyNameScreen'
import FlightRefundScreen from './FlightRefundScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const query = { orderNo: 'F2026112012' }
const changed = () => flightOrder({ Segments: [flightSegment({ ChangeNotice: '航班CA1301已取消，可免费退票或改签', IsInvoluntary: true }), flightOrder().Segments[1]] })

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/flight/rebook/index', 'order3.0/flight/refund/index']))
afterEach(() => jest.restoreAllMocks())

describe('flight change notice', () => {
  it('accepts a change, offers free rebook and refund of that segment', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let accepted = false
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': () => {
        const order = changed()
        order.Segments[0].ChangeAccepted = accepted
        return order
      },
      'b2b/Flight/AcceptFlightChange': () => {
        accepted = true
        return { OrderNo: 'F2026112012', Seq: 1, ChangeAccepted: true }
      },
    })
    await mountWith(fake.root, <FlightChangeInformScreen routeId='order2.0/flight/flightChangeInform' query={query} />)
    await waitForText('航班CA1301已取消')
    expect(bodyText()).not.toContain('CA1302')
    await clickText('接受航变')
    await waitForText('您已接受航变')
    expect(fake.toasts).toContain('已接受航变')
    await clickText('免费退票')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order3.0/flight/refund/index?orderNo=F2026112012&seq=1' })
    await clickText('免费改签')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/order3.0/flight/rebook/index?orderNo=F2026112012&seq=1' })
  })

  it('no change: an empty state', async () => {
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': flightOrder() })
    await mountWith(fake.root, <FlightChangeInformScreen routeId='order2.0/flight/flightChangeInform' query={query} />)
    await waitForText('您的航班暂无变动')
  })
})

describe('rules and tips', () => {
  it('rules of an order: every segment; of a fare before booking', async () => {
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': flightOrder() })
    await mountWith(fake.root, <FlightRulesScreen routeId='components/backChangeRule' query={query} />)
    await waitForText('去程 CA1301 经济舱Y舱')
    expect(bodyText()).toContain('返程 CA1302 经济舱Y舱')
    expect(bodyText()).toContain('起飞前2天（含）至7天 收取10%')
    const other = fakeRoot({ 'b2b/Flight/QuerySeatList': { Flight: flightItem(), Fares: [flightFare(), flightFare({ FareId: 'X', CabinName: '公务舱' })], StandardText: '' } })
    await mountWith(other.root, <FlightRulesScreen routeId='components/backChangeRule' query={{ flightNo: 'CZ3102', date: '2026-12-01', from: 'BJS', to: 'SZX', fareId: 'CZ3102.2026-12-01.Y.BJS.SZX' }} />)
    await waitForText('CZ3102 经济舱Y舱')
    expect(bodyText()).not.toContain('公务舱')
  })

  it('tips: error with retry, then the airport and documents', async () => {
    let attempts = 0
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': () => (++attempts === 1 ? fail('网络异常') : flightOrder()) })
    await mountWith(fake.root, <FlightTipScreen routeId='order/flightOrderDetail/flightTipDetail' query={query} />)
    await waitForText('网络异常')
    await clickText('重试')
    await waitForText('起飞前45分钟停止办理值机')
    expect(bodyText()).toContain('身份证件')
  })
})

describe('name correction and refund of one leg', () => {
  it('checks the name before sending, then corrects it', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder(),
      'b2b/Flight/ModifyPassenger': { OrderNo: 'F2026112012', PassengerSeq: 1, Name: '张叁' },
    })
    await mountWith(fake.root, <FlightModifyNameScreen routeId='order3.0/flight/rebook/modifyName' query={query} />)
    await waitForText('选择乘机人')
    await typeInto('与证件一致', '李四')
    await clickText('提交')
    expect(fake.toasts).toContain('仅可更正一个字的错误，姓名差异较大请退票后重新预订')
    expect(fake.calls.some((c) => c.path === 'Flight/ModifyPassenger')).toBe(false)
    await typeInto('与证件一致', '张叁')
    await clickText('提交')
    expect(fake.calls.find((c) => c.path === 'Flight/ModifyPassenger')?.body).toEqual({ OrderNo: 'F2026112012', PassengerSeq: 1, Name: '张叁', Reason: '' })
    expect(fake.toasts).toContain('姓名已更正')
  })

  it('refunds the return only when asked for it', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder(),
      'b2b/Flight/GetRefundQuote': (body: { Seqs?: number[] }) => ({
        IsRefundable: true, FeeFen: body.Seqs ? 10_000 : 20_000, RefundFen: body.Seqs ? 95_000 : 190_000, IsInvoluntary: false, Description: '按客规收取', Reasons: ['行程变更'],
      }),
      'b2b/Flight/RefundOrder': { OrderNo: 'F2026112012', OrderStatus: 'Confirmed', FeeFen: 10_000, RefundFen: 95_000, RefundToText: '退回企业账户' },
    })
    await mountWith(fake.root, <FlightRefundScreen routeId='order3.0/flight/refund/index' query={{ ...query, seq: '2' }} />)
    await waitForText('退票费 ¥100.00')
    expect(bodyText()).toContain('☐ 去程')
    expect(bodyText()).toContain('☑ 返程')
    await clickText('行程变更')
    await clickText('确认退票')
    // A refund is confirmed first, with its fee and what comes back (issue 34).
    await waitForText('退票费¥100.00，预计退款¥950.00，确定退票吗？')
    expect(fake.calls.some((c) => c.path === 'Flight/RefundOrder')).toBe(false)
    await clickText('确定退票')
    while (!fake.calls.some((c) => c.path === 'Flight/RefundOrder')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'Flight/RefundOrder')?.body).toEqual({ OrderNo: 'F2026112012', Reason: '行程变更', Seqs: [2] })
    expect(fake.toasts).toContain('退票成功，¥950.00退回企业账户')
  })
})

describe('flight refund of chosen passengers (decision 0790)', () => {
  const twoPassengers = () => flightOrder({
    Segments: [flightSegment()],
    Passengers: [
      { Seq: 1, Name: '张三', IdType: 1, IdNoMasked: '1101**********1234', TicketNos: ['999-0000000001'], TicketStatus: 'Valid', TicketStatusText: '已出票' },
      { Seq: 2, Name: '李四', IdType: 1, IdNoMasked: '1101**********5678', TicketNos: ['999-0000000002'], TicketStatus: 'Valid', TicketStatusText: '已出票' },
    ],
  })

  it('every passenger ticked by default; unticking one quotes and refunds the other alone', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': twoPassengers(),
      'b2b/Flight/GetRefundQuote': (body: { PassengerIds?: number[] }) => {
        const seqs = body.PassengerIds ?? [1, 2]
        return {
          IsRefundable: true, FeeFen: 10_000 * seqs.length, RefundFen: 95_000 * seqs.length, IsInvoluntary: false, Description: '按客规收取', Reasons: ['行程变更'],
          Tickets: seqs.map((s) => ({ PassengerSeq: s, Name: s === 1 ? '张三' : '李四', FeeFen: 10_000, RefundFen: 95_000 })),
        }
      },
      'b2b/Flight/RefundOrder': { OrderNo: 'F2026112012', OrderStatus: 'Confirmed', FeeFen: 10_000, RefundFen: 95_000, RefundToText: '退回企业账户' },
    })
    await mountWith(fake.root, <FlightRefundScreen routeId='order3.0/flight/refund/index' query={query} />)
    await waitForText('选择退票乘机人')
    expect(bodyText()).toContain('☑ 张三')
    expect(bodyText()).toContain('☑ 李四')
    expect(bodyText()).toContain('退票费 ¥200.00')
    await clickText('☑ 张三')
    await waitForText('☐ 张三')
    await waitForText('退票费 ¥100.00')
    expect(bodyText()).toContain('李四：退票费¥100.00，退款¥950.00')
    expect(fake.calls.filter((c) => c.path === 'Flight/GetRefundQuote').pop()?.body).toEqual({ OrderNo: 'F2026112012', PassengerIds: [2] })
    await clickText('☐ 张三')
    await waitForText('☑ 张三')
    await clickText('☑ 李四')
    await clickText('☑ 张三')
    // The last ticked passenger stays ticked.
    expect(bodyText()).toContain('☑ 张三')
    await clickText('行程变更')
    await clickText('确认退票')
    await clickText('确定退票')
    while (!fake.calls.some((c) => c.path === 'Flight/RefundOrder')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'Flight/RefundOrder')?.body).toEqual({ OrderNo: 'F2026112012', Reason: '行程变更', PassengerIds: [1] })
  })

  it('a one-passenger order has nothing to tick', async () => {
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder({ Segments: [flightSegment()] }),
      'b2b/Flight/GetRefundQuote': { IsRefundable: true, FeeFen: 10_000, RefundFen: 95_000, IsInvoluntary: false, Description: '按客规收取', Reasons: ['行程变更'], Tickets: [] },
    })
    await mountWith(fake.root, <FlightRefundScreen routeId='order3.0/flight/refund/index' query={query} />)
    await waitForText('退票费 ¥100.00')
    expect(bodyText()).not.toContain('选择退票乘机人')
  })
})
