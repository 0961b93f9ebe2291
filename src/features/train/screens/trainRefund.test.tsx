import Taro from '@tarojs/taro'
import type { TrainOrderDetail } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import { reasonSessionOf } from '../stores/reasonSession'
import TrainRefundScreen from './TrainRefundScreen'
import TrainSelectReasonScreen from './TrainSelectReasonScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const DETAIL = 'b2b/TrainTicket/GetOrderDetail'
const QUOTE = 'b2b/TrainTicket/GetRefundFee'
const REFUND = 'b2b/TrainTicket/RefundTicket'

const order = (): TrainOrderDetail => ({
  OrderNo: 'T20261124100001', Status: 'Confirmed', StatusText: '已出票', TrainNo: 'G1', Date: '2099-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '二等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07A', PriceFen: 55350 }], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 55350, PaidFen: 55350, RefundedFen: 0, TicketNo: 'E1000011', PayDeadline: null, RefundRule: '退票规则', CreatedAt: '2026-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanChangeStation: false }, ChangedFromOrderNo: '', ChangedToOrderNo: '', Policy: { IsOverStandard: false, Rule: '', Reason: '' }, Costs: { CostCenterName: '', ProjectName: '', TravelApplyNo: '' },
})
const quote = { PaidFen: 55350, FeeFen: 2750, RefundFen: 52600, RateText: '开车前48小时至8天退票，收取票价5%的退票费' }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/train/returnTicket/index', 'order3.0/train/common/selectReason', 'order3.0/train/detail']))

describe('TrainRefundScreen', () => {
  it('shows the fee and the refund, sends the picked reason and opens the order', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({
      [DETAIL]: order(), [QUOTE]: quote,
      [REFUND]: { OrderNo: 'T20261124100001', OrderStatus: 'Refunded', FeeFen: 2750, RefundFen: 52600 },
    })
    await mountWith(root, <TrainRefundScreen routeId='order3.0/train/returnTicket/index' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('预计退款')
    expect(bodyText()).toContain('¥27.50')
    expect(bodyText()).toContain('¥526.00')
    expect(bodyText()).toContain('行程变更')
    await clickText('行程变更 ›')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('selectReason')
    expect(reasonSessionOf(root).request).toEqual({ kind: 'refund', current: '行程变更' })
    await clickText('确认退票')
    await waitForText('退票费¥27.50，预计退款¥526.00，确定退票吗？')
    await clickText('确认')
    await flush()
    expect(calls.filter((c) => c.path === 'TrainTicket/RefundTicket').map((c) => c.body)).toEqual([{ OrderNo: 'T20261124100001', Reason: '行程变更', PassengerIds: [101] }])
    expect(String(redirectTo.mock.calls.at(-1)?.[0]?.url)).toContain('orderNo=T20261124100001')
  })

  it('on a two-passenger order refunds only the tickets left picked; an ended ticket cannot be picked', async () => {
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const two = order()
    const li = { ...two.Passengers[0], PassengerId: 102, Name: '李娜', SeatNo: '05车07B' }
    const wang = { ...two.Passengers[0], PassengerId: 103, Name: '王五', TicketStatus: 'Changed' as const, TicketStatusText: '已改签', ChangedToOrderNo: 'T2' }
    const { root, calls } = fakeRoot({
      [DETAIL]: { ...two, Passengers: [two.Passengers[0], li, wang] }, [QUOTE]: quote,
      [REFUND]: { OrderNo: 'T20261124100001', OrderStatus: 'Confirmed', FeeFen: 2750, RefundFen: 52600 },
    })
    await mountWith(root, <TrainRefundScreen routeId='order3.0/train/returnTicket/index' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('选择退票乘车人')
    expect(bodyText()).toContain('已改签')
    await waitForText('所选2张票款')
    await clickText('李娜')
    await waitForText('所选1张票款')
    await clickText('王五')
    await flush()
    const quotes = calls.filter((c) => c.path === 'TrainTicket/GetRefundFee').map((c) => c.body)
    expect(quotes).toEqual([{ OrderNo: 'T20261124100001', PassengerIds: [101, 102] }, { OrderNo: 'T20261124100001', PassengerIds: [101] }])
    await clickText('确认退票')
    await waitForText('确定退票吗？')
    await clickText('确认')
    await flush()
    expect(calls.filter((c) => c.path === 'TrainTicket/RefundTicket').map((c) => c.body)).toEqual([{ OrderNo: 'T20261124100001', Reason: '行程变更', PassengerIds: [101] }])
  })

  it('says why the quote failed and keeps the button off', async () => {
    const { root } = fakeRoot({ [DETAIL]: order(), [QUOTE]: fail('列车已开出，不能在线退票') })
    await mountWith(root, <TrainRefundScreen routeId='order3.0/train/returnTicket/index' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('列车已开出，不能在线退票')
  })
})

describe('TrainSelectReasonScreen', () => {
  it('answers a listed reason, and 其他 only with the traveller\'s words', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({})
    const session = reasonSessionOf(root)
    session.open('p', { kind: 'refund', current: '行程变更' })
    await mountWith(root, <TrainSelectReasonScreen routeId='order3.0/train/common/selectReason' query={{}} />)
    expect(bodyText()).toContain('因病无法出行')
    await clickText('其他')
    await clickText('确定')
    await waitForText('请填写具体原因')
    await typeInto('请填写具体原因', '会议改期')
    await clickText('确定')
    expect(session.take('p')).toBe('其他：会议改期')
  })
})
