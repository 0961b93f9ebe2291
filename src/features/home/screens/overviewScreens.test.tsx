import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import ConsumptionDetailScreen from './ConsumptionDetailScreen'
import ControlInformationScreen from './ControlInformationScreen'
import ReimbursementScreen from './ReimbursementScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/shared/taroMock').taroForScreens())

const STANDARD = { Grade: 'staff', GradeName: '普通员工', Products: [{ Product: 'hotel', ProductName: '酒店', Lines: ['一线城市每晚不超过 ¥500'] }], Standards: {} }
const BUDGET = { BudgetId: '1', BudgetName: '市场部 2026', DimensionType: 'department', DimensionId: '1', DimensionName: '市场部', Period: '2026', TotalAmount: 10_000_000, UsedAmount: 2_500_000, RemainingAmount: 7_500_000, ControlType: 2, IsOver: false }
const RULES = { Rules: [{ ProductType: 5, FlowName: '机票审批', AppliesWhen: 'always', Levels: [{ Level: 1, Name: '部门负责人审批', MinAmountFen: 0, ApproverNames: ['李娜'] }] }] }

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['index', 'index/controlInformation', 'index/ConsumptionDetail', 'index2.0/reimbursement', 'bill/billList']))

describe('管控信息', () => {
  it('shows the standard, the budgets and the approval rules', async () => {
    const { root } = fakeRoot({
      'b2b/Customer/QueryMyTravelStandard': STANDARD,
      'common/api/Budget/ValidateBudget': { IsPass: true, IsOverBudget: false, ControlType: 2, Budgets: [BUDGET], Message: '' },
      'common/api/Customer/GetMyApprovalRules': RULES,
    })
    await mountWith(root, <ControlInformationScreen routeId='index/controlInformation' query={{}} />)
    await waitForText('一线城市每晚不超过 ¥500')
    expect(bodyText()).toContain('差旅标准 · 普通员工')
    expect(bodyText()).toContain('市场部 · 2026年 · 超预算禁止预订')
    expect(bodyText()).toContain('已使用（25%）')
    expect(bodyText()).toContain('1级 部门负责人审批：李娜')
  })

  it('still shows the standard when budgets fail; the standard failing offers 重试', async () => {
    const fake = fakeRoot({
      'b2b/Customer/QueryMyTravelStandard': fail('网络不给力'),
      'common/api/Budget/ValidateBudget': fail('预算服务繁忙'),
      'common/api/Customer/GetMyApprovalRules': { Rules: [] },
    })
    await mountWith(fake.root, <ControlInformationScreen routeId='index/controlInformation' query={{}} />)
    await waitForText('网络不给力')
    fake.table['b2b/Customer/QueryMyTravelStandard'] = STANDARD
    await clickText('重试')
    await waitForText('预算信息暂时无法获取')
    expect(bodyText()).toContain('企业未设置订单审批')
  })
})

describe('消费明细', () => {
  it('shows the month total, products and orders, and changes month', async () => {
    const fake = fakeRoot({
      'common/api/order/GetConsumptionDetail': (body: { Month: string }) => ({
        Month: body.Month, TotalFen: 91600, ByProduct: [{ ProductType: 1, Count: 1, AmountFen: 91600 }],
        Items: [{ OrderNo: 'H1', ProductType: 1, Title: '全季酒店(上海虹桥枢纽店)', AmountFen: 91600, StatusName: '已确认', CreatedAt: '2026-05-01T10:00:00+08:00', TravellerName: '张伟' }],
      }),
    })
    await mountWith(fake.root, <ConsumptionDetailScreen routeId='index/ConsumptionDetail' query={{ month: '2026-05' }} />)
    await waitForText('全季酒店(上海虹桥枢纽店)')
    expect(fake.calls[0].body).toEqual({ Month: expect.stringMatching(/^\d{4}-\d{2}$/) })
    expect(bodyText()).toContain('¥916.00')
    expect(bodyText()).toContain('酒店 · 1笔')
  })
})

describe('消费明细 for admins and finance (decision 0710)', () => {
  it('adds 部门消费 by department and 报销统计 with its totals and the Excel export; an employee has neither', async () => {
    const group = (Name: string, PaidFen: number) => ({ Name, BillCount: 1, CostFen: PaidFen, PaidFen })
    const fake = fakeRoot({
      'common/api/order/GetConsumptionDetail': (body: { Month: string; Scope?: string }) => ({
        Month: body.Month, TotalFen: 91600, ByProduct: [], Items: [],
        ...(body.Scope === 'enterprise' ? { ByDepartment: [{ DepartmentName: '市场部', Count: 2, AmountFen: 91600 }] } : {}),
      }),
      'b2b/CustomerBill/GetExpenseReport': (body: { FromMonth: string; ToMonth: string }) => ({
        ...body, BillCount: 2, CostFen: 50000, PaidFen: 45000,
        ByMonth: [group(body.FromMonth, 45000)], ByDepartment: [group('市场部', 30000), group('研发中心', 15000)],
        ByCostCenter: [group('市场费用中心', 45000)], ByProject: [group('未指定', 45000)],
      }),
    })
    fake.root.settings.applyUserInfos({ IsManage: true })
    await mountWith(fake.root, <ConsumptionDetailScreen routeId='index/ConsumptionDetail' query={{ month: '2026-05' }} />)
    await clickText('部门消费')
    await waitForText('市场部 · 2笔')
    expect(fake.calls.find((c) => (c.body as { Scope?: string }).Scope === 'enterprise')).toBeTruthy()
    await clickText('报销统计')
    await waitForText('¥450.00')
    expect(bodyText()).toContain('已付单据 2 笔')
    expect(bodyText()).toContain('研发中心')
    await clickText('按成本中心')
    await waitForText('市场费用中心')
    expect(bodyText()).toContain('导出 Excel')
  })

  it('an employee sees only their own consumption', async () => {
    const fake = fakeRoot({ 'common/api/order/GetConsumptionDetail': (body: { Month: string }) => ({ Month: body.Month, TotalFen: 0, ByProduct: [], Items: [] }) })
    await mountWith(fake.root, <ConsumptionDetailScreen routeId='index/ConsumptionDetail' query={{ tab: 'report' }} />)
    await waitForText('本月没有消费记录')
    expect(bodyText()).not.toContain('报销统计')
    expect(fake.calls.every((c) => c.path === 'api/order/GetConsumptionDetail')).toBe(true)
  })
})

describe('报销', () => {
  it('opens only the live expense screens', async () => {
    const { root } = fakeRoot({})
    await mountWith(root, <ReimbursementScreen routeId='index2.0/reimbursement' query={{}} />)
    expect(bodyText()).toContain('我的报销单')
    expect(bodyText()).toContain('消费明细')
    expect(bodyText()).not.toContain('发起报销')
  })
})
