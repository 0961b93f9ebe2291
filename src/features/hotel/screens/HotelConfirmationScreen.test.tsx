import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import HotelConfirmationScreen from './HotelConfirmationScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const VOUCHER = {
  OrderNo: 'H1',
  HotelConfirmNo: 'CF20261201',
  HotelName: '北京国贸大酒店',
  HotelAddress: '北京市朝阳区建国门外大街1号',
  HotelPhone: '010-65052299',
  RoomName: '豪华大床房',
  RoomCount: 1,
  BreakfastCount: 1,
  ArrivalDate: '2026-12-01',
  DepartureDate: '2026-12-03',
  Nights: 2,
  CheckInTime: '14:00',
  CheckOutTime: '12:00',
  GuestNames: ['张三'],
  PayMethod: 'enterprise',
  Notes: ['请携带入住人有效身份证件办理入住'],
  IssuedAt: '2026-11-30T12:05:00+08:00',
}

async function mount(answer: unknown) {
  const fake = fakeRoot({ 'b2b/Order/GetHotelConfirmation': answer })
  await mountWith(fake.root, <HotelConfirmationScreen routeId='order2.0/hotel/checkInVoucher' query={{ orderNo: 'H1' }} />)
  return fake
}

beforeAll(initPxTransform)

describe('HotelConfirmationScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('says when the order is not confirmed yet, and shows the voucher after a retry', async () => {
    let attempts = 0
    const { calls } = await mount(() => (++attempts === 1 ? fail('订单未确认', '4001') : VOUCHER))
    await waitForText('订单未确认')
    await clickText('重试')
    await waitForText('确认号 CF20261201')
    expect(bodyText()).toContain('豪华大床房 · 1间 · 含单早')
    expect(bodyText()).toContain('房费由企业支付，前台无需付款')
    expect(calls[0].body).toEqual({ OrderNo: 'H1' })
  })
})
