import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import SubsidyChooseDateScreen from './SubsidyChooseDateScreen'
import SubsidyEditCostScreen from './SubsidyEditCostScreen'
import SubsidyJourneyListScreen from './SubsidyJourneyListScreen'
import SubsidyProductListScreen from './SubsidyProductListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const journey = { ApplyNo: 'TA1', Reason: '上海客户项目验收', CityName: '上海', CityTier: 1, StartDate: '2026-11-14', EndDate: '2026-11-16', OrderCount: 2, DailyFen: 17000, UnclaimedFen: 42500 }
const BASE = { 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0 }

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['bill/subsidy-v3/journey-list', 'bill/subsidy-v3/product-list', 'bill/subsidy-v3/choose-date', 'bill/travel-subsidy/edit-cost'])
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => jest.restoreAllMocks())

it('行程列表 lists finished trips with what they still pay and opens one', async () => {
  const fake = fakeRoot({ ...BASE, 'expensecontrol/Subsidy/GetJourneyList': { Items: [journey, { ...journey, ApplyNo: 'TA2', Reason: '杭州培训', CityName: '杭州', UnclaimedFen: 0 }] } })
  await mountWith(fake.root, <SubsidyJourneyListScreen routeId='bill/subsidy-v3/journey-list' query={{}} />)
  await waitForText('可申领¥425.00')
  expect(bodyText()).toContain('已申领')
  await clickText('上海 · 上海客户项目验收')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/subsidy-v3/product-list?applyNo=TA1' })
})

it('行程列表 says when there is no finished trip', async () => {
  const fake = fakeRoot({ ...BASE, 'expensecontrol/Subsidy/GetJourneyList': { Items: [] } })
  await mountWith(fake.root, <SubsidyJourneyListScreen routeId='bill/subsidy-v3/journey-list' query={{}} />)
  await waitForText('暂无已结束的出差行程')
})

it('订单列表 ticks the flight and the train; unticking one goes on with the other', async () => {
  const fake = fakeRoot({
    ...BASE,
    'expensecontrol/Subsidy/GetJourneyProducts': {
      Journey: journey,
      Items: [
        { OrderNo: 'F1', ProductType: 5, ProductName: '机票', Title: '北京 - 上海 MU5102', StartAt: '2026-11-14 14:30', EndAt: '2026-11-14 16:45', AmountFen: 128000, Timing: true },
        { OrderNo: 'H2', ProductType: 1, ProductName: '酒店', Title: '上海陆家嘴全季酒店', StartAt: '2026-11-14 18:00', EndAt: '2026-11-16 12:00', AmountFen: 96000, Timing: false },
        { OrderNo: 'T3', ProductType: 6, ProductName: '火车票', Title: '上海虹桥 - 北京南 G6', StartAt: '2026-11-16 13:00', EndAt: '2026-11-16 17:28', AmountFen: 66200, Timing: true },
      ],
    },
  })
  await mountWith(fake.root, <SubsidyProductListScreen routeId='bill/subsidy-v3/product-list' query={{ applyNo: 'TA1' }} />)
  await waitForText('机票 · 北京 - 上海 MU5102')
  expect(bodyText()).toContain('不影响出差时间')
  await clickText('机票 · 北京 - 上海 MU5102')
  await clickText('下一步：选择日期')
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/subsidy-v3/choose-date?applyNo=TA1&orders=T3' })
})

it('选择日期 leaves a day out and claims the rest, then opens the new subsidy cost', async () => {
  const fake = fakeRoot({
    ...BASE,
    'expensecontrol/Subsidy/PreviewSubsidy': {
      Depart: '2026-11-14 00:00', Back: '2026-11-16 23:59', TimedBy: 'application', CityName: '上海', CityTier: 1, DailyFen: 17000, DepartAfter: '12:00', ReturnBefore: '12:00',
      Days: ['2026-11-14', '2026-11-15', '2026-11-16'].map((Date) => ({ Date, Halves: 2, AmountFen: 17000, Claimed: false, Selected: true })),
      DayCount: 3, AmountFen: 51000,
    },
    'expensecontrol/Subsidy/ClaimSubsidy': { CostId: '100009', AmountFen: 34000, DayCount: 2 },
  })
  await mountWith(fake.root, <SubsidyChooseDateScreen routeId='bill/subsidy-v3/choose-date' query={{ applyNo: 'TA1', orders: 'none' }} />)
  await waitForText('已选3天 ¥510.00')
  expect(bodyText()).toContain('按出差申请的日期计算（全天）')
  expect(fake.calls.find((c) => c.path === 'Subsidy/PreviewSubsidy')?.body).toEqual({ ApplyNo: 'TA1', OrderNos: [] })
  await clickText('2026-11-14 全天')
  await waitForText('已选2天 ¥340.00')
  await clickText('申领补贴')
  while (!fake.toasts.includes('补贴已记入记账本')) await flush(1)
  const claim = fake.calls.find((c) => c.path === 'Subsidy/ClaimSubsidy')
  expect(claim?.body).toEqual({ ApplyNo: 'TA1', OrderNos: [], Dates: ['2026-11-15', '2026-11-16'] })
  expect(claim?.options?.headers?.reqId).toBeTruthy()
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/bill/travel-subsidy/edit-cost?costId=100009' })
})

const line = (patch = {}) => ({
  CostId: '100009', CityName: '上海', FirstDate: '2026-11-15', LastDate: '2026-11-16', DayCount: 2, AmountFen: 34000, Remark: '', BillNo: '', Editable: true,
  Days: ['2026-11-15', '2026-11-16'].map((Date) => ({ Date, Halves: [0, 1], MealFen: 10000, TransportFen: 5000, CommunicationFen: 2000, Deducted: [], AmountFen: 17000, Itemised: true })),
  ...patch,
})

it('编辑补贴费用 deducts a meal and saves; a subsidy on a bill is read-only', async () => {
  const fake = fakeRoot({ ...BASE, 'expensecontrol/Subsidy/GetSubsidyCost': line(), 'expensecontrol/Subsidy/SaveSubsidyCost': { CostId: '100009', AmountFen: 24000, DayCount: 2 } })
  await mountWith(fake.root, <SubsidyEditCostScreen routeId='bill/travel-subsidy/edit-cost' query={{ costId: '100009' }} />)
  await waitForText('调整后2天 ¥340.00')
  const meals = Array.from(document.querySelectorAll('.expense__chip')).filter((el) => el.textContent === '餐补¥100.00')
  meals[0].dispatchEvent(new MouseEvent('click', { bubbles: true }))
  await waitForText('调整后2天 ¥240.00')
  await clickText('保存')
  while (!fake.toasts.includes('已保存')) await flush(1)
  expect(fake.calls.find((c) => c.path === 'Subsidy/SaveSubsidyCost')?.body).toMatchObject({
    CostId: '100009', Days: [{ Date: '2026-11-15', Keep: true, Deducted: ['meal'] }, { Date: '2026-11-16', Keep: true, Deducted: [] }],
  })
})

it('编辑补贴费用 of a subsidy on a bill says so and offers no save', async () => {
  const fake = fakeRoot({ ...BASE, 'expensecontrol/Subsidy/GetSubsidyCost': line({ BillNo: 'BX2026', Editable: false }) })
  await mountWith(fake.root, <SubsidyEditCostScreen routeId='bill/travel-subsidy/edit-cost' query={{ costId: '100009' }} />)
  await waitForText('该补贴已关联报销单BX2026，不能修改')
  expect(bodyText()).not.toContain('保存')
})
