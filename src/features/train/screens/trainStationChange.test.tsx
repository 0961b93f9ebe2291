import Taro from '@tarojs/taro'
import type { GetStationChangeOptionsData, TrainOrderDetail } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import TrainOrderDetailScreen from './TrainOrderDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const DETAIL = 'b2b/TrainTicket/GetOrderDetail'
const OPTIONS = 'b2b/TrainTicket/GetStationChangeOptions'
const CHANGE = 'b2b/TrainTicket/ChangeStation'

// Departs in 2099: far more than 48 hours out at any hour the test runs.
const order = (extra: Partial<TrainOrderDetail> = {}): TrainOrderDetail => ({
  OrderNo: 'T20991124100001', Status: 'Confirmed', StatusText: '已出票', TrainNo: 'G1', Date: '2099-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '二等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07A', PriceFen: 60000 }], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 60000, PaidFen: 60000, RefundedFen: 0, TicketNo: 'E1000011', PayDeadline: null, RefundRule: '', CreatedAt: '2099-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: false, CanChangeStation: true }, Policy: { IsOverStandard: false, Rule: '', Reason: '' },
  Costs: { CostCenterName: '', ProjectName: '', TravelApplyNo: '' }, ChangedFromOrderNo: '', ChangedToOrderNo: '', ChangeCheckedUntil: null, ...extra,
})
const options: GetStationChangeOptionsData = {
  Stations: [
    { StationCode: 'NKH', StationName: '南京南', ArriveTime: '10:05', DayOffset: 0, Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 44350, Remaining: 5 }] },
    { StationCode: 'SZH', StationName: '苏州', ArriveTime: '12:10', DayOffset: 0, Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 52500, Remaining: 0 }] },
  ],
  Rules: ['开车前48小时以上可在线办理变更到站一次：车次、日期和出发站不变，只变更到达站。'],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/train/detail', 'payment/pay']))

describe('变更到站 on the train order detail', () => {
  it('lists the stops, shows the difference back (8 days or more: no fee), sends the change and opens the new order', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ [DETAIL]: order(), [OPTIONS]: options, [CHANGE]: { OrderNo: 'T20991124100002', OrderStatus: 'Confirmed', PayAmountFen: 0, RefundFen: 15650, FeeFen: 0 } })
    await mountWith(root, <TrainOrderDetailScreen routeId='order3.0/train/detail' query={{ orderNo: 'T20991124100001' }} />)
    await waitForText('变更到站')
    await clickText('变更到站')
    await waitForText('南京南')
    expect(calls.filter((c) => c.path === 'TrainTicket/GetStationChangeOptions').map((c) => c.body)).toEqual([{ OrderNo: 'T20991124100001', PassengerIds: [101] }])
    await clickText('二等座 无')
    expect(bodyText()).not.toContain('变更至苏州')
    await clickText('二等座 5张')
    await waitForText('变更至南京南（二等座）：退还差价¥156.50')
    await clickText('确认变更')
    await flush()
    expect(calls.filter((c) => c.path === 'TrainTicket/ChangeStation').map((c) => c.body)).toEqual([{ OrderNo: 'T20991124100001', ToStationCode: 'NKH', SeatCode: 'O', ExpectedTotalFen: 44350, PassengerIds: [101] }])
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('orderNo=T20991124100002')
  })

  it("shows the server's refusal in the sheet and keeps the choice", async () => {
    const { root } = fakeRoot({ [DETAIL]: order(), [OPTIONS]: options, [CHANGE]: fail('二等座余票不足，请选择其他席别或车次') })
    await mountWith(root, <TrainOrderDetailScreen routeId='order3.0/train/detail' query={{ orderNo: 'T20991124100001' }} />)
    await waitForText('变更到站')
    await clickText('变更到站')
    await waitForText('南京南')
    await clickText('二等座 5张')
    await clickText('确认变更')
    await waitForText('二等座余票不足，请选择其他席别或车次')
    expect(bodyText()).toContain('变更至南京南（二等座）')
  })

  it('a 变更到站 ticket reads 变更到站自 and offers no button', async () => {
    const { root } = fakeRoot({ [DETAIL]: order({ ChangedFromOrderNo: 'T20991124100000', IsStationChange: true, Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: false, CanChangeStation: false } }) })
    await mountWith(root, <TrainOrderDetailScreen routeId='order3.0/train/detail' query={{ orderNo: 'T20991124100001' }} />)
    await waitForText('变更到站自')
    expect(bodyText()).not.toMatch(/退票变更到站|确认变更/)
    expect(bodyText()).toContain('退票')
  })
})
