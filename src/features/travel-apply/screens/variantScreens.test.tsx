import type { TravelApplyDetail } from '@api/travelApply'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fakeRoot } from '@test/shared/fakeRoot'
import { bodyText, clickText, mountWith, typeInto, typeIntoField, waitForText } from '@test/shared/render'
import { openTravelCityPicker, travelCitySession } from '../public/travelCity'
import DailyApplyCreateScreen from './DailyApplyCreateScreen'
import TravelApplyDetailScreen from './TravelApplyDetailScreen'
import TravelCityScreen from './TravelCityScreen'

jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

beforeAll(initPxTransform)
beforeEach(() => {
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
})
afterEach(() => jest.restoreAllMocks())

const CITIES = {
  Cities: [
    { CityName: '广州', Pinyin: 'guangzhou', Initial: 'G', Tier: 1, ProvinceName: '广东省', IsHot: true },
    { CityName: '桂林', Pinyin: 'guilin', Initial: 'G', Tier: 3, ProvinceName: '广西壮族自治区', IsHot: false },
    { CityName: '上海', Pinyin: 'shanghai', Initial: 'S', Tier: 1, ProvinceName: '上海市', IsHot: true },
  ],
  DailyFenByTier: { 1: 17000 },
}

it('新建日常申请: a missing reason keeps the input; submitted, it opens the daily application', async () => {
  const fake = fakeRoot({ 'b2b/DailyApply/Create': { ApplyNo: 'TA6', Status: 'pending' } })
  await mountWith(fake.root, <DailyApplyCreateScreen routeId='bill/dailyApply/create' query={{}} />)
  await waitForText('申请类型')
  await clickText('培训')
  await typeInto('如：1500', '800')
  await clickText('提交审批')
  await waitForText('请填写申请事由')
  expect(fake.calls.some((c) => c.path === 'DailyApply/Create')).toBe(false)
  await typeInto('如：宴请华南区客户', '新员工培训')
  await clickText('提交审批')
  expect(fake.calls.find((c) => c.path === 'DailyApply/Create')?.body).toMatchObject({ Category: '培训', Reason: '新员工培训', CityName: '', BudgetFen: 80000, Submit: true })
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/bill/dailyApply/detail?applyNo=TA6' })
})

it('选择出差城市: searches by pinyin, shows tier and subsidy, answers the form that opened it', async () => {
  const fake = fakeRoot({ 'expensecontrol/Subsidy/GetTravelCities': CITIES })
  openTravelCityPicker(fake.root, 'daily-city', { title: '选择发生城市' })
  await mountWith(fake.root, <TravelCityScreen routeId='bill/travelCity' query={{}} />)
  await waitForText('热门城市')
  expect(bodyText()).toContain('广东省 · 一线城市 · 补贴¥170.00/天')
  expect(bodyText()).toContain('广西壮族自治区 · 其他城市')
  await typeIntoField('.at-search-bar', 'gui')
  await waitForText('桂林')
  expect(bodyText()).not.toContain('广州')
  await clickText('桂林')
  expect(travelCitySession(fake.root).take('daily-city')?.CityName).toBe('桂林')
  expect(Taro.navigateBack).toHaveBeenCalled()
})

const detail = (patch: Partial<TravelApplyDetail>): TravelApplyDetail => ({
  ApplyNo: 'TA6', Reason: '新员工培训', ApplicantName: '张伟', DepartCity: '', Cities: [], StartDate: '2026-12-10', EndDate: '2026-12-10', Products: [],
  BudgetFen: 80000, Status: 'pending', StatusText: '审批中', CreatedAt: '2026-12-09T10:00:00+08:00', Kind: 'daily', Variant: 'standard', Category: '培训',
  Travellers: [{ MemberId: '10001', Name: '张伟' }], Remark: '', RejectReason: '', Legs: [],
  Steps: [{ Step: 1, Name: '部门负责人审批', ApproverName: '李娜', Status: 'pending', Comment: '', DecidedAt: '' }],
  CanSubmit: false, CanRevoke: true, CanApprove: false, CanBook: false, ...patch,
})

it('日常申请详情 shows the category, place, date and amount with the approval steps', async () => {
  const fake = fakeRoot({ 'b2b/TravelApply/Detail': detail({}) })
  await mountWith(fake.root, <TravelApplyDetailScreen routeId='bill/dailyApply/detail' variant='daily' query={{ applyNo: 'TA6' }} />)
  await waitForText('申请类型')
  expect(bodyText()).toContain('培训')
  expect(bodyText()).toContain('不限')
  expect(bodyText()).toContain('¥800.00')
  expect(bodyText()).toContain('部门负责人审批 李娜')
  expect(bodyText()).not.toContain('出行方式')
})

it('出差单详情 shows the legs of the guangxin travel bill', async () => {
  const legs = [
    { FromCity: '广州', ToCity: '北京', Date: '2026-12-10', Product: 'flight' as const },
    { FromCity: '北京', ToCity: '广州', Date: '2026-12-12', Product: 'train' as const },
  ]
  const fake = fakeRoot({ 'b2b/TravelApply/Detail': detail({ Kind: 'travel', Variant: 'guangxin', Category: '项目实施', DepartCity: '广州', Cities: ['北京'], Products: ['flight', 'train', 'hotel'], Legs: legs }) })
  await mountWith(fake.root, <TravelApplyDetailScreen routeId='bill/guangxin/travelBillDetail' variant='guangxin' query={{ applyNo: 'TA6' }} />)
  await waitForText('第1程 广州 → 北京')
  expect(bodyText()).toContain('2026-12-12 火车')
  expect(bodyText()).toContain('项目实施')
  expect(bodyText()).toContain('机票、火车票、酒店')
})
