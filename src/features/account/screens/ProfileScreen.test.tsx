import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, mountWith, waitForText } from '@test/shared/render'
import ProfileScreen from './ProfileScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const INFO = {
  MemberId: '10001', MemberName: '张伟', CustomerName: '张伟', Phone: '13800000001', Email: 'zw@example.com', Gender: 1, EmployeeNo: 'E001',
  EnterpriseId: '20001', EnterpriseName: '星河智联科技有限公司', TravelStandardName: '普通员工标准',
  Departments: [{ DepartmentId: '1', DepartmentName: '市场部', IsDefault: true }],
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['my2.0/profile', 'my2.0/modifyPsd']))

describe('ProfileScreen', () => {
  it('shows the member details with the phone masked and 修改密码', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetCustomerInfo': INFO })
    await mountWith(root, <ProfileScreen routeId='my2.0/profile' variant='profile' query={{}} />)
    await waitForText('星河智联科技有限公司', 8000)
    expect(bodyText()).toContain('138****0001')
    expect(bodyText()).not.toContain('13800000001')
    expect(bodyText()).toContain('普通员工标准')
    expect(bodyText()).toContain('修改密码')
  })

  it('a failure says so with 重试', async () => {
    const { root } = fakeRoot({ 'b2b/Customer/GetCustomerInfo': fail('网络异常，请稍后重试') })
    await mountWith(root, <ProfileScreen routeId='my2.0/userInfo' variant='userInfo' query={{}} />)
    await waitForText('网络异常，请稍后重试', 8000)
    expect(bodyText()).toContain('重试')
  })
})
