import type { Supplier } from '@api/expense'
import { billDetail } from '@test/expense/testBills'
import type { ExpenseApi } from '../api/expenseApi'
import { CorporateFormStore } from './CorporateFormStore'
import { CostFormStore } from './CostFormStore'

// Issue 35: an error message stays while its field is wrong and clears as soon as the field is fixed (it stayed until
// the next save); an unrelated edit leaves it.
test('请输入正确的金额 clears once the amount is a valid one', async () => {
  const api = { costTypes: jest.fn(async () => ({ Items: [{ CostTypeId: 'taxi', Name: '出租车', ParentId: '' }] })), costs: jest.fn(async () => ({ Items: [], TotalFen: 0 })) }
  const store = new CostFormStore(api as unknown as ExpenseApi, '2026-11-24', '')
  await store.fetch()
  store.set('costTypeId', 'taxi')
  store.set('amountText', 'abc')
  expect(await store.save()).toBe(false)
  expect(store.errorMessage).toBe('请输入正确的金额')
  store.set('remark', '打车')
  expect(store.errorMessage).toBe('请输入正确的金额')
  store.set('amountText', '')
  expect(store.errorMessage).toBe('请输入正确的金额')
  store.set('amountText', '35.5')
  expect(store.errorMessage).toBe('')
})

test('请选择收款供应商 clears once a supplier is chosen', async () => {
  const departments = { Departments: [{ DepartmentId: '1', DepartmentName: '市场部', CostCenterId: '31001', CostCenterName: '市场费用中心', IsDefault: true }] }
  const api = { myDepartments: jest.fn().mockResolvedValue(departments), bill: jest.fn().mockResolvedValue(billDetail()) }
  const store = new CorporateFormStore(api as unknown as ConstructorParameters<typeof CorporateFormStore>[0])
  await store.fetch()
  store.set('title', '年会场地费')
  expect(await store.save(true)).toBeNull()
  expect(store.errorMessage).toBe('请选择收款供应商')
  store.set('reason', '年会')
  expect(store.errorMessage).toBe('请选择收款供应商')
  const supplier: Supplier = { SupplierId: '7', Name: '上海锦程会务服务有限公司', TaxNo: '', BankName: '招商银行', AccountNo: '121909876510801', ContactName: '', ContactPhone: '', IsRetired: false }
  store.setSupplier(supplier)
  expect(store.errorMessage).toBe('')
})
