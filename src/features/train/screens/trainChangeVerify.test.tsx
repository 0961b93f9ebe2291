import Taro from '@tarojs/taro'
import type { TrainItem, TrainOrderDetail } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import TrainChangeInfoScreen from './TrainChangeInfoScreen'
import TrainChangeVerifyScreen from './TrainChangeVerifyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const DETAIL = 'b2b/TrainTicket/GetOrderDetail'
const LIST = 'b2b/TrainTicket/QueryTrainList'
const CHANGE = 'b2b/TrainTicket/ChangeTicket'
const SEND = 'b2b/TrainTicket/SendChangeCode'
const VERIFY = 'b2b/TrainTicket/VerifyChangeCode'

const order = (extra: Partial<TrainOrderDetail> = {}): TrainOrderDetail => ({
  OrderNo: 'T20991124100001', Status: 'Confirmed', StatusText: '已出票', TrainNo: 'G1', Date: '2099-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '二等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07A', PriceFen: 55350 }], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 55350, PaidFen: 55350, RefundedFen: 0, TicketNo: 'E1000011', PayDeadline: null, RefundRule: '', CreatedAt: '2099-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanChangeStation: false }, Policy: { IsOverStandard: false, Rule: '', Reason: '' },
  Costs: { CostCenterName: '', ProjectName: '', TravelApplyNo: '' }, ChangedFromOrderNo: '', ChangedToOrderNo: '', ChangeCheckedUntil: null, ...extra,
})
const g5: TrainItem = {
  TrainNo: 'G5', TrainType: 'G', FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: '09:00', ArriveTime: '13:30', ArriveDayOffset: 0, DurationMinutes: 270, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: 8 }],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/train/modifyInfo', 'train/modifyVerification', 'order3.0/train/detail', 'payment/pay']))

describe('改签验证', () => {
  it('a change to another date opens the phone check first; a same-date change does not', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({ [DETAIL]: order(), [LIST]: { Trains: [g5] } })
    await mountWith(root, <TrainChangeInfoScreen routeId='order3.0/train/modifyInfo' query={{ orderNo: 'T20991124100001', trainNo: 'G5', date: '2099-11-26', seatCode: 'O' }} />)
    await waitForText('验证手机号后改签')
    expect(bodyText()).toContain('改签至其他日期需先验证联系人手机号138****0001')
    await clickSelector('.train-change-confirm')
    await flush()
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('/pages/train/modifyVerification/modifyVerification?orderNo=T20991124100001')
    expect(calls.some((c) => c.path === 'TrainTicket/ChangeTicket')).toBe(false)
  })

  it('a check still standing lets the change go ahead', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const until = new Date(Date.now() + 10 * 60_000).toISOString()
    const { root, calls } = fakeRoot({
      [DETAIL]: order({ ChangeCheckedUntil: until }), [LIST]: { Trains: [g5] },
      [CHANGE]: { OrderNo: 'T2', OrderStatus: 'Confirmed', PayAmountFen: 0, RefundFen: 0, FeeFen: 0 },
    })
    await mountWith(root, <TrainChangeInfoScreen routeId='order3.0/train/modifyInfo' query={{ orderNo: 'T20991124100001', trainNo: 'G5', date: '2099-11-26', seatCode: 'O' }} />)
    await waitForText('确认改签')
    expect(bodyText()).not.toContain('验证手机号后改签')
    await clickSelector('.train-change-confirm')
    await flush()
    expect(calls.filter((c) => c.path === 'TrainTicket/ChangeTicket')).toHaveLength(1)
    expect(String(redirectTo.mock.calls.at(-1)?.[0]?.url)).toContain('orderNo=T2')
  })

  it('sends the code to the contact phone, keeps a wrong code typed with its message, then passes', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    let tries = 0
    const { root, calls } = fakeRoot({
      [SEND]: { PhoneMasked: '138****0001' },
      [VERIFY]: () => (++tries === 1 ? fail('验证码错误，请重新输入', '4000') : { OrderNo: 'T20991124100001', CheckedUntil: '2099-11-24T10:30:00+08:00' }),
    })
    await mountWith(root, <TrainChangeVerifyScreen routeId='train/modifyVerification' query={{ orderNo: 'T20991124100001' }} />)
    await clickText('验证并继续改签')
    await waitForText('请先获取验证码')
    await clickText('获取验证码')
    await waitForText('验证码已发送至138****0001')
    await typeInto('6位验证码', '123456')
    await clickText('验证并继续改签')
    await waitForText('验证码错误，请重新输入')
    expect(navigateBack).not.toHaveBeenCalled()
    await clickText('验证并继续改签')
    await flush()
    expect(calls.filter((c) => c.path === 'TrainTicket/VerifyChangeCode').map((c) => c.body)).toEqual([
      { OrderNo: 'T20991124100001', Code: '123456' }, { OrderNo: 'T20991124100001', Code: '123456' },
    ])
    expect(navigateBack).toHaveBeenCalled()
  })
})
