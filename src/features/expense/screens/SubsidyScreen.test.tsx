import type { MySubsidyData } from '@api/expense'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import SubsidyScreen from './SubsidyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const subsidy = (over: Partial<MySubsidyData> = {}): MySubsidyData => ({
  Trips: [{ ApplyNo: 'TA2026111490000001', Reason: '上海客户项目验收', CityName: '上海', CityTier: 1, Depart: '2026-11-14 14:30', Back: '2026-11-16 17:28', DailyFen: 17000 }],
  Days: [
    { Date: '2026-11-14', Halves: 1, AmountFen: 8500, CityName: '上海', Claimed: false },
    { Date: '2026-11-15', Halves: 2, AmountFen: 17000, CityName: '上海', Claimed: false },
    { Date: '2026-11-16', Halves: 2, AmountFen: 17000, CityName: '上海', Claimed: false },
  ],
  DayCount: 2.5, AmountFen: 42500, UnclaimedFen: 42500, DepartAfter: '12:00', ReturnBefore: '12:00',
  Rates: [{ CityTier: 1, Grade: 'employee', MealFen: 10000, TransportFen: 5000, CommunicationFen: 2000 }], Grade: 'employee', ...over,
})

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes([
  'bill/travel-subsidy/my-travel-subsidy', 'bill/travel-subsidy/detail', 'bill/subsidy-v3/subsidy-detail', 'bill/CreateReimbursementBill',
  'bill/subsidy-v3/journey-list', 'bill/travel-subsidy/edit-cost',
]))
afterEach(() => jest.restoreAllMocks())

async function mount(table: Record<string, unknown>, variant: 'v2' | 'v3' | 'detail' = 'v2') {
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, 'expensecontrol/Subsidy/GetSubsidyCosts': { Items: [] }, ...table })
  await mountWith(fake.root, <SubsidyScreen routeId='bill/travel-subsidy/my-travel-subsidy' variant={variant} query={{ applyNo: 'TA2026111490000001' }} />)
  return fake
}

describe('SubsidyScreen', () => {
  it('shows the trips, the days and the amount to claim; opens a trip', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = await mount({ 'expensecontrol/Subsidy/GetMySubsidy': subsidy() })
    await waitForText('共2.5天 ¥425.00')
    expect(bodyText()).toContain('12:00及以后出发、12:00及以前返回按半天计')
    expect(bodyText()).toContain('一线城市 · 每天¥170.00')
    expect(fake.calls.find((c) => c.path === 'Subsidy/GetMySubsidy')?.body).toEqual({})
    await clickText('上海 · 上海客户项目验收')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/travel-subsidy/detail?applyNo=TA2026111490000001' })
  })

  it('the detail lists each day, half or whole, and the standard', async () => {
    const fake = await mount({ 'expensecontrol/Subsidy/GetMySubsidy': subsidy() }, 'detail')
    await waitForText('2026-11-14 半天')
    expect(bodyText()).toContain('2026-11-15 全天')
    expect(bodyText()).toContain('一线城市 员工：餐补¥100.00 交通¥50.00 通讯¥20.00/天')
    expect(fake.calls.find((c) => c.path === 'Subsidy/GetMySubsidy')?.body).toEqual({ ApplyNo: 'TA2026111490000001' })
  })

  it('claims the unclaimed days and goes on to a reimbursement', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    let claimed = false
    const fake = await mount({
      'expensecontrol/Subsidy/GetMySubsidy': () => (claimed ? subsidy({ UnclaimedFen: 0 }) : subsidy()),
      'expensecontrol/Subsidy/ClaimSubsidy': () => ((claimed = true), { CostId: '100009', AmountFen: 42500, DayCount: 2.5 }),
    })
    await clickTextWhenShown('申领补贴 ¥425.00')
    while (!fake.toasts.includes('补贴已记入记账本')) await flush(1)
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/CreateReimbursementBill?costIds=100009' })
    await waitForText('待申领 ¥0.00')
    expect(bodyText()).not.toContain('申领补贴')
  })

  it('v3 offers the claim by journey and lists the claimed subsidies, each opening 编辑补贴费用', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const claimedLine = { CostId: '100009', CityName: '上海', FirstDate: '2026-11-14', LastDate: '2026-11-15', DayCount: 1.5, AmountFen: 25500, Remark: '', BillNo: '', Editable: true }
    await mount({ 'expensecontrol/Subsidy/GetMySubsidy': subsidy({ UnclaimedFen: 17000 }), 'expensecontrol/Subsidy/GetSubsidyCosts': { Items: [claimedLine] } }, 'v3')
    await clickTextWhenShown('按行程申领')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/subsidy-v3/journey-list' })
    await clickTextWhenShown('上海 2026-11-14 至 2026-11-15')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/bill/travel-subsidy/edit-cost?costId=100009' })
  })

  it('a member without the permission sees the server\'s refusal', async () => {
    await mount({ 'expensecontrol/Subsidy/GetMySubsidy': fail('您没有出差补贴权限', '4003') })
    await waitForText('您没有出差补贴权限')
  })

  it('says when there is no finished trip', async () => {
    await mount({ 'expensecontrol/Subsidy/GetMySubsidy': subsidy({ Trips: [], Days: [], DayCount: 0, AmountFen: 0, UnclaimedFen: 0 }) })
    await waitForText('暂无已结束的出差行程')
  })
})

async function clickTextWhenShown(text: string) {
  await waitForText(text)
  await clickText(text)
}
