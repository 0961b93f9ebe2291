import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeInto, waitForText } from '@test/shared/render'
import AddEnterpriseEmployeesScreen from './AddEnterpriseEmployeesScreen'
import EnterpriseEmployeesScreen from './EnterpriseEmployeesScreen'
import EnterpriseListScreen from './EnterpriseListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const M = 'tripwise-m-api/dossen'
const ENTERPRISE = { EnterpriseId: 20004, Name: '粤海会展服务有限公司', EmployeeCount: 1, Since: '2026-01-01', IsTrial: true }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'index3.0/dossen/enterpriseList', 'index3.0/dossen/enterpriseEmployees', 'index3.0/dossen/addEnterpriseEmployees']))
afterEach(() => jest.restoreAllMocks())

describe('dossen screens', () => {
  it('a sale sees reward totals, monthly bars and each enterprise\'s reward of the month', async () => {
    const fake = fakeRoot({
      [`${M}/enterprise/list`]: { Role: 'sale', Items: [ENTERPRISE] },
      [`${M}/reward/total`]: { TotalFen: 27300, OrderCount: 3, EnterpriseCount: 1, ThisMonthFen: 9900 },
      [`${M}/reward/total-by-month`]: { Items: [{ Month: '2026-05', AmountFen: 9900, OrderCount: 1 }, { Month: '2026-04', AmountFen: 4600, OrderCount: 1 }] },
      [`${M}/reward/enterprise-by-month`]: (body: { Month: string }) => ({ Month: body.Month, Items: [{ EnterpriseId: 20004, EnterpriseName: '粤海会展', AmountFen: body.Month === '2026-05' ? 9900 : 4600, OrderCount: 1 }] }),
    })
    await mountWith(fake.root, <EnterpriseListScreen routeId='index3.0/dossen/enterpriseList' query={{}} />)
    await waitForText('粤海会展服务有限公司')
    expect(bodyText()).toContain('¥273.00')
    expect(bodyText()).toContain('2026年05月各企业奖励')
    expect(bodyText()).toContain('¥99.00')
    await clickText('4月')
    await waitForText('¥46.00')
  })

  it('anyone else is told who may look', async () => {
    const { root } = fakeRoot({ [`${M}/enterprise/list`]: fail('仅东呈销售或企业负责人可以查看', '4003') })
    await mountWith(root, <EnterpriseListScreen routeId='index3.0/dossen/enterpriseList' query={{}} />)
    await waitForText('仅东呈销售或企业负责人可以查看')
  })

  it('lists the employees of an enterprise', async () => {
    const { root, calls } = fakeRoot({ [`${M}/enterprise/employees`]: { EnterpriseName: '粤海会展服务有限公司', Total: 1, Items: [{ MemberId: 10007, Name: '陈静', Phone: '138****0005', Status: 'active', JoinedAt: '2026-01-01T10:00:00+08:00' }] } })
    await mountWith(root, <EnterpriseEmployeesScreen routeId='index3.0/dossen/enterpriseEmployees' query={{ enterpriseId: '20004' }} />)
    await waitForText('138****0005')
    expect(bodyText()).toContain('共1名员工')
    expect(calls[0].body).toEqual({ EnterpriseId: 20004, PageIndex: 1, PageSize: 20 })
  })

  it('adds an employee: checks, keeps the form when refused, goes back when added', async () => {
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = fakeRoot({ [`${M}/enterprise/employee/add`]: fail('该手机号已是本企业员工', '4009') })
    await mountWith(fake.root, <AddEnterpriseEmployeesScreen routeId='index3.0/dossen/addEnterpriseEmployees' query={{ enterpriseId: '20004' }} />)
    await typeInto('请输入员工姓名', '黄小明')
    await typeInto('请输入员工手机号', '1371234')
    await clickSelector('.dossen-add__submit')
    expect(bodyText()).toContain('请输入正确的手机号')
    await typeInto('请输入员工手机号', '13712345678')
    await clickSelector('.dossen-add__submit')
    await waitForText('该手机号已是本企业员工')
    fake.table[`${M}/enterprise/employee/add`] = { MemberId: 0, IsNewAccount: false, IsInvited: true, InvitationCode: 'ABCDEFGH23', ExpiresAt: '2026-12-05T10:00:00+08:00' }
    await clickSelector('.dossen-add__submit')
    await waitForText('邀请码 ABCDEFGH23')
    expect(bodyText()).toContain('黄小明的手机号已注册，不能直接添加')
    expect(back).not.toHaveBeenCalled()
    expect(fake.toasts).toEqual([])
    await typeInto('请输入员工手机号', '13712345670')
    fake.table[`${M}/enterprise/employee/add`] = { MemberId: 1, IsNewAccount: true, IsInvited: false, InvitationCode: '', ExpiresAt: '' }
    await clickSelector('.dossen-add__submit')
    for (let i = 0; i < 100 && fake.toasts.length === 0; i += 1) await flush(1)
    expect(fake.toasts[0]).toContain('已添加黄小明')
    expect(back).toHaveBeenCalled()
    const sent = fake.calls.filter((c) => c.path.endsWith('employee/add'))
    expect(sent[1].body).toEqual({ EnterpriseId: 20004, Name: '黄小明', Phone: '13712345678' })
    expect(sent[2].body).toEqual({ EnterpriseId: 20004, Name: '黄小明', Phone: '13712345670' })
  })
})
