import type { BillApprovalListRequest } from '@api/expense'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { billSummary } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, mountWith, waitForText } from '@test/shared/render'
import ExpenseApprovalScreen from './ExpenseApprovalScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

async function mount(list: unknown, isFinancial = false) {
  const fake = fakeRoot(
    { 'b2b/CustomerBill/GetApprovalBillList': list, 'common/api/approval/GetToDoApprovalSummary': { DataCount: 2 }, 'common/api/order/GetErrorOrderCount': 0 },
    { settings: { IsApprover: true, IsFinancial: isFinancial, IsUserNewExpense: true } },
  )
  await mountWith(fake.root, <ExpenseApprovalScreen routeId='expenseControl/approve/index' query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/approve/index', 'order3.0/approvalList', 'expenseControl/ReimbursementBillDetail']))
afterEach(() => jest.restoreAllMocks())

describe('ExpenseApprovalScreen', () => {
  it('shows loading first', async () => {
    await mount(() => new Promise(() => undefined))
    expect(bodyText()).toContain('加载中')
  })

  it('lists the bills waiting for the caller and opens one', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const fake = await mount((body: BillApprovalListRequest) => ({ Items: [billSummary('BX1', { Title: `${body.Tab}报销` })], Total: 1, PageIndex: 1, PageSize: 20 }))
    await waitForText('pending报销')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/GetApprovalBillList')?.body).toEqual({ Tab: 'pending', PageIndex: 1, PageSize: 20 })
    expect(bodyText()).toContain('¥436.50')
    expect(bodyText()).not.toContain('待支付')
    await clickText('pending报销')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/expenseControl/ReimbursementBillDetail?billNo=BX1' })
  })

  it('offers finance staff the bills to pay', async () => {
    const fake = await mount((body: BillApprovalListRequest) => ({ Items: [billSummary('BX2', { Title: `${body.Tab}报销`, Status: 'Approved', StatusText: '待支付' })], Total: 1, PageIndex: 1, PageSize: 20 }), true)
    await waitForText('pending报销')
    await clickText('待支付')
    await waitForText('payable报销')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/GetApprovalBillList').map((c) => (c.body as BillApprovalListRequest).Tab)).toEqual(['pending', 'payable'])
  })

  it('says when nothing waits, and links the order approvals with their count', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 20 })
    await waitForText('暂无待审批单据')
    await waitForText('订单审批（2 条待审批）')
    await clickText('订单审批（2 条待审批） 〉')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/approvalList' })
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(() => (++attempts === 1 ? fail('单据服务异常') : { Items: [billSummary('BX3')], Total: 1, PageIndex: 1, PageSize: 20 }))
    await waitForText('单据服务异常')
    await clickText('重试')
    await waitForText('上海出差报销')
  })
})
