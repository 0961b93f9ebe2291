import Taro from '@tarojs/taro'
import type { Supplier } from '@api/expense'
import { initPxTransform } from '@test/shell/taro'
import { billDetail, cost } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { costRecordSession, costTypeSession, supplierSession } from '../stores/expenseSessions'
import BillDetailScreen from './BillDetailScreen'
import CorporateBillCreateScreen from './CorporateBillCreateScreen'
import CostTypeListScreen from './CostTypeListScreen'
import PaymentBillDetailScreen from './PaymentBillDetailScreen'
import SupplierListScreen from './SupplierListScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const supplier: Supplier = { SupplierId: '7', Name: '上海锦程会务服务有限公司', TaxNo: '', BankName: '招商银行上海张江支行', AccountNo: '121909876510801', ContactName: '王敏', ContactPhone: '13916880001', IsRetired: false }
const badges = { 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0 }
const departments = { Departments: [{ DepartmentId: '1', DepartmentName: '市场部', CostCenterId: '31001', CostCenterName: '市场费用中心', IsDefault: true }] }

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['bill/CorporateReimbursementBill/create', 'bill/CorporateReimbursementBill/detail', 'components/bill/supplierList', 'components/bill/billCostRecord', 'components/costDetails', 'bill/PaymentBillDetail', 'expenseControl/costTypeList'])
  for (const fn of ['navigateTo', 'redirectTo', 'navigateBack'] as const) jest.spyOn(Taro, fn).mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
})
afterEach(() => jest.restoreAllMocks())

describe('CorporateBillCreateScreen', () => {
  it('takes the chosen supplier and costs, shows a missing title and submits to the detail', async () => {
    const fake = fakeRoot({ ...badges, 'common/api/Customer/GetMyDepartments': departments, 'b2b/CustomerBill/SaveCorporateReimbursementBill': { BillNo: 'DG2026112410001', Status: 'Approving' } })
    supplierSession(fake.root).open('corporate-bill', {})
    supplierSession(fake.root).answer(supplier)
    costRecordSession(fake.root).open('corporate-bill', { chosen: [], held: [] })
    costRecordSession(fake.root).answer([cost('1', { CostTypeName: '办公费', AmountFen: 250000 })])
    await mountWith(fake.root, <CorporateBillCreateScreen routeId='bill/CorporateReimbursementBill/create' query={{}} />)
    await waitForText('上海锦程会务服务有限公司')
    expect(bodyText()).toContain('费用明细（1 笔，合计 ¥2,500.00）')
    await clickText('提交审批')
    await waitForText('请填写付款事由')
    await typeIntoField('.bill-form__title input', '年会场地费')
    await clickText('提交审批')
    while (!fake.toasts.includes('已提交审批')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'CustomerBill/SaveCorporateReimbursementBill')?.body).toMatchObject({ Title: '年会场地费', SupplierId: '7', CostIds: ['1'], CostCenterId: '31001', Submit: true })
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/bill/CorporateReimbursementBill/detail?billNo=DG2026112410001' })
  })
})

describe('SupplierListScreen', () => {
  it('lists the suppliers and answers the one tapped', async () => {
    const fake = fakeRoot({ ...badges, 'b2b/CustomerBill/GetSupplierList': { Items: [supplier], Total: 1, PageIndex: 1, PageSize: 20 } })
    supplierSession(fake.root).open('corporate-bill', {})
    await mountWith(fake.root, <SupplierListScreen routeId='components/bill/supplierList' query={{ pick: '1' }} />)
    await waitForText('上海锦程会务服务有限公司')
    await clickText('上海锦程会务服务有限公司')
    expect(supplierSession(fake.root).take('corporate-bill')).toEqual(supplier)
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('adds a supplier in place: a bad account is explained, the saved one is chosen', async () => {
    const fake = fakeRoot({ ...badges, 'b2b/CustomerBill/GetSupplierList': { Items: [], Total: 0, PageIndex: 1, PageSize: 20 }, 'b2b/CustomerBill/SaveSupplier': { SupplierId: '9' } })
    supplierSession(fake.root).open('corporate-bill', {})
    await mountWith(fake.root, <SupplierListScreen routeId='components/bill/supplierList' query={{ pick: '1' }} />)
    await waitForText('暂无供应商，请先添加')
    await clickText('+ 新增供应商')
    await typeIntoField('.supplier-form__Name input', '苏州恒信印务有限公司')
    await typeIntoField('.supplier-form__BankName input', '中国银行苏州分行')
    await typeIntoField('.supplier-form__AccountNo input', '123')
    await clickText('保存并选择')
    await waitForText('银行账号应为8-30位数字')
    await typeIntoField('.supplier-form__AccountNo input', '537058123456')
    await clickText('保存并选择')
    while (!fake.toasts.includes('已添加供应商')) await flush(1)
    expect(supplierSession(fake.root).take('corporate-bill')).toMatchObject({ SupplierId: '9', Name: '苏州恒信印务有限公司' })
  })
})

describe('SupplierListScreen managing suppliers', () => {
  it('edits and retires a supplier the member manages; a retired one is marked and cannot be chosen', async () => {
    const mine = { ...supplier, CanManage: true }
    const retired = { ...supplier, SupplierId: '8', Name: '杭州云途广告传媒有限公司', IsRetired: true, CanManage: true }
    const fake = fakeRoot({
      ...badges,
      'b2b/CustomerBill/GetSupplierList': (body: { IncludeRetired?: boolean }) => ({ Items: body.IncludeRetired ? [mine, retired] : [mine], Total: body.IncludeRetired ? 2 : 1, PageIndex: 1, PageSize: 20 }),
      'b2b/CustomerBill/SaveSupplier': { SupplierId: '7' },
      'b2b/CustomerBill/RetireSupplier': { ...supplier, IsRetired: true },
    })
    supplierSession(fake.root).open('corporate-bill', {})
    await mountWith(fake.root, <SupplierListScreen routeId='components/bill/supplierList' query={{ pick: '1' }} />)
    await waitForText('上海锦程会务服务有限公司')
    await clickText('编辑')
    await waitForText('编辑供应商')
    await typeIntoField('.supplier-form__ContactName input', '王敏敏')
    await clickText('保存')
    while (!fake.toasts.includes('供应商已保存')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'CustomerBill/SaveSupplier')?.body).toMatchObject({ SupplierId: '7', ContactName: '王敏敏', Name: '上海锦程会务服务有限公司' })
    expect(supplierSession(fake.root).take('corporate-bill')).toBeUndefined()
    await clickText('停用')
    while (!fake.toasts.includes('已停用，新单据不能再选择')) await flush(1)
    expect(fake.calls.find((c) => c.path === 'CustomerBill/RetireSupplier')?.body).toEqual({ SupplierId: '7', Retired: true })
    supplierSession(fake.root).open('corporate-bill', {})
    await clickText('显示已停用的供应商')
    await waitForText('杭州云途广告传媒有限公司')
    expect(bodyText()).toContain('已停用')
    await clickText('杭州云途广告传媒有限公司')
    expect(fake.toasts).toContain('该供应商已停用，请选择其他供应商')
    expect(supplierSession(fake.root).take('corporate-bill')).toBeUndefined()
  })
})

describe('BillDetailScreen on a corporate bill', () => {
  it('shows the supplier and links the payment bill once paid', async () => {
    const fake = fakeRoot({
      ...badges,
      'b2b/CustomerBill/GetBillDetail': billDetail({ Kind: 'corporate', BillNo: 'DG2026112410001', Title: '年会场地费', Supplier: supplier, Status: 'Paid', StatusText: '已支付', PaymentNo: 'FK2026112410001' }),
    })
    await mountWith(fake.root, <BillDetailScreen routeId='bill/CorporateReimbursementBill/detail' variant='corporate' query={{ billNo: 'DG2026112410001' }} />)
    await waitForText('收款供应商')
    expect(bodyText()).toContain('付款事由年会场地费')
    expect(bodyText()).toContain('招商银行上海张江支行')
    await clickText('付款单 FK2026112410001 〉')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/PaymentBillDetail?paymentNo=FK2026112410001' })
  })
})

describe('PaymentBillDetailScreen', () => {
  const payment = {
    PaymentNo: 'FK2026112410001', BillNo: 'DG2026112410001', BillKind: 'corporate', BillTitle: '年会场地费', ApplicantName: '张伟', AmountFen: 250000,
    PayeeKind: 'supplier', PayeeName: '上海锦程会务服务有限公司', BankName: '招商银行', AccountNo: '**** 0801', PaidByName: '王芳', PaidAt: '2026-11-24T15:00:00+08:00',
  }

  it('shows payee, account and the bill it paid', async () => {
    const fake = fakeRoot({ ...badges, 'b2b/CustomerBill/GetPaymentBillDetail': payment })
    await mountWith(fake.root, <PaymentBillDetailScreen routeId='bill/PaymentBillDetail' query={{ paymentNo: 'FK2026112410001' }} />)
    await waitForText('已付款')
    expect(bodyText()).toContain('¥2,500.00')
    expect(bodyText()).toContain('上海锦程会务服务有限公司（对公）')
    expect(bodyText()).toContain('**** 0801')
    await clickText('查看单据 DG2026112410001 〉')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/bill/CorporateReimbursementBill/detail?billNo=DG2026112410001' })
  })

  it('shows a refusal with a retry', async () => {
    const fake = fakeRoot({ ...badges, 'b2b/CustomerBill/GetPaymentBillDetail': fail('付款单不存在', '4004') })
    await mountWith(fake.root, <PaymentBillDetailScreen routeId='bill/PaymentBillDetail' query={{ paymentNo: 'FK1' }} />)
    await waitForText('付款单不存在')
    expect(bodyText()).toContain('重试')
  })
})

describe('CostTypeListScreen', () => {
  it('shows the tree, filters it and picks only a leaf', async () => {
    const fake = fakeRoot({
      ...badges,
      'expensecontrol/Expense/GetCostTypeList': { Items: [{ CostTypeId: '1', Name: '差旅费', ParentId: '' }, { CostTypeId: '2', Name: '住宿费', ParentId: '1' }, { CostTypeId: '5', Name: '办公费', ParentId: '' }] },
    })
    costTypeSession(fake.root).open('cost-form', {})
    await mountWith(fake.root, <CostTypeListScreen routeId='expenseControl/costTypeList' query={{ pick: '1' }} />)
    await waitForText('住宿费')
    expect(bodyText()).toContain('差旅费')
    await clickSelector('.cost-type')
    expect(costTypeSession(fake.root).take('cost-form')).toEqual({ CostTypeId: '2', Name: '住宿费', ParentId: '1' })
    expect(Taro.navigateBack).toHaveBeenCalledTimes(1)
  })
})
