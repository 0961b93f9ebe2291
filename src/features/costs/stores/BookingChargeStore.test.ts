import type { ValidateBudgetData, ValidateBudgetRequest } from '@api/common'
import type { CostModuleConfig } from '@api/costs'
import { BookingChargeStore, type BookingChargeDeps } from './BookingChargeStore'

const costModule = (type: CostModuleConfig['Type'], extra: Partial<CostModuleConfig> = {}): CostModuleConfig => ({
  ModelName: type === 'costCenter' ? '成本中心' : '项目', Type: type, IsRequire: false, IsHide: false, Placeholder: '', ...extra,
})
const budget = (isPass: boolean, isOver: boolean, message = isPass ? '预算充足' : '超出研发费用中心年度预算，不允许预订'): ValidateBudgetData => ({
  IsPass: isPass, IsOverBudget: isOver, ControlType: isPass ? (isOver ? 1 : 0) : 2, Message: message,
  Budgets: [{ BudgetId: '1', BudgetName: '研发费用中心年度预算', DimensionType: 'costCenter', DimensionId: '31002', DimensionName: '研发费用中心', Period: '2026', TotalAmount: 100000, UsedAmount: 40000, RemainingAmount: 60000, ControlType: 1, IsOver: isOver }],
})
const CENTRE = { id: '31002', code: 'CC-RD', name: '研发费用中心' }
const PROJECT = { id: '32004', code: 'P-ERP', name: 'ERP系统升级' }

function setup(modules: CostModuleConfig[], extra: Partial<BookingChargeDeps> = {}, answer: ValidateBudgetData = budget(true, false)) {
  const validateBudget = jest.fn(async (_body: ValidateBudgetRequest) => answer)
  const costs = {
    costModules: jest.fn(async () => ({ Modules: modules, IsProjectCenterConfirm: false })),
    myCostCenters: jest.fn(async () => ({ CostCenters: [{ CostCenterId: CENTRE.id, CostCenterCode: CENTRE.code, CostCenterName: CENTRE.name, IsDefault: true }] })),
    validateBudget,
  }
  const store = new BookingChargeStore({ costs: costs as unknown as BookingChargeDeps['costs'], productType: 5, ...extra })
  return { store, costs, validateBudget }
}

test.each([
  ['no modules', [], 'costCenter', null],
  ['optional cost centre', [costModule('costCenter')], 'costCenter', { label: '成本中心', placeholder: '选填', isRequired: false }],
  ['required with its placeholder', [costModule('costCenter', { IsRequire: true, Placeholder: '请选择成本中心' })], 'costCenter', { label: '成本中心', placeholder: '请选择成本中心', isRequired: true }],
  ['hidden project', [costModule('project', { IsHide: true })], 'project', null],
  ['project labelled by the enterprise', [costModule('project', { ModelName: '所属项目', IsRequire: true })], 'project', { label: '所属项目', placeholder: '必选', isRequired: true }],
] as const)('rowOf: %s', async (_name, modules, type, row) => {
  const { store } = setup([...modules])
  await store.load()
  expect(store.rowOf(type)).toEqual(row)
})

test('the finance variant shows and requires the cost centre whatever the modules say', async () => {
  const { store } = setup([], { requireCostCenter: true })
  expect(store.rowOf('costCenter')).toEqual({ label: '成本中心', placeholder: '必选', isRequired: true })
  expect(store.problem()).toBe('请选择成本中心')
  await store.setCostCenter(CENTRE)
  expect(store.problem()).toBe('')
})

test('load takes the default cost centre, then asks the budget of the amount with the picked ids; each pick asks again', async () => {
  const { store, validateBudget } = setup([costModule('costCenter'), costModule('project')])
  await store.load({ amountFen: 88000, travelDate: '2026-12-01' })
  expect(store.costCenter).toEqual(CENTRE)
  expect(validateBudget).toHaveBeenLastCalledWith({ Amount: 88000, ProductType: 5, TravelDate: '2026-12-01', CostCenterId: '31002' })
  await store.setProject(PROJECT)
  expect(validateBudget).toHaveBeenLastCalledWith({ Amount: 88000, ProductType: 5, TravelDate: '2026-12-01', CostCenterId: '31002', ProjectId: '32004' })
  expect(store.budgetNotes).toEqual([{ text: '研发费用中心年度预算 剩余¥600.00', isOver: false }])
  expect(store.fields()).toEqual({ CostCenterId: '31002', CostCenterName: '研发费用中心', ProjectId: '32004', ProjectName: 'ERP系统升级' })
  expect(store.fields(true)).toEqual({ CostCenterName: '', ProjectName: '' })
})

test.each([
  ['a required project missing', [costModule('project', { IsRequire: true })], budget(true, false), '请选择项目'],
  ['over a forbidding budget', [costModule('costCenter')], budget(false, true), '超出研发费用中心年度预算，不允许预订'],
  ['over a warning budget (goes to approval)', [costModule('costCenter')], budget(true, true, '超出研发费用中心年度预算，提交后需审批'), ''],
  ['all fine', [costModule('costCenter', { IsRequire: true })], budget(true, false), ''],
] as const)('problem: %s', async (_name, modules, answer, expected) => {
  const { store } = setup([...modules], {}, answer)
  await store.load({ amountFen: 1000, travelDate: '2026-12-01' })
  expect(store.problem()).toBe(expected)
  expect(store.problem(true)).toBe('')
})

test.each([
  [false, false, false, true],
  [true, false, false, false],
  [false, true, false, false],
  [true, true, true, true],
])('confirmation: isProjectCenterConfirm %s, projectCenterSecondaryConfirmation %s, private %s → goes on at once %s', async (perProduct, enterprise, isPrivate, goesOn) => {
  const { store, costs } = setup([costModule('costCenter')], { projectCenterSecondaryConfirmation: () => enterprise })
  costs.costModules.mockResolvedValueOnce({ Modules: [costModule('costCenter')], IsProjectCenterConfirm: perProduct })
  await store.load()
  expect(store.confirmed({ isPrivate })).toBe(goesOn)
  expect(store.isConfirming).toBe(!goesOn)
  if (!goesOn) {
    expect(store.confirmationText).toBe('请确认本次预订的费用归属（成本中心：研发费用中心）')
    expect(store.confirmed({ isPrivate, confirmed: true })).toBe(true)
    expect(store.isConfirming).toBe(false)
  }
})

test('without the costs api nothing is asked and a failed module read leaves the pickers usable', async () => {
  const bare = new BookingChargeStore({ productType: 7 })
  await bare.load({ amountFen: 1, travelDate: '2026-12-01' })
  expect([bare.modules, bare.budget, bare.problem()]).toEqual([[], null, ''])
  const { store, costs } = setup([costModule('costCenter')])
  costs.costModules.mockRejectedValueOnce(new Error('offline'))
  await store.load()
  expect(store.modules).toEqual([])
})
