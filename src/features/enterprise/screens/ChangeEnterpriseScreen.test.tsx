import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot, TEST_LOGIN } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import ChangeEnterpriseScreen from './ChangeEnterpriseScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const A = { EnterpriseId: '100', EnterpriseName: '示例科技', PlatId: 1020, IsCurrent: true }
const B = { EnterpriseId: '300', EnterpriseName: '东呈酒店集团', PlatId: 1004, IsCurrent: false }
const SESSION_B = { ...TEST_LOGIN, MemberId: 'm9', Token: 'token-9', EnterpriseId: '300', PlatId: 1004 }
const table = (patch: Record<string, unknown> = {}) => ({
  'common/api/Customer/GetBelongEnterprises': { Enterprises: [A, B] },
  'tripwise-m-api/member/updateCustomerEnterpriseLogin': SESSION_B,
  'common/api/Customer/GetLoginUserInfos': { CompanyName: '东呈酒店集团', isDossenSale: true },
  ...patch,
})

async function mount(patch: Record<string, unknown> = {}) {
  const fake = fakeRoot(table(patch))
  await mountWith(fake.root, <ChangeEnterpriseScreen routeId='index3.0/dossen/changeEnterprise' query={{ changeEnterprise: '1' }} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'index3.0/dossen/index', 'index3.0/dossen/changeEnterprise']))
afterEach(() => jest.restoreAllMocks())

describe('ChangeEnterpriseScreen', () => {
  it('shows loading first', async () => {
    await mount({ 'common/api/Customer/GetBelongEnterprises': () => new Promise(() => undefined) })
    expect(bodyText()).toContain('加载中')
  })

  it('lists the enterprises with the current one marked', async () => {
    await mount()
    await waitForText('东呈酒店集团')
    expect(document.querySelector('.enterprise-list__row--current')?.textContent).toContain('示例科技')
    expect(bodyText()).toContain('当前企业')
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ 'common/api/Customer/GetBelongEnterprises': () => (++attempts === 1 ? fail('企业列表获取失败') : { Enterprises: [A] }) })
    await waitForText('企业列表获取失败')
    await clickText('重试')
    await waitForText('示例科技')
  })

  it('shows an empty state without enterprises', async () => {
    await mount({ 'common/api/Customer/GetBelongEnterprises': { Enterprises: [] } })
    await waitForText('暂无可切换的企业')
  })

  it('switching stores the new session, reloads user infos and relaunches the home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = await mount()
    await waitForText('东呈酒店集团')
    await clickText('东呈酒店集团')
    await flush()
    expect(calls.find((c) => c.path === 'member/updateCustomerEnterpriseLogin')?.body).toEqual({ EnterpriseId: '300' })
    expect(root.settings.MemberInfo.Token).toBe('token-9')
    expect(root.settings.CompanyName).toBe('东呈酒店集团')
    expect(root.client.isDossenSale).toBe(true)
    expect(reLaunch).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/index/) })
  })

  it('switching into an enterprise whose contract has ended opens 企业未签约 like a sign-in', async () => {
    setLiveRoutes(['index', 'index3.0/dossen/index', 'index3.0/dossen/changeEnterprise', 'index2.0/signError'])
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = await mount({ 'common/api/Customer/GetLoginUserInfos': { CompanyName: '东呈酒店集团', IsExpiredContract: true } })
    await waitForText('东呈酒店集团')
    await clickText('东呈酒店集团')
    await flush()
    expect(root.settings.MemberInfo.Token).toBe('token-9')
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index2.0/signError' })
  })

  it('a valid contract after an expired one lands on the home again', async () => {
    setLiveRoutes(['index', 'index3.0/dossen/index', 'index3.0/dossen/changeEnterprise', 'index2.0/signError'])
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ 'common/api/Customer/GetLoginUserInfos': { CompanyName: '东呈酒店集团', IsExpiredContract: false } })
    await waitForText('东呈酒店集团')
    await clickText('东呈酒店集团')
    await flush()
    expect(reLaunch).toHaveBeenCalledWith({ url: expect.stringMatching(/^\/pages\/index/) })
    expect(reLaunch).not.toHaveBeenCalledWith({ url: '/pages/index2.0/signError' })
  })

  it('toasts the Msg when switching fails and keeps the session', async () => {
    const { root, toasts } = await mount({ 'tripwise-m-api/member/updateCustomerEnterpriseLogin': fail('无权登录该企业') })
    await waitForText('东呈酒店集团')
    await clickText('东呈酒店集团')
    await flush()
    expect(toasts).toContain('无权登录该企业')
    expect(root.settings.MemberInfo.Token).toBe(TEST_LOGIN.Token)
  })

  it('加入企业: an invitation code joins the enterprise, refreshes the list; a refused code keeps the field with the Msg', async () => {
    const C = { EnterpriseId: '20004', EnterpriseName: '粤海会展服务有限公司', PlatId: 1020, IsCurrent: false }
    const fake = await mount({ 'tripwise-m-api/member/invitation/accept': fail('邀请码无效或已过期，请联系企业管理员重新邀请', '4001') })
    await waitForText('东呈酒店集团')
    await clickSelector('.enterprise-invite__submit')
    expect(bodyText()).toContain('请输入邀请码')
    await typeInto('请输入邀请码', 'abcdefgh23')
    await clickSelector('.enterprise-invite__submit')
    await waitForText('邀请码无效或已过期')
    fake.table['tripwise-m-api/member/invitation/accept'] = { EnterpriseId: '20004', EnterpriseName: '粤海会展服务有限公司', MemberId: '100002' }
    fake.table['common/api/Customer/GetBelongEnterprises'] = { Enterprises: [A, B, C] }
    await clickSelector('.enterprise-invite__submit')
    await waitForText('粤海会展服务有限公司')
    expect(fake.toasts).toContain('已加入粤海会展服务有限公司')
    const sent = fake.calls.filter((c) => c.path.endsWith('invitation/accept'))
    expect(sent.map((c) => c.body)).toEqual([{ InvitationCode: 'ABCDEFGH23' }, { InvitationCode: 'ABCDEFGH23' }])
  })
})
