import { billDetail, cost } from '@test/expense/testBills'
import { BillFormStore } from './BillFormStore'

const departments = { Departments: [{ DepartmentId: '1', DepartmentName: '市场部', CostCenterId: '31001', CostCenterName: '市场费用中心', IsDefault: true }] }

function apiWith(bill = billDetail()) {
  return {
    costs: jest.fn().mockResolvedValue({ Items: [cost('9')], TotalFen: 8650 }),
    myDepartments: jest.fn().mockResolvedValue(departments),
    bill: jest.fn().mockResolvedValue(bill),
    saveBill: jest.fn().mockResolvedValue({ BillNo: 'BX2026112010001', Status: 'Draft' }),
  } as unknown as ConstructorParameters<typeof BillFormStore>[0] & { saveBill: jest.Mock }
}

describe('BillFormStore project and reimbursed member', () => {
  it('sends the chosen project and colleague, and neither when none is chosen', async () => {
    const api = apiWith()
    const store = new BillFormStore(api)
    await store.fetch()
    store.set('title', '客户招待')
    store.toggle('9')
    await store.save(false)
    expect(api.saveBill.mock.calls[0][0]).not.toHaveProperty('ProjectId')
    expect(api.saveBill.mock.calls[0][0]).not.toHaveProperty('ReimbursedMemberId')
    store.setProject({ id: '32001', name: '华东区渠道拓展项目' })
    store.setReimbursedMember({ id: '10004', name: '赵敏' })
    await store.save(true)
    expect(api.saveBill.mock.calls[1][0]).toMatchObject({ ProjectId: '32001', ReimbursedMemberId: '10004', CostIds: ['9'], Submit: true })
  })

  it('an edited bill brings its project and colleague; a reload keeps what the member picked since', async () => {
    const api = apiWith(billDetail({ Status: 'Rejected', ProjectId: '32001', ProjectName: '华东区渠道拓展项目', ReimbursedMemberId: '10004', ReimbursedMemberName: '赵敏' }))
    const store = new BillFormStore(api, 'BX2026112010001')
    await store.fetch()
    expect(store.project).toEqual({ id: '32001', name: '华东区渠道拓展项目' })
    expect(store.reimbursedMember).toEqual({ id: '10004', name: '赵敏' })
    store.setProject(null)
    store.setReimbursedMember(null)
    await store.fetch()
    expect(store.project).toBeNull()
    expect(store.reimbursedMember).toBeNull()
  })

  it('the applicant reimbursing themselves shows no colleague', async () => {
    const store = new BillFormStore(apiWith(billDetail({ Status: 'Draft' })), 'BX2026112010001')
    await store.fetch()
    expect(store.reimbursedMember).toBeNull()
  })
})

describe('BillFormStore 冲借款 with the save (decision 0360)', () => {
  it('sends the offsets given, and none when the form leaves them alone', async () => {
    const api = apiWith()
    const store = new BillFormStore(api)
    await store.fetch()
    store.set('title', '打车')
    store.toggle('9')
    await store.save(true, [{ LoanNo: 'JK2026112010001', AmountFen: 8650 }])
    expect(api.saveBill.mock.calls[0][0]).toMatchObject({ LoanOffsets: [{ LoanNo: 'JK2026112010001', AmountFen: 8650 }], Submit: true })
    await store.save(false, [])
    expect(api.saveBill.mock.calls[1][0].LoanOffsets).toEqual([])
    await store.save(false)
    expect(api.saveBill.mock.calls[2][0]).not.toHaveProperty('LoanOffsets')
  })

  it('an edited bill brings the offsets it holds', async () => {
    const held = [{ LoanNo: 'JK2026112010001', RepayNo: 'HK1', AmountFen: 20000, LoanReason: '北京出差备用金' }]
    const store = new BillFormStore(apiWith(billDetail({ Status: 'Rejected', LoanOffsets: held, OffsetFen: 20000, PayableFen: 23650 })), 'BX2026112010001')
    await store.fetch()
    expect(store.heldOffsets).toEqual(held)
  })
})

describe('BillFormStore costs chosen beforehand', () => {
  it('a new bill opened for the claimed subsidy has it selected (issue 35: 申领补贴 then 已选 1 笔), a cost no longer free is not', async () => {
    const store = new BillFormStore(apiWith(), '', ['9', '404'])
    await store.fetch()
    expect(store.chosen).toEqual(['9'])
    expect(store.totalFen).toBe(8650)
    store.toggle('9')
    await store.fetch()
    expect(store.chosen).toEqual([])
  })
})
