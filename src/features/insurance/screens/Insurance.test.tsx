import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, typeInto, waitForText } from '@test/shared/render'
import InsuranceOrderScreen from './InsuranceOrderScreen'
import InsurancePolicyScreen from './InsurancePolicyScreen'
import InsuranceClaimApplyScreen from './InsuranceClaimApplyScreen'
import InsuranceClaimScreen from './InsuranceClaimScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const policy = {
  PolicyNo: 'P2026112099', OrderNo: 'F2026112012', ProductType: 5, ProductCode: 'FLIGHT_DELAY', ProductName: '航班延误险', Insurer: '中国平安财产保险', InsuredName: '张三',
  LegText: 'CA1301 北京→深圳 2026-12-01 08:00', PremiumFen: 2_000, SumInsuredFen: 30_000, Coverage: '航班延误2小时以上或取消赔付300元', Status: 'Active', StatusText: '保障中',
  StartsAt: '2026-12-01T08:00:00+08:00', EndsAt: '2026-12-01T23:20:00+08:00', CanClaim: true,
}
const product = { Code: 'FLIGHT_ACCIDENT', Name: '航空意外险', ProductType: 5, PremiumFen: 3_000, SumInsuredFen: 300_000_000, Coverage: '乘机期间意外身故、伤残最高赔付300万元', Insurer: '中国平安财产保险' }
const claim = {
  ClaimNo: 'C2026120155', Kind: 'delay', KindText: '航班延误', AmountFen: 30_000, Status: 'NeedMaterials', StatusText: '待补充材料', CreatedAt: '2026-12-01T20:00:00+08:00',
  PolicyNo: 'P2026112099', ProductName: '航班延误险', InsuredName: '张三', Description: '航班延误三小时', Materials: [],
  Events: [{ Status: 'Submitted', Text: '提交理赔申请，申请金额¥300', At: '2026-12-01T20:00:00+08:00' }, { Status: 'NeedMaterials', Text: '请补充理赔材料', At: '2026-12-01T20:00:00+08:00' }],
  CanSupply: true,
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['order2.0/insurance/detail', 'order2.0/insurance/application', 'order2.0/insurance/process', 'order2.0/insurance/supply']))
afterEach(() => jest.restoreAllMocks())

it('order insurance: error with retry, policies, then 投保', async () => {
  let attempts = 0
  let bought = false
  const fake = fakeRoot({
    'hotel-front-api/api/insurance/GetOrderPolicies': () => (++attempts === 1 ? fail('网络异常') : {
      OrderNo: 'F2026112012', OrderTitle: '北京 ⇌ 深圳', Policies: bought ? [policy, { ...policy, PolicyNo: 'P2', ProductName: '航空意外险' }] : [policy], Products: bought ? [] : [product], CanBuy: true, BuyNote: '',
    }),
    'hotel-front-api/api/insurance/BuyPolicies': () => {
      bought = true
      return { OrderNo: 'F2026112012', PolicyNos: ['P2'], PremiumFen: 3_000 }
    },
  })
  await mountWith(fake.root, <InsuranceOrderScreen routeId='order/insuranceDetail' variant='flight' query={{ orderNo: 'F2026112012' }} />)
  await waitForText('网络异常')
  await clickText('重试')
  await waitForText('航班延误险 · 张三')
  expect(bodyText()).toContain('航空意外险 ¥30.00/人/程')
  await clickText('投保')
  expect(fake.toasts).toContain('航空意外险投保成功')
  await waitForText('航空意外险 · 张三')
})

it('policy detail opens the claim application; the form checks the claim before sending it', async () => {
  const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  const fake = fakeRoot({
    'hotel-front-api/api/insurance/GetPolicyDetail': { Policy: policy, Claims: [] },
    'hotel-front-api/api/insurance/ApplyClaim': { ClaimNo: 'C2026120155', Status: 'NeedMaterials' },
  })
  await mountWith(fake.root, <InsurancePolicyScreen routeId='order2.0/insurance/detail' query={{ policyNo: 'P2026112099' }} />)
  await waitForText('暂无理赔申请')
  await clickText('申请理赔')
  expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/order2.0/insurance/application') })
  await mountWith(fake.root, <InsuranceClaimApplyScreen routeId='order2.0/insurance/application' query={{ policyNo: 'P2026112099' }} />)
  await waitForText('出险类型')
  await clickText('提交申请')
  expect(fake.toasts).toContain('请选择出险类型')
  await clickText('航班延误')
  await typeInto('元', '500')
  await typeInto('时间、地点、经过', '航班延误三小时')
  await clickText('提交申请')
  expect(fake.toasts).toContain('申请金额不能超过保额300元')
  await typeInto('元', '300')
  await clickText('提交申请')
  expect(fake.calls.find((c) => c.path === 'api/insurance/ApplyClaim')?.body).toEqual({ PolicyNo: 'P2026112099', Kind: 'delay', AmountFen: 30_000, Description: '航班延误三小时', Materials: [] })
  expect(redirectTo).toHaveBeenCalledWith({ url: expect.stringContaining('/pages/order2.0/insurance/process') })
})

it('claim progress shows every step; supply asks for a material', async () => {
  const fake = fakeRoot({ 'hotel-front-api/api/insurance/GetClaimDetail': claim })
  await mountWith(fake.root, <InsuranceClaimScreen routeId='order2.0/insurance/process' variant='process' query={{ claimNo: 'C2026120155' }} />)
  await waitForText('请补充理赔材料')
  expect(bodyText()).toContain('提交理赔申请，申请金额¥300')
  await mountWith(fake.root, <InsuranceClaimScreen routeId='order2.0/insurance/supply' variant='supply' query={{ claimNo: 'C2026120155' }} />)
  await waitForText('提交材料')
  await clickText('提交材料')
  expect(fake.toasts).toContain('请上传补充材料')
})

it('the insurer\'s answers: 需补充材料 says what it asks on the supply page; 已赔付 shows each step with its time; 已拒赔 its reason', async () => {
  const asked = {
    ...claim, StatusText: '需补充材料', InsurerNote: '请补充：航空公司出具的航班延误证明、登机牌或电子客票行程单（已收到1份，共需2份）', ApprovedFen: null,
  }
  const fake = fakeRoot({ 'hotel-front-api/api/insurance/GetClaimDetail': asked })
  await mountWith(fake.root, <InsuranceClaimScreen routeId='order2.0/insurance/supply' variant='supply' query={{ claimNo: 'C2026120155' }} />)
  await waitForText('保险公司要求')
  expect(bodyText()).toContain('需补充材料')
  expect(bodyText()).toContain('请补充：航空公司出具的航班延误证明、登机牌或电子客票行程单（已收到1份，共需2份）')

  const paid = {
    ...claim, Status: 'Paid', StatusText: '已赔付', CanSupply: false, InsurerNote: '', ApprovedFen: 30_000,
    Events: [
      { Status: 'Submitted', Text: '提交理赔申请，申请金额¥300', At: '2026-12-01T20:00:00+08:00' },
      { Status: 'Approved', Text: '审核通过，核定赔付金额¥300', At: '2026-12-02T09:30:00+08:00' },
      { Status: 'Paid', Text: '赔款¥300已支付至被保险人银行账户', At: '2026-12-02T10:05:00+08:00' },
    ],
  }
  const paidFake = fakeRoot({ 'hotel-front-api/api/insurance/GetClaimDetail': paid })
  await mountWith(paidFake.root, <InsuranceClaimScreen routeId='order2.0/insurance/process' variant='process' query={{ claimNo: 'C2026120155' }} />)
  await waitForText('赔款¥300已支付至被保险人银行账户')
  expect(bodyText()).toContain('核定赔付¥300.00')
  expect(bodyText()).toContain('审核通过，核定赔付金额¥3002026-12-02 09:30')
  expect(bodyText()).toContain('赔款¥300已支付至被保险人银行账户2026-12-02 10:05')

  const rejected = { ...claim, Status: 'Rejected', StatusText: '已拒赔', CanSupply: false, InsurerNote: '经审核，所述事项不属于保险责任范围', ApprovedFen: null }
  const rejectedFake = fakeRoot({ 'hotel-front-api/api/insurance/GetClaimDetail': rejected })
  await mountWith(rejectedFake.root, <InsuranceClaimScreen routeId='order2.0/insurance/process' variant='process' query={{ claimNo: 'C2026120155' }} />)
  await waitForText('拒赔原因')
  expect(bodyText()).toContain('经审核，所述事项不属于保险责任范围')
})
