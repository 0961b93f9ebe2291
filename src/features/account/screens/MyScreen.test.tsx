import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import MyScreen from './MyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const USER_INFOS = {
  CompanyName: '示例科技有限公司',
  Phone: '13800000001',
  CustomerDepartmentList: [{ DepartmentName: '研发部', IsDefault: true }],
  IsApprover: true,
  IsFinancial: true,
  AccountBalance: 1234567,
}
const A = { EnterpriseId: '100', EnterpriseName: '示例科技' }
const B = { EnterpriseId: '200', EnterpriseName: '第二公司' }
const table = (patch: Record<string, unknown> = {}) => ({
  'common/api/Customer/GetLoginUserInfos': USER_INFOS,
  'common/api/Customer/GetBelongEnterprises': { Enterprises: [A] },
  'common/api/bonusPoints/GetBonusPointsStatus': { IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1, IsOpenBounusMall: 0 },
  'b2b/Customer/LoginOut': null,
  ...patch,
})

async function mount(patch: Record<string, unknown> = {}, variant: 'default' | 'integral' = 'default') {
  const fake = fakeRoot(table(patch))
  await mountWith(fake.root, <MyScreen routeId='my/index' variant={variant} query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my/index', 'order3.0/triplist', 'my2.0/feedback/edit', 'index3.0/dossen/changeEnterprise']))
afterEach(() => jest.restoreAllMocks())

describe('MyScreen', () => {
  it('shows loading until the user infos arrive', async () => {
    await mount({ 'common/api/Customer/GetLoginUserInfos': () => new Promise(() => undefined) })
    expect(bodyText()).toContain('加载中')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ 'common/api/Customer/GetLoginUserInfos': () => (++attempts === 1 ? fail('用户信息获取失败') : USER_INFOS) })
    await waitForText('用户信息获取失败')
    await clickText('重试')
    await waitForText('示例科技有限公司')
  })

  it('shows the member: name, company, department, masked phone, roles and balance in yuan', async () => {
    await mount()
    await waitForText('示例科技有限公司')
    const text = bodyText()
    for (const part of ['张三', '研发部', '138****0001', '审批人', '财务', '¥12,345.67']) expect(text).toContain(part)
    expect(text).not.toContain('13800000001')
    expect(text).not.toContain('管理员')
  })

  it('keeps the company 账户余额 from a member who is neither finance nor admin (issue 35)', async () => {
    await mount({ 'common/api/Customer/GetLoginUserInfos': { ...USER_INFOS, IsFinancial: false, IsManage: false, AccountBalance: null } })
    await waitForText('示例科技有限公司')
    expect(bodyText()).not.toContain('账户余额')
    expect(bodyText()).not.toContain('¥0.00')
  })

  it('shows the 账户余额 to an admin', async () => {
    await mount({ 'common/api/Customer/GetLoginUserInfos': { ...USER_INFOS, IsFinancial: false, IsManage: true } })
    await waitForText('¥12,345.67')
    expect(bodyText()).toContain('账户余额')
  })

  it('links only to live routes, 切换企业 only with several enterprises', async () => {
    await mount()
    await waitForText('我的行程')
    expect(bodyText()).toContain('投诉与建议')
    expect(bodyText()).not.toContain('我的订单')
    expect(bodyText()).not.toContain('切换企业')
  })

  it('offers 切换企业 to a member of two enterprises', async () => {
    await mount({ 'common/api/Customer/GetBelongEnterprises': { Enterprises: [A, B] } })
    await waitForText('切换企业')
  })

  it('logs out after confirming: server told, session cleared, login opened', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = await mount()
    await waitForText('退出登录')
    await clickText('退出登录')
    await waitForText('确定要退出登录吗？')
    await clickSelector('.popup__button--confirm')
    await flush()
    expect(calls.some((c) => c.path === 'Customer/LoginOut')).toBe(true)
    expect(root.settings.isLoggedIn).toBe(false)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login?isindex=1' })
  })

  it('the integral variant adds the points and mall status', async () => {
    await mount({}, 'integral')
    await waitForText('企业积分')
    expect(bodyText()).toContain('积分商城未开放')
  })

  it('the 积分商城 row of an open mall opens 我的积分, where the points are spent (issue 35 item 6: it did nothing); a closed one is no link', async () => {
    setLiveRoutes(['my/index', 'my2.0/integral'])
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'common/api/bonusPoints/GetBonusPointsStatus': { IsOpenBonusPoints: 1, BonusPointsEnterpriseStatus: 1, IsOpenBounusMall: 1 } }, 'integral')
    await waitForText('积分商城已开放')
    await clickSelector('.points-card__line--link')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/my2.0/integral' })
  })

  it('a closed mall\'s row is not a link', async () => {
    setLiveRoutes(['my/index', 'my2.0/integral'])
    await mount({}, 'integral')
    await waitForText('积分商城未开放')
    expect(document.querySelector('.points-card__line--link')).toBeNull()
  })
})
