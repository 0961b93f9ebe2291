import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { pageEvents } from '@test/shared/taroMock'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { departmentPickSessionOf } from '../stores/departmentPickSession'
import { travellerPickSessionOf } from '../stores/travellerPickSession'
import DepartmentListScreen from './DepartmentListScreen'
import SelectEmployeesScreen from './SelectEmployeesScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const TREE = {
  Departments: [
    { DepartmentId: '1', DepartmentName: '市场部', ParentDepartmentId: '', MemberCount: 3 },
    { DepartmentId: '3', DepartmentName: '华东组', ParentDepartmentId: '1', MemberCount: 1 },
    { DepartmentId: '2', DepartmentName: '技术部', ParentDepartmentId: '', MemberCount: 2 },
  ],
}
const LINA = { MemberId: '20002', Name: '李娜', PhoneMasked: '138****0002', DepartmentName: '市场部', EmployeeNo: 'E002' }
const WEI = { MemberId: '20005', Name: '张伟', PhoneMasked: '138****0005', DepartmentName: '华东组', EmployeeNo: 'E005' }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['common2.0/selectEmployees', 'components/common/list']))
afterEach(() => jest.restoreAllMocks())

describe('SelectEmployeesScreen', () => {
  it('opens the department tree, shows the picked department\'s colleagues, ticks and answers the form', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root, calls } = fakeRoot({
      'common/api/Customer/GetDepartmentTree': TREE,
      'common/api/Customer/SearchColleagues': (body: { DepartmentId?: string; Keyword?: string }) =>
        body.Keyword === 'zw' || body.DepartmentId === '3' ? { Colleagues: [WEI], Total: 1 } : { Colleagues: [LINA, WEI], Total: 2 },
    })
    const travellers = travellerPickSessionOf(root)
    travellers.open('hotel', { selected: [], max: 2, includePassengers: false })
    await mountWith(root, <SelectEmployeesScreen routeId='common2.0/selectEmployees' query={{}} />)
    await waitForText('李娜', 8000)
    await clickText('部门架构')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/components/common/list' })
    departmentPickSessionOf(root).answer({ departmentId: '3', departmentName: '华东组' })
    pageEvents.hide()
    pageEvents.show()
    await waitForText('> 华东组', 8000)
    expect(calls.filter((c) => c.path === 'api/Customer/SearchColleagues').at(-1)?.body).toEqual({ DepartmentId: '3', PageIndex: 1, PageSize: 50 })
    expect(bodyText()).not.toContain('李娜')
    await clickText('张伟')
    await clickText('确定')
    expect(travellers.take('hotel')?.map((t) => [t.name, t.memberId, t.kind])).toEqual([['张伟', '20005', 'colleague']])
    expect(navigateBack).toHaveBeenCalled()
  })

  it('searches by pinyin initials; nobody ticked is refused with a toast', async () => {
    const { root, calls, toasts } = fakeRoot({
      'common/api/Customer/GetDepartmentTree': TREE,
      'common/api/Customer/SearchColleagues': (body: { Keyword?: string }) => (body.Keyword === 'zw' ? { Colleagues: [WEI], Total: 1 } : { Colleagues: [LINA, WEI], Total: 2 }),
    })
    travellerPickSessionOf(root).open('hotel', { selected: [], max: 1, includePassengers: false })
    await mountWith(root, <SelectEmployeesScreen routeId='common2.0/selectEmployees' query={{}} />)
    await waitForText('李娜', 8000)
    await typeIntoField('.at-search-bar', 'zw')
    await clickText('搜索')
    await flush()
    expect(calls.filter((c) => c.path === 'api/Customer/SearchColleagues').at(-1)?.body).toEqual({ Keyword: 'zw', PageIndex: 1, PageSize: 50 })
    expect(bodyText()).not.toContain('李娜')
    await clickText('确定')
    expect(toasts).toContain('请至少选择1位出行人')
  })
})

describe('DepartmentListScreen', () => {
  it('draws the whole tree, filters by name, answers the tapped department', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never)
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const { root } = fakeRoot({ 'common/api/Customer/GetDepartmentTree': TREE })
    const session = departmentPickSessionOf(root)
    session.open('selectEmployees', { current: '' })
    await mountWith(root, <DepartmentListScreen />)
    await waitForText('华东组', 8000)
    expect(bodyText()).toMatch(/全部员工.*市场部3人.*华东组1人.*技术部2人/)
    await typeIntoField('.at-search-bar', '华东')
    await waitForText('市场部 / 华东组', 8000)
    expect(bodyText()).not.toContain('技术部')
    await clickText('市场部 / 华东组')
    expect(session.take('selectEmployees')).toEqual({ departmentId: '3', departmentName: '华东组' })
    expect(navigateBack).toHaveBeenCalled()
  })

  it('empty and failed states', async () => {
    const empty = fakeRoot({ 'common/api/Customer/GetDepartmentTree': { Departments: [] } })
    await mountWith(empty.root, <DepartmentListScreen />)
    await waitForText('企业暂未设置部门', 8000)
    const failed = fakeRoot({ 'common/api/Customer/GetDepartmentTree': fail('网络异常') })
    await mountWith(failed.root, <DepartmentListScreen />)
    await waitForText('网络异常', 8000)
    expect(bodyText()).toContain('重试')
  })
})
