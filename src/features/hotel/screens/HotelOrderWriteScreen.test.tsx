import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { CONTEXT, plan, room } from '@test/hotel/testData'
import { hotelFlowOf } from '../stores/hotelFlow'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import HotelOrderWriteScreen from './HotelOrderWriteScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const CREATE = 'hotel/api/hotel/order/CreateOrder'
const MODULES = 'common/api/enterpriseConfig/GetCostModules'
const MINE = 'b2b/Customer/GetMyCostCenter'
const BUDGET = 'common/api/Budget/ValidateBudget'
const day = (offset: number) => new Date(Date.now() + offset * 86400000 + 8 * 3600000).toISOString().slice(0, 10)

async function mount(answers: Record<string, unknown>, options: { select?: boolean; avgFen?: number; variant?: 'v1' | 'v2' | 'v3' | 'finance' } = {}) {
  const fake = fakeRoot({
    [MODULES]: { Modules: [{ ModelName: '成本中心', Type: 'costCenter', IsRequire: true, IsHide: false, Placeholder: '请选择成本中心' }], IsProjectCenterConfirm: false },
    [MINE]: { CostCenters: [{ CostCenterId: '31001', CostCenterCode: 'CC-MKT', CostCenterName: '市场费用中心', IsDefault: true }] },
    [BUDGET]: { IsPass: true, IsOverBudget: false, ControlType: 0, Message: '预算充足', Budgets: [{ BudgetId: '1', BudgetName: '市场部年度差旅预算', DimensionType: 'department', DimensionId: '30002', DimensionName: '市场部', Period: '2026', TotalAmount: 5000000, UsedAmount: 1280000, RemainingAmount: 3720000, ControlType: 2, IsOver: false }] },
    ...answers,
  }, { settings: { phone: '13800000001' } })
  if (options.select !== false) {
    const avg = options.avgFen ?? 30000
    hotelFlowOf(fake.root).select({
      hotelId: 'h1', hotelName: '东呈国际酒店', hotelAddress: '', cityCode: 'GZ', arrivalDate: day(1), departureDate: day(2),
      room: room('A', []), plan: plan('a1', avg, { NightlyPricesFen: [avg] }), context: CONTEXT, roomCount: 1, adultsPerRoom: 1, isPrivate: false, savingBonusRuleId: null,
    })
  }
  await mountWith(fake.root, <HotelOrderWriteScreen routeId='hotel/writeOrder' variant={options.variant} query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['hotel/writeOrder', 'payment/pay', 'order3.0/hotel/detail']))

describe('HotelOrderWriteScreen', () => {
  it('without a chosen rate shows the empty state', async () => {
    await mount({}, { select: false })
    expect(bodyText()).toContain('房型信息已失效，请重新选择')
  })

  it('prefills the member and shows the total', async () => {
    await mount({})
    await waitForText('东呈国际酒店')
    expect(bodyText()).toContain('¥300.00')
    expect(bodyText()).toContain('符合差标')
    expect(bodyText()).not.toContain('超标原因')
    await waitForText('市场费用中心')
    expect(bodyText()).toContain('市场部年度差旅预算 剩余¥37,200.00')
    expect(bodyText()).toContain('本人')
  })

  it('over standard asks for a reason before submitting', async () => {
    const { calls, toasts } = await mount({ [CREATE]: { OrderNo: 'H1' } }, { avgFen: 45000 })
    await waitForText('超标原因')
    await clickText('提交订单')
    expect(toasts).toContain('请选择或填写超标原因')
    expect(calls.some((c) => c.path.endsWith('CreateOrder'))).toBe(false)
  })

  it('shows a submit failure, keeps the reqId on retry and goes to the cashier on success', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let attempts = 0
    const { calls } = await mount({
      [CREATE]: () => (++attempts === 1 ? fail('库存不足，请重新选择', '4009') : { OrderNo: 'H1', OrderStatus: 'PendingPayment', NeedApproval: false, PayAmountFen: 30000, CardNoMasked: null }),
    })
    await clickText('提交订单')
    await waitForText('库存不足，请重新选择')
    await clickText('提交订单')
    await waitFor(() => redirectTo.mock.calls.length > 0)
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/payment/pay/pay?orderNo=H1' })
    const reqIds = calls.filter((c) => c.path.endsWith('CreateOrder')).map((c) => c.options?.headers?.reqId)
    expect(reqIds).toHaveLength(2)
    expect(reqIds[0]).toBe(reqIds[1])
  })
})

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 50 && !condition(); i++) await flush(1)
}
