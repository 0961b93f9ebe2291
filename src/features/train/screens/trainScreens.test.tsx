import Taro from '@tarojs/taro'
import type { TrainItem, TrainOrderDetail } from '@api/train'
import { addWireDays } from '@domain/dates/wireDate'
import { todayWire } from '@/core/format'
import { initPxTransform } from '@test/shell/taro'
import { fail, noResult } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import TrainChangeRuleScreen from './TrainChangeRuleScreen'
import TrainChangeScreen from './TrainChangeScreen'
import TrainDetailScreen from './TrainDetailScreen'
import TrainIndexScreen from './TrainIndexScreen'
import TrainListScreen from './TrainListScreen'
import TrainStationScreen from './TrainStationScreen'
import TrainTransferDetailScreen from './TrainTransferDetailScreen'
import TrainOrderDetailScreen from './TrainOrderDetailScreen'
import TrainOrderWriteScreen from './TrainOrderWriteScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const LIST = 'b2b/TrainTicket/QueryTrainList'
const CREATE = 'b2b/TrainTicket/CreateOrder'
const DETAIL = 'b2b/TrainTicket/GetOrderDetail'
const QUOTE = 'b2b/TrainTicket/GetRefundFee'
const REFUND = 'b2b/TrainTicket/RefundTicket'

const train = (no: string, type: TrainItem['TrainType'], remaining = 30): TrainItem => ({
  TrainNo: no, TrainType: type, FromStationCode: 'VNP', FromStationName: '北京南', ToStationCode: 'AOH', ToStationName: '上海虹桥', StartStationName: '北京南',
  EndStationName: '上海虹桥', DepartTime: type === 'G' ? '07:00' : '06:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, DistanceKm: 1318,
  Seats: [{ SeatCode: 'O', SeatName: '二等座', PriceFen: 55350, Remaining: remaining }, { SeatCode: 'W', SeatName: '无座', PriceFen: 40850, Remaining: 3 }],
})

const order = (extra: Partial<TrainOrderDetail> = {}): TrainOrderDetail => ({
  OrderNo: 'T20261124100001', Status: 'Confirmed', StatusText: '已出票', TrainNo: 'G1', Date: '2026-11-25', FromStationName: '北京南', ToStationName: '上海虹桥',
  DepartTime: '07:00', ArriveTime: '11:28', ArriveDayOffset: 0, DurationMinutes: 268, SeatName: '二等座',
  Passengers: [{ PassengerId: 101, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07A', PriceFen: 55350 }], ContactName: '张三', ContactPhoneMasked: '138****0001',
  TotalFen: 55350, PaidFen: 55350, RefundedFen: 0, TicketNo: 'E1000011', PayDeadline: null, RefundRule: '退票规则', CreatedAt: '2026-11-24T10:00:00+08:00',
  Actions: { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanChangeStation: false }, ChangedFromOrderNo: '', ChangedToOrderNo: '', Policy: { IsOverStandard: false, Rule: '', Reason: '' }, Costs: { CostCenterName: '', ProjectName: '', TravelApplyNo: '' }, ...extra,
})

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['train/list', 'train/writeOrder', 'payment/pay', 'order3.0/train/detail']))

describe('TrainListScreen', () => {
  const query = { from: '北京', to: '上海', date: '2026-11-25', highSpeed: '0' }
  it('moves a day on and back on its date strip, asking for that day\'s trains (issue 34)', async () => {
    const day = (n: number) => addWireDays(todayWire(), n)
    const { root, calls } = fakeRoot({ [LIST]: (body: { Date: string }) => ({ Trains: [train(body.Date === day(4) ? 'G4' : 'G3', 'G')] }) })
    await mountWith(root, <TrainListScreen routeId='train/list' query={{ ...query, date: day(3) }} />)
    await waitForText('G3')
    await clickText('后一天')
    await waitForText('G4')
    expect(calls.filter((c) => c.path === 'TrainTicket/QueryTrainList').map((c) => (c.body as { Date: string }).Date)).toEqual([day(3), day(4)])
    expect(document.querySelector('.train-note')?.textContent).toContain(day(4))
    expect(document.querySelector(`[data-date="${day(4)}"]`)?.getAttribute('aria-pressed')).toBe('true')
    await clickText('前一天')
    await waitForText('G3')
  })
  it('shows the error and retries', async () => {
    let attempts = 0
    const { root } = fakeRoot({ [LIST]: () => (++attempts === 1 ? fail('车次服务繁忙') : { Trains: [train('G1', 'G')] }) })
    await mountWith(root, <TrainListScreen routeId='train/list' query={query} />)
    await waitForText('车次服务繁忙')
    await clickText('重试')
    await waitForText('G1')
  })
  it('shows seats left, seat notes and keeps only high-speed trains on 高铁/动车', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [train('K101', 'K', 0), train('G1', 'G')] } })
    await mountWith(root, <TrainListScreen routeId='train/list' query={query} />)
    await waitForText('G1')
    expect(bodyText()).toContain('二等座 有')
    expect(bodyText()).toContain('成功率提高40%')
    expect(bodyText()).toContain('K101')
    await clickText('高铁/动车')
    await flush()
    expect(bodyText()).not.toContain('K101')
  })
  it('titles the list with station names, not telegraph codes, and opens 抢票 with them', async () => {
    setLiveRoutes(['train/list', 'train/grabbWriteOrder'])
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ [LIST]: { Trains: [train('G1', 'G', 0)] } })
    await mountWith(root, <TrainListScreen routeId='train/list' query={{ from: 'VNP', to: 'AOH', date: '2026-11-25', highSpeed: '0', fromName: '北京南', toName: '上海虹桥' }} />)
    await waitForText('G1')
    expect(document.querySelector('.page-layout__title')?.textContent).toBe('北京南 → 上海虹桥')
    await clickText('抢票')
    const url = decodeURIComponent(String(navigateTo.mock.calls.at(-1)?.[0]?.url))
    expect(url).toContain('fromName=北京南')
    expect(url).toContain('toName=上海虹桥')
    navigateTo.mockRestore()
  })
  it('names the stations of a list opened by codes alone from the trains found', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [train('G1', 'G')] } })
    await mountWith(root, <TrainListScreen routeId='train/list' query={{ from: 'VNP', to: 'AOH', date: '2026-11-25', highSpeed: '0' }} />)
    await waitForText('G1')
    expect(document.querySelector('.page-layout__title')?.textContent).toBe('北京南 → 上海虹桥')
  })
  it('shows the empty state for no train', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [] } })
    await mountWith(root, <TrainListScreen routeId='train/list' query={query} />)
    await waitForText('暂无符合条件的车次')
  })
})

describe('TrainOrderWriteScreen', () => {
  const query = { trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH', seatCode: 'O' }
  it('asks for the ID card, keeps the input when the server refuses, then submits and opens the cashier', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let attempts = 0
    const { root, calls } = fakeRoot(
      { [LIST]: { Trains: [train('G1', 'G')] }, [CREATE]: () => (++attempts === 1 ? fail('二等座余票不足，请选择其他席别或车次', '4009') : { OrderNo: 'T1', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 55350 }) },
      { settings: { phone: '13800000001' } },
    )
    await mountWith(root, <TrainOrderWriteScreen routeId='train/writeOrder' query={query} />)
    await waitForText('提交订单')
    expect(bodyText()).toContain('¥553.50')
    await clickText('提交订单')
    await waitForText('请填写正确的18位身份证号')
    await typeInto('18位身份证号', '110101199001011384')
    await clickText('提交订单')
    await waitForText('余票不足')
    // What the user typed is kept after the refusal (the field must be there and hold it).
    expect((document.querySelector('input[placeholder="18位身份证号"]') as HTMLInputElement | null)?.value).toBe('110101199001011384')
    await clickText('提交订单')
    await flush()
    const creates = calls.filter((c) => c.path === 'TrainTicket/CreateOrder')
    expect(creates).toHaveLength(2)
    expect(creates[0].options?.headers?.reqId).not.toBe(creates[1].options?.headers?.reqId)
    expect(creates[1].body).toMatchObject({ TrainNo: 'G1', SeatCode: 'O', ExpectedTotalFen: 55350, Passengers: [{ IdNo: '110101199001011384' }] })
    expect(String(navigateTo.mock.calls[0]?.[0]?.url)).toContain('orderNo=T1')
  })
})

describe('TrainOrderDetailScreen', () => {
  it('shows the issued ticket and refunds with the quoted fee', async () => {
    let refunded = false
    const { root, calls } = fakeRoot({
      [DETAIL]: () => (refunded ? order({ Status: 'Refunded', RefundedFen: 49800, Actions: { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false, CanChangeStation: false } }) : order()),
      [QUOTE]: { PaidFen: 55350, FeeFen: 5550, RefundFen: 49800, RateText: '开车前24小时至48小时退票，收取票价10%的退票费' },
      [REFUND]: () => ((refunded = true), { OrderNo: 'T20261124100001', OrderStatus: 'Refunded', FeeFen: 5550, RefundFen: 49800 }),
    })
    await mountWith(root, <TrainOrderDetailScreen routeId='order3.0/train/detail' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('05车07A')
    await clickText('退票')
    await waitForText('退票费¥55.50，预计退款¥498.00')
    await clickText('确认')
    await waitForText('已退款')
    expect(calls.some((c) => c.path === 'TrainTicket/RefundTicket')).toBe(true)
  })
})

describe('TrainDetailScreen', () => {
  it('shows the seats and the stop list with stop times', async () => {
    const { root } = fakeRoot({
      [LIST]: { Trains: [train('G1', 'G')] },
      'b2b/TrainTicket/GetStopStations': {
        TrainNo: 'G1',
        Stops: [
          { Index: 0, StationName: '北京南', ArriveTime: '----', DepartTime: '07:00', StopMinutes: 0, DayOffset: 0 },
          { Index: 1, StationName: '南京南', ArriveTime: '10:05', DepartTime: '10:07', StopMinutes: 2, DayOffset: 0 },
          { Index: 2, StationName: '上海虹桥', ArriveTime: '11:28', DepartTime: '----', StopMinutes: 0, DayOffset: 0 },
        ],
      },
    })
    await mountWith(root, <TrainDetailScreen routeId='train/detail' query={{ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH' }} />)
    await waitForText('南京南')
    expect(bodyText()).toContain('10:05 / 10:07 / 2分')
    expect(bodyText()).toContain('二等座 有')
  })
  it('says so when the train does not serve the stations', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [] }, 'b2b/TrainTicket/GetStopStations': { TrainNo: 'G1', Stops: [] } })
    await mountWith(root, <TrainDetailScreen routeId='train/detail' query={{ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH' }} />)
    await waitForText('该车次当日不经停所选车站')
  })
})

describe('transfers', () => {
  const plan = { TransferCity: '上海', IsSameStation: true, WaitMinutes: 45, TotalMinutes: 360, First: { ...train('G7502', 'G'), FromStationName: '杭州东', ToStationName: '上海虹桥' }, Second: train('G2', 'G') }
  it('the list offers transfer plans when there is no direct train', async () => {
    const { root } = fakeRoot({ [LIST]: { Trains: [] }, 'b2b/TrainTicket/QueryTransferList': { Plans: [plan] } })
    await mountWith(root, <TrainListScreen routeId='product3.0/train/list' query={{ from: '杭州', to: '北京', date: '2026-11-25', highSpeed: '0' }} />)
    await waitForText('暂无直达车次，为您推荐中转方案')
    expect(bodyText()).toContain('上海中转 · 同站换乘 · 停留45分钟')
  })
  it('offers the transfer plans when the direct search answers 2000 (no direct train, a valid empty result)', async () => {
    const { root } = fakeRoot({ [LIST]: noResult({ Trains: [] }, '暂无直达车次'), 'b2b/TrainTicket/QueryTransferList': { Plans: [plan] } })
    await mountWith(root, <TrainListScreen routeId='train/list' query={{ from: '济南', to: '长沙', date: '2026-11-25', highSpeed: '0' }} />)
    await waitForText('暂无直达车次，为您推荐中转方案')
    expect(bodyText()).toContain('上海中转 · 同站换乘 · 停留45分钟')
    expect(bodyText()).not.toContain('重试')
  })
  it('the transfer detail shows both trains and the change', async () => {
    const { root } = fakeRoot({ 'b2b/TrainTicket/QueryTransferList': { Plans: [plan] } })
    await mountWith(root, <TrainTransferDetailScreen routeId='product3.0/train/detail/detailTransfer' query={{ from: '杭州', to: '北京', date: '2026-11-25', first: 'G7502', second: 'G2' }} />)
    await waitForText('G7502')
    expect(bodyText()).toContain('同站换乘（上海虹桥）')
    expect(bodyText()).toContain('G2')
  })
})

describe('TrainChangeScreen', () => {
  it('lists other trains between the same stations and asks to pay the difference for a dearer seat', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const dearer = { ...train('G5', 'G'), Seats: [{ SeatCode: 'M' as const, SeatName: '一等座', PriceFen: 93600, Remaining: 8 }] }
    const { root, calls } = fakeRoot({
      [DETAIL]: order({ Date: '2099-01-10' }),
      [LIST]: { Trains: [train('G1', 'G'), dearer] },
      'b2b/TrainTicket/ChangeTicket': { OrderNo: 'T2', OrderStatus: 'PendingPayment', PayAmountFen: 38250, RefundFen: 0, FeeFen: 0 },
    })
    await mountWith(root, <TrainChangeScreen routeId='order3.0/train/modifyDate' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('G5')
    expect(document.querySelectorAll('.train-card')).toHaveLength(1)
    await clickText('一等座 8张')
    await waitForText('需补差价¥382.50')
    await clickText('确认')
    await flush()
    expect(calls.find((c) => c.path === 'TrainTicket/ChangeTicket')?.body).toMatchObject({ TrainNo: 'G5', SeatCode: 'M', ExpectedTotalFen: 93600, Date: '2099-01-10' })
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('orderNo=T2')
  })
})

describe('policy on the train form', () => {
  const standard = {
    Grade: 'employee', GradeName: '员工', Products: [],
    Standards: {
      hotel: null, flight: null, car: null, takeout: null,
      train: { seatClasses: { employee: ['二等座'], manager: ['二等座', '一等座'] }, sleeperClasses: { employee: [], manager: [] }, nightTrain: { departFrom: '19:00', minHours: 6 }, whenExceeded: 'requireReason' },
    },
  }
  it('an employee choosing 一等座 sees the rule and the compliant 二等座, and must give a reason', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const withFirst = { ...train('G1', 'G'), Seats: [{ SeatCode: 'M' as const, SeatName: '一等座', PriceFen: 93600, Remaining: 8 }, { SeatCode: 'O' as const, SeatName: '二等座', PriceFen: 55350, Remaining: 8 }] }
    const { root, calls } = fakeRoot(
      { [LIST]: { Trains: [withFirst] }, 'b2b/Customer/QueryMyTravelStandard': standard, [CREATE]: { OrderNo: 'T1', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 93600 } },
      { settings: { phone: '13800000001' } },
    )
    await mountWith(root, <TrainOrderWriteScreen routeId='train/writeOrder' query={{ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH', seatCode: 'M' }} />)
    await waitForText('超出差标：员工乘坐火车限二等座')
    expect(bodyText()).toContain('差标内可选：二等座 ¥553.50')
    await typeInto('18位身份证号', '110101199001011384')
    await clickText('提交订单')
    await waitForText('请填写超标原因')
    expect(calls.some((c) => c.path === 'TrainTicket/CreateOrder')).toBe(false)
    await typeInto('请填写超标原因', '二等座无票')
    await clickText('提交订单')
    await flush()
    expect(calls.find((c) => c.path === 'TrainTicket/CreateOrder')?.body).toMatchObject({ SeatCode: 'M', OverStandardReason: '二等座无票' })
  })
})

describe('TrainStationScreen and the train home', () => {
  const stations = {
    Stations: [
      { Code: 'VNP', Name: '北京南', CityName: '北京', Pinyin: 'beijingnan', Initials: 'bjn', IsHot: true },
      { Code: 'NKH', Name: '南京南', CityName: '南京', Pinyin: 'nanjingnan', Initials: 'njn', IsHot: true },
    ],
  }
  it('finds a station by initials and sets it as the departure of the home', async () => {
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'b2b/TrainTicket/GetStationList': stations })
    await mountWith(root, <TrainStationScreen routeId='train/departure' query={{ side: 'from' }} />)
    await waitForText('热门城市')
    await typeInto('搜索城市/车站（中文、拼音或首字母）', 'njn')
    await clickText('南京南')
    await mountWith(root, <TrainIndexScreen routeId='train/index' query={{}} />)
    await waitForText('查询车票')
    expect(document.querySelector('.train-route__from')?.textContent).toBe('南京南')
  })
  it('the home opens the list and keeps each search in the history', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, toasts } = fakeRoot({})
    await mountWith(root, <TrainIndexScreen routeId='train/index' query={{}} />)
    await clickText('查询车票')
    expect(String(navigateTo.mock.calls.at(-1)?.[0]?.url)).toContain('from=%E5%8C%97%E4%BA%AC')
    await clickText('⇄')
    await clickText('查询车票')
    expect(root.searchCache.history.train).toHaveLength(2)
    await clickText('上海-北京')
    expect(toasts).toEqual([])
  })
})

describe('TrainChangeRuleScreen', () => {
  it('shows the change rules and the refund bands', async () => {
    const { root } = fakeRoot({})
    await mountWith(root, <TrainChangeRuleScreen routeId='train/modifyList/changerule' query={{}} />)
    await waitForText('每张车票限改签一次')
    expect(bodyText()).toContain('开车前24小时至48小时退票，收取票价10%的退票费')
  })
})

describe('选座 on the write form and the order', () => {
  it('sends the picked seat letter with the passenger and shows the wish on the order', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot(
      { [LIST]: { Trains: [train('G1', 'G')] }, [CREATE]: { OrderNo: 'T1', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 55350 } },
      { settings: { phone: '13800000001' } },
    )
    await mountWith(root, <TrainOrderWriteScreen routeId='train/writeOrder' query={{ trainNo: 'G1', date: '2026-11-25', fromCode: 'VNP', toCode: 'AOH', seatCode: 'O' }} />)
    await waitForText('选座')
    await typeInto('18位身份证号', '110101199001011384')
    await clickText('F 靠窗')
    await clickText('提交订单')
    await flush()
    expect(calls.find((c) => c.path === 'TrainTicket/CreateOrder')?.body).toMatchObject({ Passengers: [{ IdNo: '110101199001011384', SeatPreference: 'F' }] })
  })

  it('the order shows each passenger\'s wish beside the seat given', async () => {
    const { root } = fakeRoot({ [DETAIL]: order({ Passengers: [{ PassengerId: 102, TicketStatus: 'Valid', TicketStatusText: '已出票', FeeFen: 0, RefundFen: 0, ChangedToOrderNo: '', Name: '张三', IdNoMasked: '1101**********1234', SeatNo: '05车07F', PriceFen: 55350, SeatPreferenceText: 'F 靠窗' }] }) })
    await mountWith(root, <TrainOrderDetailScreen routeId='order3.0/train/detail' query={{ orderNo: 'T20261124100001' }} />)
    await waitForText('选座偏好：F 靠窗')
    expect(bodyText()).toContain('05车07F')
  })
})
