import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot, TEST_LOGIN } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import type { RootStore } from '@/stores/root'
import RegisterScreen from './RegisterScreen'
import ResetPasswordScreen from './ResetPasswordScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const TICKET = 'a'.repeat(64)
const table = (patch: Record<string, unknown> = {}) => ({
  'b2b/Customer/CheckPhoneIsRegister': { IsRegister: false },
  'b2b/Common/SendSmsCode': { ExpireSeconds: 300 },
  'b2b/Customer/VerificationCodeCheck': { Ticket: TICKET, ExpireSeconds: 600 },
  'b2b/Customer/ForgetPasswordCheck': { Ticket: TICKET, ExpireSeconds: 600 },
  'b2b/Customer/ForgetPasswordSetPassword': null,
  'b2b/Customer/RegisterCustomerInfo': TEST_LOGIN,
  'common/api/Customer/GetLoginUserInfos': { CompanyName: '星河智联科技有限公司' },
  'tripwise-m-api/agent-account/get-plat-info': {},
  'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 },
  'common/api/order/GetErrorOrderCount': 0,
  ...patch,
})

const step = (root: RootStore, variant: 'phone' | 'code' | 'profile') =>
  mountWith(root, <RegisterScreen routeId={`loginAndRegister/register${['phone', 'code', 'profile'].indexOf(variant) + 1}` as 'loginAndRegister/register1'} variant={variant} query={{}} />)

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'loginAndRegister/login', 'loginAndRegister/register1', 'loginAndRegister/register2', 'loginAndRegister/register3']))
afterEach(() => jest.restoreAllMocks())

describe('RegisterScreen', () => {
  it('walks phone, code and profile, then is logged in at the home', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot(table(), { isLoggedIn: false })
    await step(root, 'phone')
    await typeInto('请输入手机号', '13600000004')
    await clickText('获取验证码')
    expect(calls.find((c) => c.path === 'Common/SendSmsCode')?.body).toEqual({ Phone: '13600000004', Scene: 'register' })
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/register2/register2' })

    await step(root, 'code')
    expect(bodyText()).toContain('验证码已发送至 136****0004')
    await typeInto('请输入6位验证码', '123456')
    await clickText('下一步')
    expect(navigateTo).toHaveBeenLastCalledWith({ url: '/pages/loginAndRegister/register3/register3' })

    await step(root, 'profile')
    await typeInto('请输入真实姓名', '孙悦')
    await typeInto('设置密码（8-20位字母和数字）', 'Newbie2026')
    await typeInto('再次输入密码', 'Newbie2026')
    await typeInto('请输入企业邀请码', 'XHZL-INVITE-2026')
    await clickText('完成注册')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/RegisterCustomerInfo')?.body).toEqual({
      Phone: '13600000004', Ticket: TICKET, Password: 'Newbie2026', CustomerName: '孙悦', InvitationCode: 'XHZL-INVITE-2026',
    })
    expect(root.settings.isLoggedIn).toBe(true)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('refuses a registered phone without sending a code', async () => {
    const { root, calls } = fakeRoot(table({ 'b2b/Customer/CheckPhoneIsRegister': { IsRegister: true } }), { isLoggedIn: false })
    await step(root, 'phone')
    await typeInto('请输入手机号', '13800000001')
    await clickText('获取验证码')
    expect(bodyText()).toContain('该手机号已注册，请直接登录')
    expect(calls.some((c) => c.path === 'Common/SendSmsCode')).toBe(false)
  })

  it('a wrong code shows the server message and keeps the code', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot(table({ 'b2b/Customer/VerificationCodeCheck': fail('验证码错误', '4001') }), { isLoggedIn: false })
    await step(root, 'phone')
    await typeInto('请输入手机号', '13600000004')
    await clickText('获取验证码')
    await step(root, 'code')
    await typeInto('请输入6位验证码', '654321')
    await clickText('下一步')
    await waitForText('验证码错误', 8000)
    expect((document.querySelector('[placeholder="请输入6位验证码"]') as HTMLInputElement).value).toBe('654321')
  })

  it('a refused invitation shows why and keeps the form', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot(table({ 'b2b/Customer/RegisterCustomerInfo': fail('邀请码无效或已过期，请联系企业管理员重新邀请', '4001') }), { isLoggedIn: false })
    await step(root, 'phone')
    await typeInto('请输入手机号', '13600000004')
    await clickText('获取验证码')
    await step(root, 'code')
    await typeInto('请输入6位验证码', '123456')
    await clickText('下一步')
    await step(root, 'profile')
    await typeInto('请输入真实姓名', '孙悦')
    await typeInto('设置密码（8-20位字母和数字）', 'Newbie2026')
    await typeInto('再次输入密码', 'Newbie2027')
    await clickText('完成注册')
    expect(bodyText()).toContain('两次输入的密码不一致')
    await typeInto('再次输入密码', 'Newbie2026')
    await typeInto('请输入企业邀请码', 'OLD')
    await clickText('完成注册')
    await waitForText('邀请码无效或已过期，请联系企业管理员重新邀请', 8000)
    expect(root.settings.isLoggedIn).toBe(false)
    expect((document.querySelector('[placeholder="请输入真实姓名"]') as HTMLInputElement).value).toBe('孙悦')
  })

  it('an invitation in the link of step 1 is offered at step 3', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot(table(), { isLoggedIn: false })
    await mountWith(root, <RegisterScreen routeId='loginAndRegister/register1' variant='phone' query={{ invitation: 'XHZL-INVITE-2026' }} />)
    await typeInto('请输入手机号', '13600000004')
    await clickText('获取验证码')
    await step(root, 'code')
    await typeInto('请输入6位验证码', '123456')
    await clickText('下一步')
    await step(root, 'profile')
    expect((document.querySelector('[placeholder="请输入企业邀请码"]') as HTMLInputElement).value).toBe('XHZL-INVITE-2026')
  })

  it('step 3 opened without a verified phone offers to start over', async () => {
    const { root } = fakeRoot(table(), { isLoggedIn: false })
    await step(root, 'profile')
    expect(bodyText()).toContain('请先验证手机号')
  })
})

describe('ResetPasswordScreen', () => {
  it('resets with the ticket and returns to login', async () => {
    jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot(table({ 'b2b/Customer/CheckPhoneIsRegister': { IsRegister: true } }), { isLoggedIn: false })
    const mount = (variant: 'phone' | 'code' | 'password') =>
      mountWith(root, <ResetPasswordScreen routeId='loginAndRegister/resetPassword1' variant={variant} query={{}} />)
    await mount('phone')
    await typeInto('请输入手机号', '13800000001')
    await clickText('获取验证码')
    await mount('code')
    await typeInto('请输入6位验证码', '123456')
    await clickText('下一步')
    expect(calls.find((c) => c.path === 'Customer/ForgetPasswordCheck')?.body).toEqual({ Phone: '13800000001', VerifyCode: '123456' })
    await mount('password')
    await typeInto('新密码（8-20位字母和数字）', 'Reset2026x')
    await typeInto('再次输入新密码', 'Reset2026x')
    await clickText('确认重置')
    expect(calls.find((c) => c.path === 'Customer/ForgetPasswordSetPassword')?.body).toEqual({ Phone: '13800000001', Ticket: TICKET, NewPassword: 'Reset2026x' })
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login?isindex=1' })
  })

  it('an unknown phone is told so', async () => {
    const { root } = fakeRoot(table(), { isLoggedIn: false })
    await mountWith(root, <ResetPasswordScreen routeId='loginAndRegister/resetPassword1' variant='phone' query={{}} />)
    await typeInto('请输入手机号', '13600000009')
    await clickText('获取验证码')
    expect(bodyText()).toContain('该手机号未注册')
  })
})
