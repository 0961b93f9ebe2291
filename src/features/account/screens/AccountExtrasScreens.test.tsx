import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot, TEST_LOGIN } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import CampusAuthScreen from './CampusAuthScreen'
import EnterpriseRegisterScreen from './EnterpriseRegisterScreen'
import ExtensionRegisterScreen from './ExtensionRegisterScreen'
import FaceFormScreen from './FaceFormScreen'
import FaceIndexScreen from './FaceIndexScreen'
import ModifyMobileScreen from './ModifyMobileScreen'
import SignErrorScreen from './SignErrorScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const TICKET = 'a'.repeat(64)
const SHELL = { 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, 'tripwise-m-api/agent-account/get-plat-info': {} }
const ok = { errMsg: 'ok' } as never

beforeAll(initPxTransform)
beforeEach(() =>
  setLiveRoutes([
    'index', 'my/index', 'loginAndRegister/login', 'extension/register', 'extension/registerSuccess', 'index2.0/signError', 'index3.0/dossen/changeEnterprise',
    'common2.0/facialVerification/index3.0', 'common2.0/facialVerification/form', 'common2.0/facialVerification/newUserForm',
  ]),
)
afterEach(() => jest.restoreAllMocks())

describe('ModifyMobileScreen', () => {
  it('checks the old phone, then changes to the new phone', async () => {
    const { root, calls } = fakeRoot({
      ...SHELL,
      'b2b/Customer/SendChangeMobileCode': (body: { Target: string }) => ({ ExpireSeconds: 300, MaskedPhone: body.Target === 'old' ? '138****0001' : '137****0001' }),
      'b2b/Customer/ChangeMobileCheckOld': { Ticket: TICKET, ExpireSeconds: 600 },
      'b2b/Customer/ChangeMobile': (body: { NewPhone: string; VerifyCode: string }) => (body.VerifyCode === '000000' ? fail('验证码错误', '4001') : { Phone: body.NewPhone }),
    }, { settings: { phone: '13800000001' } })
    await mountWith(root, <ModifyMobileScreen routeId='my/modifyMobileNumber/index' query={{}} />)
    expect(bodyText()).toContain('当前手机号 138****0001')
    await clickText('获取验证码')
    await waitForText('验证码已发送至 138****0001')
    await typeInto('请输入原手机号收到的验证码', '123456')
    await clickText('下一步')
    await waitForText('确认修改')
    await typeInto('请输入新手机号', '13712340001')
    await clickText('获取验证码')
    await waitForText('验证码已发送至 137****0001')
    await typeInto('请输入新手机号收到的验证码', '000000')
    await clickText('确认修改')
    await waitForText('验证码错误')
    await typeInto('请输入新手机号收到的验证码', '654321')
    await clickText('确认修改')
    await waitForText('手机号修改成功')
    expect(calls.find((c) => c.path === 'Customer/ChangeMobile' && (c.body as { VerifyCode: string }).VerifyCode === '654321')?.body).toEqual({ Ticket: TICKET, NewPhone: '13712340001', VerifyCode: '654321' })
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue(ok)
    await clickText('完成')
    expect(root.settings.phone).toBe('13712340001')
  })
})

describe('ExtensionRegisterScreen', () => {
  const table = {
    ...SHELL,
    'b2b/Customer/RegisterBenefits': { EnterpriseName: '星河智联科技有限公司', ValidUntil: '2027-01-01', Benefits: ['在线预订酒店、机票、火车票与用车'] },
    'b2b/Customer/CheckPhoneIsRegister': { IsRegister: false },
    'b2b/Common/SendSmsCode': { ExpireSeconds: 300 },
    'b2b/Customer/VerificationCodeCheck': { Ticket: TICKET, ExpireSeconds: 600 },
    'b2b/Customer/RegisterCustomerInfo': TEST_LOGIN,
    'common/api/Customer/GetLoginUserInfos': { CompanyName: '星河智联科技有限公司' },
  }

  it('shows the offer and registers in one page, then opens registerSuccess', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue(ok)
    const { root, calls } = fakeRoot(table, { isLoggedIn: false })
    await mountWith(root, <ExtensionRegisterScreen routeId='extension/register' query={{ invitation: 'XHZL-INVITE-2026' }} />)
    await waitForText('星河智联科技有限公司 邀请您加入')
    await typeInto('请输入手机号', '13600000004')
    await clickText('立即注册')
    expect(bodyText()).toContain('请先获取验证码')
    await clickText('获取验证码')
    // The countdown starts at 60 and runs on the clock: a busy machine may show it a few seconds on.
    await waitForText(/(60|[1-5]\d|[1-9])秒后重发/)
    await typeInto('请输入6位验证码', '123456')
    await typeInto('请输入真实姓名', '孙悦')
    await typeInto('设置密码（8-20位字母和数字）', 'Newbie2026')
    await typeInto('再次输入密码', 'Newbie2026')
    await clickText('立即注册')
    while (!reLaunch.mock.calls.length) await flush(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/extension/registerSuccess?enterprise=%E6%98%9F%E6%B2%B3%E6%99%BA%E8%81%94%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8' })
    expect(calls.find((c) => c.path === 'Customer/RegisterCustomerInfo')?.body).toMatchObject({ Phone: '13600000004', Ticket: TICKET, InvitationCode: 'XHZL-INVITE-2026', CustomerName: '孙悦' })
    expect(root.settings.isLoggedIn).toBe(true)
  })

  it('explains a dead link', async () => {
    const { root } = fakeRoot({ ...table, 'b2b/Customer/RegisterBenefits': fail('邀请链接无效或已过期，请联系企业管理员重新邀请', '4001') }, { isLoggedIn: false })
    await mountWith(root, <ExtensionRegisterScreen routeId='extension/register' query={{ invitation: 'OLD' }} />)
    await waitForText('邀请链接无效或已过期，请联系企业管理员重新邀请')
  })
})

describe('EnterpriseRegisterScreen', () => {
  it('keeps the form on a refusal and shows the application number', async () => {
    let answer: unknown = fail('该企业已提交注册申请，请等待客户经理联系', '4009')
    const { root, calls } = fakeRoot({ ...SHELL, 'b2b/Common/SendSmsCode': { ExpireSeconds: 300 }, 'b2b/Customer/HouseKeeperRegister': () => answer }, { isLoggedIn: false })
    await mountWith(root, <EnterpriseRegisterScreen routeId='home/huazhu/enterpriseRegister' query={{}} />)
    await typeInto('请输入企业名称（与营业执照一致）', '华住测试酒店管理有限公司')
    await typeInto('请输入联系人姓名', '周敏')
    await typeInto('请输入联系人手机号', '13712340010')
    await clickText('获取验证码')
    expect(calls.find((c) => c.path === 'Common/SendSmsCode')?.body).toEqual({ Phone: '13712340010', Scene: 'enterpriseRegister' })
    await typeInto('请输入6位验证码', '123456')
    await typeInto('请输入所在城市', '上海')
    await clickText('提交申请')
    expect(bodyText()).toContain('请选择企业规模')
    await clickText('51-200人')
    await clickText('提交申请')
    await waitForText('该企业已提交注册申请，请等待客户经理联系')
    answer = { ApplicationNo: 'QY20261124000001', Status: 'pending', ServicePhone: '400-000-0000' }
    await clickText('提交申请')
    await waitForText('申请编号：QY20261124000001')
  })
})

describe('SignErrorScreen', () => {
  it('explains the ended contract and offers service and logout', async () => {
    const info = { EnterpriseId: '20004', EnterpriseName: '粤海会展服务有限公司', ShortName: '粤海会展', EnterpriseKey: '', PlatId: 1004, LogoUrl: '', bookingMethod: 1, ContractEndDate: '2026-01-31', IsExpiredContract: true, IsOpenBonusPoints: false, ServicePhone: '400-820-1004' }
    const { root } = fakeRoot({ ...SHELL, 'tripwise-m-api/member/getEnterpriseInfo': info, 'common/api/Customer/GetBelongEnterprises': [], 'b2b/Customer/LoginOut': null })
    await mountWith(root, <SignErrorScreen routeId='index2.0/signError' query={{}} />)
    await waitForText('企业合同已到期')
    expect(bodyText()).toContain('粤海会展服务有限公司的服务协议已于2026-01-31到期')
    expect(bodyText()).toContain('客服电话：400-820-1004')
    expect(bodyText()).not.toContain('进入首页')
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue(ok)
    await clickText('退出登录')
    while (!reLaunch.mock.calls.length) await flush(1)
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/loginAndRegister/login/login?isindex=1' })
    expect(root.settings.isLoggedIn).toBe(false)
  })
})

const uploaded = (url: string) => jest.spyOn(Taro, 'uploadFile').mockResolvedValue({ data: JSON.stringify({ Code: '0000', Msg: '上传成功', Data: { Url: url } }), statusCode: 200, errMsg: 'ok' } as never)
const photo = () => jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:photo'], tempFiles: [], errMsg: 'ok' } as never)

describe('CampusAuthScreen', () => {
  it('shows why the last try failed, keeps it for correction, and sends it again with the card photo', async () => {
    photo()
    uploaded('/tripwise-m-api/common/file/' + 'c'.repeat(32))
    const rejected = { Status: 'rejected', Role: 'student', Name: '张三', School: '上海交通大学', Number: '12', EnrollYear: 2024, Reason: '学号/工号应为6-20位字母或数字', ValidUntil: '' }
    const { root, calls } = fakeRoot({
      ...SHELL,
      'tripwise-m-api/universities/authentication/info': rejected,
      'tripwise-m-api/universities/schools': { Schools: ['北京大学', '上海交通大学'] },
      'tripwise-m-api/universities/authentication/submit': (body: Record<string, unknown>) => ({ ...rejected, ...body, Status: 'verified', Reason: '', ValidUntil: '2028-08-31' }),
    })
    await mountWith(root, <CampusAuthScreen routeId='universities/authentication' query={{}} />)
    await waitForText('认证未通过')
    expect(bodyText()).toContain('上海交通大学')
    await clickText('提交认证')
    expect(bodyText()).toContain('学号/工号应为6-20位字母或数字')
    await typeInto('请输入学号', '518030910001')
    await clickText('提交认证')
    expect(bodyText()).toContain('请上传学生证照片')
    await clickText('我是教师')
    await waitForText('上传教师证照片')
    await clickText('我是学生')
    await clickText('上传学生证照片')
    await waitForText('已上传证件照片，点击更换')
    await clickText('提交认证')
    await waitForText('学生认证已通过')
    expect(bodyText()).toContain('认证有效期至 2028-08-31')
    expect(calls.find((c) => c.path === 'universities/authentication/submit')?.body).toEqual({
      Role: 'student', Name: '张三', School: '上海交通大学', Number: '518030910001', EnrollYear: 2024, CardImageUrl: '/tripwise-m-api/common/file/' + 'c'.repeat(32),
    })
  })
})

describe('facial verification', () => {
  it('form starts a verification and opens the capture page of its version', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue(ok)
    const { root, calls } = fakeRoot({ ...SHELL, 'tripwise-m-api/face/verify/start': { VerifyId: 'f'.repeat(32), ExpireSeconds: 600 } })
    await mountWith(root, <FaceFormScreen routeId='common2.0/facialVerification/newUserForm' variant='newUser' query={{ version: 'v3' }} />)
    await typeInto('请输入姓名（与身份证一致）', '孙悦')
    await typeInto('请输入18位身份证号', '110105194912310021')
    await clickText('下一步，拍摄人脸')
    expect(bodyText()).toContain('请输入正确的18位身份证号')
    await typeInto('请输入18位身份证号', '11010519491231002x')
    await typeInto('请输入新用户手机号', '13712340020')
    await clickText('下一步，拍摄人脸')
    while (!redirectTo.mock.calls.length) await flush(1)
    expect(redirectTo).toHaveBeenCalledWith({ url: `/pages/common2.0/facialVerification/index3.0?verifyId=${'f'.repeat(32)}` })
    expect(calls.find((c) => c.path === 'face/verify/start')?.body).toEqual({ Scene: 'newUser', Name: '孙悦', IdNo: '11010519491231002X', Phone: '13712340020' })
  })

  it('capture uploads the photo and shows the answer', async () => {
    photo()
    uploaded('/tripwise-m-api/common/file/' + 'd'.repeat(32))
    const pending = { VerifyId: 'f'.repeat(32), Scene: 'self', Status: 'pending', Name: '张三', MaskedIdNo: '110***********002X', Score: null, Reason: '' }
    const { root, calls } = fakeRoot({
      ...SHELL,
      'tripwise-m-api/face/verify/result': pending,
      'tripwise-m-api/face/verify/submit': { ...pending, Status: 'passed', Score: 92 },
    })
    await mountWith(root, <FaceIndexScreen routeId='common2.0/facialVerification/index2.0' variant='v2' query={{ verifyId: 'f'.repeat(32) }} />)
    await waitForText('请摘下眼镜、帽子和口罩')
    await clickText('拍摄人脸照片')
    await waitForText('核验通过')
    expect(bodyText()).toContain('相似度：92分')
    expect(calls.find((c) => c.path === 'face/verify/submit')?.body).toEqual({ VerifyId: 'f'.repeat(32), PhotoUrl: '/tripwise-m-api/common/file/' + 'd'.repeat(32) })
  })

  it('without a verification offers oneself, and on 3.0 a new user', async () => {
    const { root } = fakeRoot(SHELL)
    await mountWith(root, <FaceIndexScreen routeId='common2.0/facialVerification/index3.0' variant='v3' query={{}} />)
    expect(bodyText()).toContain('本人核验')
    expect(bodyText()).toContain('为新用户核验')
  })
})
