import Taro from '@tarojs/taro'
import type { TrainItem, TrainOrderDetail } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import TrainChangeDetailScreen from './TrainChangeDetailScreen'
import TrainChangeInfoScreen from './TrainChangeInfoScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const DETAIL = 'b2b/TrainTicket/GetOrderDetail'
const LIST = 'b2b/TrainTicket/QueryTrainList'
const CHANGE = 'b2b/TrainTicket/ChangeTicket'

const order = (extra: Partial<TrainOrderDetail> = {}): TrainOrderDetail => ({
  OrderNo: 'T20991124100001', Status: 'Confirmed', StatusText: '已出票', TrainNo: 'G1', Date: '2099-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '二等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07A', PriceFen: 55350 }], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 55350, PaidFen: 55350, RefundedFen: 0, TicketNo: 'E1000011', PayDeadline: null, RefundRule: '', CreatedAt: '2099-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanChangeStation: false }, Policy: { IsOverStandard: false, Rule: '', Reason: '' },
  Costs: { CostCenterName: '', ProjectName: '', TravelApplyNo: '' }, ChangedFromOrderNo: '', ChangedToOrderNo: '', ...extra,
})
const g5: TrainItem = {
  TrainNo: 'G5', TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: '09:00', ArriveTime: '13:30', ArriveDayOffset: 0, DurationMinutes: 270, DistanceKm: 1318,
  Seats: [{ SeatCode: 'M', SeatName: '一等座', PriceFen: 93600, Remaining: 8 }],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/train/modifyInfo', 'train/modifyDetail', 'order3.0/train/detail', 'payment/pay']))

describe('TrainChangeInfoScreen', () => {
  const query = { orderNo: 'T20991124100001', trainNo: 'G5', date: '2099-11-25', seatCode: 'M' }
  it('shows both tickets and the difference to pay, then opens the cashier for the new order', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let tries = 0
    const { root, calls } = fakeRoot({
      [DETAIL]: order(), [LIST]: { Trains: [g5] },
      [CHANGE]: () => (++tries === 1 ? fail('一等座余票不足，请选择其他席别或车次', '4009') : { OrderNo: 'T2', OrderStatus: 'PendingPayment', PayAmountFen: 38250, RefundFen: 0, FeeFen: 0 }),
    })
    await mountWith(root, <TrainChangeInfoScreen routeId='order3.0/train/modifyInfo' query={query} />)
    await waitForText('新车票')
    expect(bodyText()).toContain('需补差价')
    expect(bodyText()).toContain('¥382.50')
    await clickSelector('.train-change-confirm')
    await flush()
    expect(redirectTo).not.toHaveBeenCalled()
    await clickSelector('.train-change-confirm')
    await flush()
    const changes = calls.filter((c) => c.path === 'TrainTicket/ChangeTicket')
    expect(changes).toHaveLength(2)
    expect(changes[0].options?.headers?.reqId).not.toBe(changes[1].options?.headers?.reqId)
    expect(changes[1].body).toEqual({ OrderNo: 'T20991124100001', TrainNo: 'G5', Date: '2099-11-25', SeatCode: 'M', ExpectedTotalFen: 93600, PassengerIds: [101] })
    expect(String(redirectTo.mock.calls.at(-1)?.[0]?.url)).toContain('/pages/payment/pay/pay?orderNo=T2')
  })
  it('says when the picked class is gone', async () => {
    const { root } = fakeRoot({ [DETAIL]: order(), [LIST]: { Trains: [{ ...g5, Seats: [{ ...g5.Seats[0], Remaining: 0 }] }] } })
    await mountWith(root, <TrainChangeInfoScreen routeId='order3.0/train/modifyInfo' query={query} />)
    await waitForText('所选车次席别已无票，请返回重新选择')
  })
})

describe('TrainChangeDetailScreen', () => {
  it('shows the ticket before and after a dearer change', async () => {
    const { root } = fakeRoot({
      [DETAIL]: (body: { OrderNo: string }) =>
        body.OrderNo === 'T2'
          ? order({ OrderNo: 'T2', TrainNo: 'G5', SeatName: '一等座', TotalFen: 93600, PaidFen: 38250, ChangedFromOrderNo: 'T20991124100001' })
          : order({ Status: 'Cancelled', ChangedToOrderNo: 'T2' }),
    })
    await mountWith(root, <TrainChangeDetailScreen routeId='train/modifyDetail' query={{ orderNo: 'T2' }} />)
    await waitForText('已补差价')
    expect(bodyText()).toContain('原车票')
    expect(bodyText()).toContain('G5')
    expect(bodyText()).toContain('¥382.50')
  })
  it('says when there was no change, and retries after an error', async () => {
    let n = 0
    const { root } = fakeRoot({ [DETAIL]: () => (++n === 1 ? fail('订单服务繁忙') : order()) })
    await mountWith(root, <TrainChangeDetailScreen routeId='train/modifyDetail' query={{ orderNo: 'T20991124100001' }} />)
    await waitForText('订单服务繁忙')
    await clickText('重试')
    await waitForText('该车票没有改签记录')
  })
})
