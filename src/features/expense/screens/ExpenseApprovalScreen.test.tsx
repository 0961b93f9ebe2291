import type { BillApprovalListRequest } from '@api/expense'
import type { LoanListRequest, LoanSummary, RepaymentSummary } from '@api/loans'
import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { billSummary } from '@test/expense/testBills'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, waitForText } from '@test/shared/render'
import ExpenseApprovalScreen from './ExpenseApprovalScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

const loanSummary = (over: Partial<LoanSummary>): LoanSummary => ({
  LoanNo: 'JK2026112010001', Reason: '北京出差备用金', ApplicantName: '张伟', AmountFen: 300000, Status: 'Approving', StatusText: '审批中',
  OutstandingFen: 0, AvailableFen: 0, ExpectedRepayDate: '2026-12-31', CreatedAt: '2026-11-20T09:00:00+08:00', ...over,
})
const noLoans = { Items: [], Total: 0, PageIndex: 1, PageSize: 20 }

async function mount(list: unknown, isFinancial = false, loans: unknown = noLoans, repayments: unknown = noLoans) {
  const fake = fakeRoot(
    {
      'b2b/CustomerBill/GetApprovalBillList': list, 'b2b/CustomerBill/GetLoanBillList': loans, 'b2b/CustomerBill/GetRepaymentBillList': repayments,
      'common/api/approval/GetToDoApprovalSummary': { DataCount: 5, Orders: 2, TravelApplications: 0, DailyApplications: 0, Bills: 1, Loans: 2 }, 'common/api/order/GetErrorOrderCount': 0,
    },
    { settings: { IsApprover: true, IsFinancial: isFinancial, IsUserNewExpense: true } },
  )
  await mountWith(fake.root, <ExpenseApprovalScreen routeId='expenseControl/approve/index' query={{}} />)
  return fake
}

beforeAll(initPxTransform)
beforeEach(() => setLiveRoutes(['expenseControl/approve/index', 'order3.0/approvalList', 'expenseControl/ReimbursementBillDetail', 'expenseControl/LoanApplyBillDetail']))
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

  it('filters 待审批 by kind with chips counted as the badge is (decision 0700)', async () => {
    const loans = { Items: [loanSummary({ Reason: '北京出差备用金' })], Total: 1, PageIndex: 1, PageSize: 20 }
    await mount({ Items: [billSummary('BX1', { Title: '上海报销' })], Total: 1, PageIndex: 1, PageSize: 20 }, false, loans)
    await waitForText('上海报销')
    await waitForText('全部 5')
    expect(bodyText()).toContain('报销 1')
    expect(bodyText()).toContain('借款 2')
    expect(bodyText()).toContain('订单 2')
    expect(bodyText()).not.toContain('还款 ')
    expect(bodyText()).toContain('北京出差备用金')
    await clickText('借款 2')
    await waitForText('北京出差备用金')
    expect(bodyText()).not.toContain('上海报销')
    expect(bodyText()).not.toContain('订单审批')
    await clickText('报销 1')
    await waitForText('上海报销')
    expect(bodyText()).not.toContain('北京出差备用金')
    await clickText('订单 2')
    await waitForText('订单审批（2 条待审批）')
    expect(bodyText()).not.toContain('上海报销')
  })

  it('shows finance the cash repayments waiting for receipt on 待审批, each opening its 还款单 (issue 35)', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const repayment: RepaymentSummary = {
      RepayNo: 'HK2026112410002', LoanNo: 'JK2026110124201', Method: 'cash', MethodText: '现金还款', AmountFen: 1234, Status: 'Approving',
      StatusText: '待确认', BillNo: '', ApplicantName: '张伟', Remark: '', CreatedAt: '2026-11-24T09:00:00+08:00',
    }
    const fake = await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 20 }, true, noLoans, { Items: [repayment], Total: 1, PageIndex: 1, PageSize: 20 })
    await waitForText('还款确认（1）')
    expect(bodyText()).toContain('¥12.34')
    expect(bodyText()).not.toContain('暂无待审批单据')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/GetRepaymentBillList')?.body).toEqual({ Tab: 'confirm', PageIndex: 1, PageSize: 20 })
    await clickText('¥12.34')
    expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining(`repayNo=${repayment.RepayNo}`) })
  })

  it('asks no repayments of a member who is not finance', async () => {
    const fake = await mount({ Items: [billSummary('BX1')], Total: 1, PageIndex: 1, PageSize: 20 })
    await waitForText('¥436.50')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/GetRepaymentBillList')).toBe(false)
  })

  it('lets finance tick bills on 待支付 and asks the server what the batch would pay', async () => {
    const fake = await mount((body: BillApprovalListRequest) => ({ Items: [billSummary('BX2', { Title: `${body.Tab}报销`, Status: 'Approved', StatusText: '待支付' })], Total: 1, PageIndex: 1, PageSize: 20 }), true)
    await waitForText('pending报销')
    await clickText('待支付')
    await waitForText('勾选单据可批量支付')
    await clickSelector('.bill-card__pick')
    await waitForText('已选 1 笔')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/PreviewPayBatch')).toBe(false)
  })

  it('offers finance staff the bills to pay', async () => {
    const fake = await mount((body: BillApprovalListRequest) => ({ Items: [billSummary('BX2', { Title: `${body.Tab}报销`, Status: 'Approved', StatusText: '待支付' })], Total: 1, PageIndex: 1, PageSize: 20 }), true)
    await waitForText('pending报销')
    await clickText('待支付')
    await waitForText('payable报销')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/GetApprovalBillList').map((c) => (c.body as BillApprovalListRequest).Tab)).toEqual(['pending', 'payable'])
  })

  it('with order approvals waiting, says only that no bill or loan waits (never 暂无待审批单据 beside 2 条待审批), and links them', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 20 })
    await waitForText('订单审批（2 条待审批）')
    await waitForText('暂无待审批的报销单、借款单')
    expect(bodyText()).not.toContain('暂无待审批单据')
    await clickText('订单审批（2 条待审批） 〉')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/order3.0/approvalList' })
  })

  it('lists the loans waiting for the caller beside the bills and opens one to approve', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const loans = (body: LoanListRequest) => ({ Items: [loanSummary({ Reason: `${body.Tab}借款`, Status: 'Approving', StatusText: '审批中' })], Total: 1, PageIndex: 1, PageSize: 20 })
    const fake = await mount({ Items: [], Total: 0, PageIndex: 1, PageSize: 20 }, true, loans)
    await waitForText('pending借款')
    expect(bodyText()).toContain('借款单（1）')
    expect(bodyText()).not.toContain('暂无待审批单据')
    await clickText('pending借款')
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/expenseControl/LoanApplyBillDetail?loanNo=JK2026112010001' })
    await clickText('待支付')
    await waitForText('payable借款')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/GetLoanBillList').map((c) => (c.body as LoanListRequest).Tab)).toEqual(['pending', 'payable'])
  })

  it('a loan list failure is shown with 重试 while the bills stay', async () => {
    let attempts = 0
    await mount({ Items: [billSummary('BX4')], Total: 1, PageIndex: 1, PageSize: 20 }, false, () => (++attempts === 1 ? fail('借款服务异常') : noLoans))
    await waitForText('借款服务异常 重试')
    expect(bodyText()).toContain('上海出差报销')
    await clickText('借款服务异常 重试')
    await flush()
    expect(bodyText()).not.toContain('借款服务异常')
    expect(attempts).toBe(2)
  })

  it('shows the error and retries', async () => {
    let attempts = 0
    await mount(() => (++attempts === 1 ? fail('单据服务异常') : { Items: [billSummary('BX3')], Total: 1, PageIndex: 1, PageSize: 20 }))
    await waitForText('单据服务异常')
    await clickText('重试')
    await waitForText('上海出差报销')
  })
})
