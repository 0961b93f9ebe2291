import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, mountWith, waitForText } from '@test/shared/render'
import InsuranceOrderScreen from './InsuranceOrderScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const policy = (no: string, name: string, premium: number, status: 'Active' | 'Refunded', statusText: string) => ({
  PolicyNo: no, OrderNo: 'F1', ProductType: 5, ProductCode: 'FLIGHT_ACCIDENT', ProductName: name, Insurer: '中国平安财产保险', InsuredName: '张三',
  LegText: 'CA1301 北京→深圳', PremiumFen: premium, SumInsuredFen: 300_000_000, Coverage: '', Status: status, StatusText: statusText, StartsAt: '', EndsAt: '', CanClaim: false,
})

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order3.0/common/valueAddServices', 'order2.0/insurance/detail']))

it('增值服务: the services bought with the order, what was paid, refunded and what it cost', async () => {
  const fake = fakeRoot({
    'hotel-front-api/api/insurance/GetOrderPolicies': {
      OrderNo: 'F1', OrderTitle: '北京 → 深圳', CanBuy: false, BuyNote: '行程已结束，不能再投保', Products: [],
      Policies: [policy('P1', '航空意外险', 3_000, 'Active', '保障中'), policy('P2', '航班延误险', 2_000, 'Refunded', '已退保')],
    },
  })
  await mountWith(fake.root, <InsuranceOrderScreen routeId='order3.0/common/valueAddServices' variant='services' query={{ orderNo: 'F1' }} />)
  await waitForText('已购2项 · 支付¥50.00')
  expect(bodyText()).toContain('1项已随退票退保 · 退回¥20.00')
  expect(bodyText()).toContain('实际费用 ¥30.00')
  expect(bodyText()).toContain('保费¥20.00 · 已退¥20.00')
  expect(bodyText()).toContain('已购服务')
})

it('says the order number is missing', async () => {
  const fake = fakeRoot({})
  await mountWith(fake.root, <InsuranceOrderScreen routeId='order3.0/common/valueAddServices' variant='services' query={{}} />)
  await waitForText('缺少订单号')
})
