import type { Supplier } from '@api/expense'
import { billDetail, cost } from '@test/expense/testBills'
import { CorporateFormStore } from './CorporateFormStore'

const supplier: Supplier = { SupplierId: '7', Name: '上海锦程会务服务有限公司', TaxNo: '', BankName: '招商银行', AccountNo: '121909876510801', ContactName: '', ContactPhone: '', IsRetired: false }
const departments = { Departments: [{ DepartmentId: '1', DepartmentName: '市场部', CostCenterId: '31001', CostCenterName: '市场费用中心', IsDefault: true }] }

function apiWith(over: Partial<ConstructorParameters<typeof CorporateFormStore>[0]> = {}) {
  return {
    myDepartments: jest.fn().mockResolvedValue(departments),
    bill: jest.fn().mockResolvedValue(billDetail()),
    uploadImage: jest.fn().mockResolvedValue('/tripwise-m-api/common/file/' + 'a'.repeat(32)),
    saveCorporateBill: jest.fn().mockResolvedValue({ BillNo: 'DG2026112410001', Status: 'Approving' }),
    ...over,
  } as unknown as ConstructorParameters<typeof CorporateFormStore>[0] & { saveCorporateBill: jest.Mock }
}

describe('CorporateFormStore', () => {
  it('asks for the supplier first and keeps what was typed', async () => {
    const api = apiWith()
    const store = new CorporateFormStore(api)
    await store.fetch()
    expect(store.costCenterId).toBe('31001')
    store.set('title', '年会场地费')
    expect(await store.save(true)).toBeNull()
    expect(store.errorMessage).toBe('请选择收款供应商')
    expect(store.title).toBe('年会场地费')
    store.setSupplier(supplier)
    expect(await store.save(true)).toBeNull()
    expect(store.errorMessage).toBe('请选择要报销的费用')
    expect(api.saveCorporateBill).not.toHaveBeenCalled()
  })

  it('sends the supplier, costs and attachments, and answers the bill number', async () => {
    const api = apiWith()
    const store = new CorporateFormStore(api)
    await store.fetch()
    store.set('title', ' 年会场地费 ')
    store.setSupplier(supplier)
    store.setCosts([cost('1', { AmountFen: 200000 }), cost('2', { AmountFen: 50000 })])
    await store.addAttachments(['contract.jpg'])
    expect(store.totalFen).toBe(250000)
    expect(await store.save(true)).toBe('DG2026112410001')
    expect(api.saveCorporateBill).toHaveBeenCalledWith({
      Title: '年会场地费', Reason: '', CostCenterId: '31001', SupplierId: '7', CostIds: ['1', '2'],
      Attachments: ['/tripwise-m-api/common/file/' + 'a'.repeat(32)], Submit: true,
    })
  })

  it('edits a returned bill with its supplier and costs; a refusal is shown', async () => {
    const api = apiWith({
      bill: jest.fn().mockResolvedValue(billDetail({ Kind: 'corporate', BillNo: 'DG2026112410001', Supplier: supplier, Status: 'Rejected' })),
      saveCorporateBill: jest.fn().mockRejectedValue({ Code: '4001', Msg: '所选费用已在其他报销单中', Data: null }),
    })
    const store = new CorporateFormStore(api, 'DG2026112410001')
    await store.fetch()
    expect(store.supplier?.Name).toBe('上海锦程会务服务有限公司')
    expect(store.costs.map((c) => c.CostId)).toEqual(['1', '2'])
    expect(await store.save(false)).toBeNull()
    expect(store.errorMessage).toBe('所选费用已在其他报销单中')
    expect(store.isSaving).toBe(false)
  })
})
