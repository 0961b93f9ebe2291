import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import DdShareTravelScreen from './DdShareTravelScreen'
import DingDemoScreen from './DingDemoScreen'
import LandingScreen from './LandingScreen'
import TravelInformationScreen from './TravelInformationScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => {
  const base = jest.requireActual('@test/shared/taroMock').taroForScreens()
  const useShareAppMessage = () => undefined
  return { ...base, useShareAppMessage, default: Object.assign(Object.create(base.default), { useShareAppMessage }) }
})

const trip = (no: string, title: string) => ({
  OrderNo: no, ProductType: 5, Title: title, Description: '经济舱', StartTime: '2026-06-01T08:00:00+08:00', EndTime: null,
  DepartureName: '北京首都国际机场T3', ArrivalName: '上海虹桥国际机场T2', TravellerName: '张伟', Status: 'ticketed', StatusName: '已出票', Amount: 128000, IsRead: true,
})

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'entry', 'home/ddShareTravel', 'home/kuchailv', 'banner/dongcheng', 'product3.0/hotel/index', 'order3.0/triplist', 'loginAndRegister/login']))
afterEach(() => jest.restoreAllMocks())

describe('分享行程', () => {
  it('shows the trip of the order as a card and copies its link', async () => {
    const copied = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({ 'common/api/order/GetSearchTripList': { Trips: [trip('F1', '北京 - 上海 CA1831'), trip('F12', '其他')], Total: 2, PageIndex: 1, PageSize: 10 } })
    await mountWith(fake.root, <DdShareTravelScreen routeId='home/ddShareTravel' query={{ orderNo: 'F1' }} />)
    await waitForText('张伟的机票行程：北京 - 上海 CA1831')
    expect(bodyText()).not.toContain('其他')
    await clickSelector('.share__copy')
    for (let i = 0; i < 50 && fake.toasts.length === 0; i += 1) await flush(1)
    expect(String((copied.mock.calls[0][0] as { data: string }).data)).toContain('/pages/order3.0/triplist')
    expect(fake.toasts).toContain('链接已复制')
  })

  it('offers the coming trips when opened without an order, and explains a failure', async () => {
    const fake = fakeRoot({ 'common/api/order/GetTripList': fail('网络不给力') })
    await mountWith(fake.root, <DdShareTravelScreen routeId='home/ddShareTravel' query={{}} />)
    await waitForText('网络不给力')
    fake.table['common/api/order/GetTripList'] = { Trips: [trip('F1', '北京 - 上海 CA1831'), trip('T2', '广州南 - 北京西 G80')], Total: 2, PageIndex: 1, PageSize: 20 }
    await clickText('重试')
    await waitForText('选择要分享的行程')
    await clickText('广州南 - 北京西 G80')
    await waitForText('张伟的机票行程：广州南 - 北京西 G80')
  })
})

describe('landing pages', () => {
  it('东呈 campaign opens the hotel booking for a member', async () => {
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({})
    await mountWith(root, <LandingScreen routeId='banner/dongcheng' variant='dongcheng' query={{}} />)
    expect(bodyText()).toContain('东呈会员 商旅专享')
    await clickText('立即预订酒店')
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/product3.0/hotel/index/index' })
  })

  it('酷差旅 sends a visitor to sign in', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({}, { isLoggedIn: false })
    await mountWith(root, <LandingScreen routeId='home/kuchailv' variant='kuchailv' query={{}} />)
    await clickText('登录后使用')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login' })
  })
})

describe('钉钉示例', () => {
  it('shows the environment and explains 免登 outside DingTalk', async () => {
    const { root } = fakeRoot({})
    await mountWith(root, <DingDemoScreen routeId='dingding/demo' query={{ corpId: 'dingdemo20001' }} />)
    expect(bodyText()).toContain('dingdemo20001')
    expect(bodyText()).toContain('已登录（张三）')
    await clickSelector('.demo__check')
    expect(bodyText()).toContain('当前不在钉钉小程序中')
  })
})

describe('出行信息', () => {
  it('shows the travellers with masked documents and the contacts', async () => {
    const { root, calls } = fakeRoot({
      'common/api/order/GetTravelInformation': {
        OrderNo: 'F1', ProductType: 5, Title: '北京 - 上海 CA1831',
        Travellers: [{ Name: '张伟', Document: '身份证 1101**********1234', PhoneMasked: '138****0001', Detail: '票号 999-1234567890' }],
        Contacts: [{ Name: '张伟', PhoneMasked: '138****0001', Email: '' }],
      },
    })
    await mountWith(root, <TravelInformationScreen routeId='order3.0/common/travelInformation' query={{ orderNo: 'F1' }} />)
    await waitForText('身份证 1101**********1234')
    expect(bodyText()).toContain('票号 999-1234567890')
    expect(calls[0].body).toEqual({ OrderNo: 'F1' })
  })

  it('says what is missing without an order number', async () => {
    const { root, calls } = fakeRoot({})
    await mountWith(root, <TravelInformationScreen routeId='order3.0/common/travelInformation' query={{}} />)
    await waitForText('缺少订单号')
    expect(calls).toHaveLength(0)
  })
})
