import { initPxTransform } from '@test/shell/taro'
import { billDetail } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import BillDetailScreen from './BillDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/ReimbursementBillDetail', 'expenseControl/CreateReimbursementBill']))

async function mount(table: Record<string, unknown>) {
  const fake = fakeRoot({ 'common/api/approval/GetToDoApprovalSummary': { DataCount: 0 }, 'common/api/order/GetErrorOrderCount': 0, ...table })
  await mountWith(fake.root, <BillDetailScreen routeId='expenseControl/ReimbursementBillDetail' variant='expense' query={{ billNo: 'BX2026112010001' }} />)
  return fake
}

describe('BillDetailScreen', () => {
  it('shows the bill, its costs, steps and history', async () => {
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail() })
    await waitForText('审批中')
    const text = bodyText()
    expect(text).toContain('¥436.50')
    expect(text).toContain('住宿费')
    expect(text).toContain('部门负责人审批（李娜）审批中')
    expect(text).toContain('提交报销单')
    expect(text).not.toContain('通过')
    expect(text).not.toContain('冲借款')
  })

  it('shows the loans the bill offsets and what is paid out', async () => {
    const LoanOffsets = [{ LoanNo: 'JK2026110124201', RepayNo: 'HK1', AmountFen: 30000, LoanReason: '北京出差备用金' }]
    await mount({ 'b2b/CustomerBill/GetBillDetail': billDetail({ LoanOffsets, OffsetFen: 30000, PayableFen: 13650 }) })
    await waitForText('冲借款')
    expect(bodyText()).toContain('北京出差备用金 JK2026110124201 冲抵 ¥300.00')
    expect(bodyText()).toContain('实付金额¥136.50')
  })

  it('the approver must give a reason to reject, then approves with the bill reloaded', async () => {
    let approved = false
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': () => billDetail(approved ? { Status: 'Approved', StatusText: '待支付', CanApprove: false } : { CanApprove: true }),
      'b2b/CustomerBill/ApproveBill': () => ((approved = true), { BillNo: 'BX2026112010001', Status: 'Approved' }),
    })
    await waitForText('通过')
    await clickText('驳回')
    await waitForText('请填写驳回原因')
    await typeIntoField('.bill-detail__opinion', '同意报销')
    await clickText('通过')
    await waitForText('待支付')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/ApproveBill')?.body).toEqual({ BillNo: 'BX2026112010001', Comment: '同意报销' })
    expect(fake.toasts).toContain('已通过')
  })

  it('finance pays; a refusal is shown and the bill stays', async () => {
    const fake = await mount({
      'b2b/CustomerBill/GetBillDetail': billDetail({ Status: 'Approved', StatusText: '待支付', CanPay: true }),
      'b2b/CustomerBill/PayBill': fail('仅财务人员可以支付', '4003'),
    })
    await clickTextWhenShown('确认支付')
    await waitForText('仅财务人员可以支付')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/PayBill')).toHaveLength(1)
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount({ 'b2b/CustomerBill/GetBillDetail': () => (++attempts === 1 ? fail('单据不存在', '4004') : billDetail()) })
    await waitForText('单据不存在')
    await clickText('重试')
    await waitForText('部门负责人审批')
  })
})

async function clickTextWhenShown(text: string) {
  await waitForText(text)
  await clickText(text)
}
