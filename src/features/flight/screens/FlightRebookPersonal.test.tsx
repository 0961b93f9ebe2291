import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import { flightFare, flightItem, flightOrder } from '@test/flight/flightOrders'
import FlightRebookListScreen from './FlightRebookListScreen'
import FlightRebookApplyScreen from './FlightRebookApplyScreen'
import FlightRebookReasonScreen from './FlightRebookReasonScreen'
import FlightOrderDetailScreen from './FlightOrderDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const query = { orderNo: 'F2026112012' }
const quote = {
  IsAllowed: true, Description: '改签费¥120/人', ChangeFeeFen: 12_000, FareDifferenceFen: 20_000, TotalFen: 32_000, IsInvoluntary: false,
  NewFlightNo: 'CZ3102', NewDepartTime: '2026-12-01 14:00', NewCabinName: '经济舱', NewPriceFen: 120_000, Reasons: [], IsPersonalPay: true,
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/flight/rebook/modifyList', 'order3.0/flight/rebook/modifyApply', 'order3.0/flight/rebook/selectReason', 'order3.0/flight/detail', 'payment/pay']))
afterEach(() => jest.restoreAllMocks())

describe('personal-pay rebook (decision 0400)', () => {
  it('says the traveller pays, and goes to the cashier with the 改签补款 order', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({
      'b2b/Flight/GetOrderDetail': flightOrder(),
      'b2b/Flight/QueryFlightList': { Flights: [flightItem()] },
      'b2b/Flight/QuerySeatList': { Flight: flightItem(), Fares: [flightFare()], StandardText: '' },
      'b2b/Flight/GetChangeQuote': quote,
      'b2b/Flight/ChangeOrder': {
        OrderNo: 'F2026112012', Seq: 1, FlightNo: 'CZ3102', DepartTime: '2026-12-01 14:00', ChargedFen: 0,
        PayMethodText: '请支付改签费用¥320，支付成功后完成改签', PayOrderNo: 'F2026112099', PayAmountFen: 32_000,
      },
    })
    await mountWith(fake.root, <FlightRebookListScreen routeId='order3.0/flight/rebook/modifyList' query={query} />)
    await waitForText('CZ3102')
    await clickText('14:00')
    await waitForText('经济舱 Y舱')
    await clickText('改签')
    await mountWith(fake.root, <FlightRebookReasonScreen />)
    await clickText('会议时间调整')
    await mountWith(fake.root, <FlightRebookApplyScreen routeId='order3.0/flight/rebook/modifyApply' query={query} />)
    await waitForText('需个人支付，支付成功后完成改签')
    expect(bodyText()).not.toContain('费用将从企业账户扣除')
    await clickText('确认改签并支付')
    expect(fake.toasts).toContain('请支付改签费用¥320，支付成功后完成改签')
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/payment/pay/pay?orderNo=F2026112099' })
  })

  it('the order shows its rebook waiting for payment; the 改签补款 order shows what it pays for', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const waiting = flightOrder({ PendingRebook: { PayOrderNo: 'F2026112099', Seq: 1, ToText: '12-01 14:00 CZ3102 经济舱', TotalFen: 32_000, PayDeadline: null } })
    waiting.Actions = { ...waiting.Actions, CanChange: false, CanRefund: false }
    const fake = fakeRoot({ 'b2b/Flight/GetOrderDetail': waiting })
    await mountWith(fake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={query} variant='v3' />)
    await waitForText('改签待支付')
    expect(bodyText()).toContain('改签至 12-01 14:00 CZ3102 经济舱，支付成功后完成改签')
    expect(document.querySelector('.order-actions')?.textContent ?? '').toBe('')
    await clickText('¥320.00 去支付 ›')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/payment/pay/pay?orderNo=F2026112099' })

    const bill = flightOrder({ OrderNo: 'F2026112099', Status: 'Confirmed', StatusText: '已改签', Rebook: { OfOrderNo: 'F2026112012', Seq: 1, FromText: '2026-12-01 08:00 CA1301 经济舱', ToText: '12-01 14:00 CZ3102 经济舱' } })
    bill.Actions = { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false, CanModifyName: false }
    const billFake = fakeRoot({ 'b2b/Flight/GetOrderDetail': bill })
    await mountWith(billFake.root, <FlightOrderDetailScreen routeId='order3.0/flight/detail' query={{ orderNo: 'F2026112099' }} variant='v3' />)
    await waitForText('原订单 F2026112012 ›')
    const heads = Array.from(document.querySelectorAll('.order-status-head__status')).map((el) => el.textContent)
    expect(heads[heads.length - 1]).toBe('已改签')
    expect(bodyText()).toContain('2026-12-01 08:00 CA1301 经济舱 改签至 12-01 14:00 CZ3102 经济舱')
  })
})
