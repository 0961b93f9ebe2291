import Taro from '@tarojs/taro'
import type { Rail12306Account, Rail12306Passenger } from '@api/train'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import Rail12306AgreementScreen from './Rail12306AgreementScreen'
import Rail12306FaceScreen from './Rail12306FaceScreen'
import Rail12306LoginScreen from './Rail12306LoginScreen'
import Rail12306PassengerEditScreen from './Rail12306PassengerEditScreen'
import Rail12306PassengersScreen from './Rail12306PassengersScreen'
import Rail12306PhoneCheckScreen from './Rail12306PhoneCheckScreen'
import Rail12306VerifyScreen from './Rail12306VerifyScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const account = (extra: Partial<Rail12306Account> = {}): Rail12306Account => ({
  AccountId: '7', UserName: 'zhangwei2026', Status: 'Unverified', StatusText: '待核验', PhoneMasked: '138****0001', BoundAt: '2026-11-24T10:00:00+08:00', ...extra,
})
const passenger = (extra: Partial<Rail12306Passenger> = {}): Rail12306Passenger => ({
  PassengerId: '3', Name: '刘洋', IdNoMasked: '1101**********4477', PhoneMasked: '139****5678', PassengerType: 'adult', VerifyStatus: 'Pending', VerifyStatusText: '待核验', ...extra,
})
const C = 'b2b/Customer/'

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['train/login12306', 'product2.0/train/valid_login12306', 'product2.0/train/faceID', 'train/passenger12306', 'train/passengerEdit12306', 'train/phoneVerification', 'train/agreement/index'])
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never)
})
const lastUrl = (fn: unknown) => String((fn as jest.Mock).mock.calls.at(-1)?.[0]?.url)

describe('Rail12306LoginScreen', () => {
  it('needs the agreement, keeps the input on a wrong password and goes to the check after signing in', async () => {
    let tries = 0
    const { root, calls } = fakeRoot({
      [`${C}Get12306AccountList`]: { Accounts: [account({ AccountId: '6', UserName: 'old.rail', Status: 'Bound', StatusText: '已绑定' })] },
      [`${C}Login12306`]: () => (++tries === 1 ? fail('12306用户名或密码错误') : account()),
    })
    await mountWith(root, <Rail12306LoginScreen routeId='train/login12306' query={{}} />)
    await waitForText('old.rail')
    expect(bodyText()).toContain('已绑定')
    await typeInto('用户名/邮箱/手机号', 'zhangwei2026')
    await typeInto('12306密码', 'rail@123')
    await clickText('登录12306')
    await waitForText('请阅读并同意《12306账号授权服务协议》')
    await clickText('☐ 我已阅读并同意')
    await clickText('登录12306')
    await waitForText('12306用户名或密码错误')
    expect((document.querySelector('input[placeholder="用户名/邮箱/手机号"]') as HTMLInputElement).value).toBe('zhangwei2026')
    await clickText('登录12306')
    await flush()
    expect(calls.filter((c) => c.path === 'Customer/Login12306').at(-1)?.body).toEqual({ UserName: 'zhangwei2026', Password: 'rail@123' })
    expect(lastUrl(Taro.navigateTo)).toContain('/pages/product2.0/train/valid_login12306?accountId=7')
  })
  it('shows the error of the account list and retries', async () => {
    let n = 0
    const { root } = fakeRoot({ [`${C}Get12306AccountList`]: () => (++n === 1 ? fail('服务繁忙') : { Accounts: [] }) })
    await mountWith(root, <Rail12306LoginScreen routeId='product2.0/train/login12306' query={{}} />)
    await waitForText('服务繁忙')
    await clickText('重试')
    await waitForText('暂未绑定12306账号')
  })
})

describe('Rail12306VerifyScreen and Rail12306FaceScreen', () => {
  it('sends the code, refuses a short one and binds with the right one', async () => {
    const { root, calls } = fakeRoot({ [`${C}Send12306Code`]: { PhoneMasked: '138****0001' }, [`${C}Verify12306Code`]: account({ Status: 'Bound', StatusText: '已绑定' }) })
    await mountWith(root, <Rail12306VerifyScreen routeId='product2.0/train/valid_login12306' query={{ accountId: '7' }} />)
    await clickText('获取验证码')
    await waitForText('验证码已发送至138****0001')
    expect(bodyText()).toMatch(/\d+秒后重发/)
    await typeInto('6位验证码', '123')
    await clickText('完成核验')
    await waitForText('请输入6位验证码')
    await typeInto('6位验证码', '123456')
    await clickText('完成核验')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/Verify12306Code')?.body).toEqual({ AccountId: '7', Code: '123456' })
    expect(lastUrl(Taro.redirectTo)).toContain('/pages/train/passenger12306/passenger12306?accountId=7')
  })
  it('the face check shows the steps and binds once done', async () => {
    let checks = 0
    const { root } = fakeRoot({
      'b2b/TrainTicket/StartFaceAuth': { FaceToken: 'abcdef0123456789abcdef0123456789', ExpiresAt: '2099-01-01T10:05:00+08:00', Tip: '请打开铁路12306 App完成核验' },
      'b2b/TrainTicket/CheckFaceAuth': () => (++checks === 1 ? fail('人脸核验未完成或已过期，请重新核验') : account({ Status: 'Bound' })),
    })
    await mountWith(root, <Rail12306FaceScreen routeId='product2.0/train/faceID' query={{ accountId: '7' }} />)
    await waitForText('ABCDEF01')
    await clickText('我已完成核验')
    await waitForText('人脸核验未完成或已过期')
    await clickText('我已完成核验')
    await flush()
    expect(lastUrl(Taro.redirectTo)).toContain('passenger12306?accountId=7')
  })
})

describe('12306 passengers', () => {
  it('lists passengers with their status and opens one', async () => {
    const { root } = fakeRoot({ [`${C}Get12306PassengerList`]: { Passengers: [passenger(), passenger({ PassengerId: '4', Name: '王芳', VerifyStatus: 'Failed', VerifyStatusText: '未通过', PhoneMasked: '' })] } })
    await mountWith(root, <Rail12306PassengersScreen routeId='train/passenger12306' query={{ accountId: '7' }} />)
    await waitForText('王芳')
    expect(bodyText()).toContain('待核验的乘客需完成手机号核验后才能购票')
    expect(bodyText()).toContain('证件信息未通过12306核验')
    await clickText('刘洋')
    expect(lastUrl(Taro.navigateTo)).toContain('passengerEdit12306?accountId=7&passengerId=3')
  })
  it('adds a passenger after checking the ID number, then goes to the phone check', async () => {
    const { root, calls } = fakeRoot({ [`${C}Save12306Passenger`]: passenger() })
    await mountWith(root, <Rail12306PassengerEditScreen routeId='train/passengerEdit12306' query={{ accountId: '7' }} />)
    await typeInto('与证件一致的姓名', '刘洋')
    await typeInto('18位居民身份证号', '110101199003074478')
    await typeInto('用于12306手机核验', '13912345678')
    await clickText('保存')
    await waitForText('身份证号码有误，请核对')
    await typeInto('18位居民身份证号', '110101199003074477')
    await clickText('学生')
    await clickText('保存')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/Save12306Passenger')?.body).toEqual({
      AccountId: '7', PassengerId: '', Name: '刘洋', IdNo: '110101199003074477', Phone: '13912345678', PassengerType: 'student',
    })
    expect(lastUrl(Taro.navigateTo)).toContain('phoneVerification?accountId=7&passengerId=3')
  })
  it('edits the phone of a passenger (name and ID fixed) and deletes one', async () => {
    const { root, calls } = fakeRoot({
      [`${C}Get12306PassengerList`]: { Passengers: [passenger({ VerifyStatus: 'Passed', VerifyStatusText: '已通过' })] },
      [`${C}Save12306Passenger`]: passenger(),
      [`${C}Delete12306Passenger`]: { AccountId: '7', PassengerId: '3' },
    })
    await mountWith(root, <Rail12306PassengerEditScreen routeId='train/passengerEdit12306' query={{ accountId: '7', passengerId: '3' }} />)
    await waitForText('1101**********4477')
    expect(bodyText()).toContain('已通过')
    await clickText('删除乘客')
    await waitForText('确定从12306账号中删除乘客刘洋吗？')
    await clickText('确认')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/Delete12306Passenger')?.body).toEqual({ AccountId: '7', PassengerId: '3' })
  })
  it('the phone check passes a passenger', async () => {
    const { root, calls } = fakeRoot({ [`${C}Send12306PassengerCode`]: { PhoneMasked: '139****5678' }, [`${C}Verify12306PassengerCode`]: passenger({ VerifyStatus: 'Passed' }) })
    await mountWith(root, <Rail12306PhoneCheckScreen routeId='train/phoneVerification' query={{ accountId: '7', passengerId: '3' }} />)
    await clickText('提交核验')
    await waitForText('请先获取验证码')
    await clickText('获取验证码')
    await waitForText('验证码已发送至139****5678')
    await typeInto('6位验证码', '654321')
    await clickText('提交核验')
    await flush()
    expect(calls.find((c) => c.path === 'Customer/Verify12306PassengerCode')?.body).toEqual({ AccountId: '7', PassengerId: '3', Code: '654321' })
  })
  it('the agreement says what the app does with the account', async () => {
    const { root } = fakeRoot({})
    await mountWith(root, <Rail12306AgreementScreen routeId='train/agreement/index' query={{}} />)
    expect(bodyText()).toContain('本应用不保存您的密码')
  })
})
