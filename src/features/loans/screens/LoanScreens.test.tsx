import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickSelector, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { BASE, collectionInfo, loanDetail, loanSummary, page, repaymentDetail } from '../testing/fixtures'
import { collectionSession, memberSession, payAccountSession } from '../public'
import LoanCreateScreen from './LoanCreateScreen'
import LoanDetailScreen from './LoanDetailScreen'
import LoanListScreen from './LoanListScreen'
import MyLoanScreen from './MyLoanScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['expenseControl/myLoan', 'expenseControl/LoanApplyBillDetail', 'expenseControl/loanBillList', 'expenseControl/CreateLoanApplyBill'])
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
  jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
})
afterEach(() => jest.restoreAllMocks())

const balance = { PaidOutFen: 500000, RepaidFen: 50000, OffsetFen: 100000, OutstandingFen: 350000, PendingFen: 30000, AvailableFen: 320000, OpenCount: 2 }

describe('MyLoanScreen', () => {
  it('shows the balance that reconciles and the loans; approvers get the review link', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetMyLoanBalance': balance, 'b2b/CustomerBill/GetLoanBillList': page([loanSummary()]) }, { settings: { IsApprover: true } })
    await mountWith(fake.root, <MyLoanScreen routeId='expenseControl/myLoan' variant='expense' query={{}} />)
    await waitForText('待还借款（2 笔）')
    const text = bodyText()
    expect(text).toContain('¥3,500.00')
    expect(text).toContain('已借 ¥5,000.00 · 已还 ¥500.00 · 冲抵 ¥1,000.00')
    expect(text).toContain('还款确认中 ¥300.00')
    expect(text).toContain('北京出差备用金')
    expect(text).toContain('借款审批与支付')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/GetLoanBillList')?.body).toMatchObject({ Tab: 'mine', PageIndex: 1 })
  })

  it('an empty list says so, an error offers 重试', async () => {
    let attempts = 0
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetMyLoanBalance': () => (++attempts === 1 ? fail('网络不给力', '5000') : { ...balance, OutstandingFen: 0, PendingFen: 0, OpenCount: 0 }),
      'b2b/CustomerBill/GetLoanBillList': page([]),
    })
    await mountWith(fake.root, <MyLoanScreen routeId='expenseControl/myLoan' variant='expense' query={{}} />)
    await waitForText('网络不给力')
    expect(bodyText()).toContain('暂无借款单')
    expect(bodyText()).not.toContain('借款审批与支付')
    await clickText('重试')
    await waitForText('待还借款（0 笔）')
  })
})

describe('LoanCreateScreen', () => {
  it('keeps the input on a refusal, then submits the application with the default account', async () => {
    let attempt = 0
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetCollectionInfoList': { Items: [collectionInfo()] },
      'b2b/CustomerBill/SaveLoanBill': () => (++attempt === 1 ? fail('请选择收款账户', '4000') : { LoanNo: 'JK2026112410009', Status: 'Approving' }),
    })
    await mountWith(fake.root, <LoanCreateScreen routeId='expenseControl/CreateLoanApplyBill' variant='expense' query={{}} />)
    await waitForText('中国工商银行')
    await clickText('提交审批')
    await waitForText('请填写借款事由')
    await typeIntoField('.loan-form__reason', '北京出差备用金')
    await typeIntoField('.loan-form__amount', '1000000.01')
    await clickText('提交审批')
    await waitForText('单笔借款不能超过1,000,000元')
    await typeIntoField('.loan-form__amount', '3000')
    await clickText('提交审批')
    await waitForText('请选择收款账户')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/SaveLoanBill')).toHaveLength(1)
    await clickText('提交审批')
    await flush()
    const sent = fake.calls.filter((c) => c.path === 'CustomerBill/SaveLoanBill')
    expect(sent).toHaveLength(2)
    expect(sent[1].body).toMatchObject({ Reason: '北京出差备用金', AmountFen: 300000, CollectionInfoId: '24101' })
    expect(fake.toasts).toContain('已提交审批')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: expect.stringContaining('loanNo=JK2026112410009') })
  })

  it('takes the account picked in 收款信息', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetCollectionInfoList': { Items: [collectionInfo(), collectionInfo({ CollectionInfoId: '24102', BankName: '招商银行', AccountNo: '6225880123456789', IsDefault: false })] } })
    await mountWith(fake.root, <LoanCreateScreen routeId='expenseControl/CreateLoanApplyBill' variant='expense' query={{}} />)
    await waitForText('中国工商银行')
    await clickSelector('.loan-form__account')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('collectionInfoList') })
    collectionSession(fake.root).answer(collectionInfo({ CollectionInfoId: '24102', BankName: '招商银行', AccountNo: '6225880123456789' }))
    pageEvents.hide()
    pageEvents.show()
    await waitForText('招商银行 **** 6789')
  })
})

describe('LoanDetailScreen', () => {
  const mount = (table: Record<string, unknown>) => {
    const fake = fakeRoot({ ...BASE, ...table })
    return mountWith(fake.root, <LoanDetailScreen routeId='expenseControl/LoanApplyBillDetail' variant='expense' query={{ loanNo: 'JK2026112010001' }} />).then(() => fake)
  }

  it('the approver needs a reason to reject, then approves', async () => {
    let approved = false
    const fake = await mount({
      'b2b/CustomerBill/GetLoanBillDetail': () => loanDetail(approved ? { Status: 'Approved', StatusText: '待支付' } : { CanApprove: true }),
      'b2b/CustomerBill/ApproveLoanBill': () => ((approved = true), { LoanNo: 'JK2026112010001', Status: 'Approved' }),
    })
    await waitForText('部门负责人审批（李娜）审批中')
    await clickText('驳回')
    await waitForText('请填写驳回原因')
    await typeIntoField('.loan-detail__opinion', '同意')
    await clickText('通过')
    await waitForText('待支付')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/ApproveLoanBill')?.body).toEqual({ LoanNo: 'JK2026112010001', Comment: '同意' })
    expect(fake.toasts).toContain('已通过')
  })

  it('转交 (decision 0700): the approver picks a member, confirms, and the loan reloads with the new approver', async () => {
    let handed = false
    const fake = await mount({
      'b2b/CustomerBill/GetLoanBillDetail': () => loanDetail(handed ? { Steps: [{ Level: 1, Name: '部门负责人审批', ApproverNames: ['刘强'], State: 'current' }] } : { CanApprove: true }),
      'b2b/CustomerBill/TransferLoanBill': () => ((handed = true), { LoanNo: 'JK2026112010001', Status: 'Approving' }),
    })
    await waitForText('部门负责人审批（李娜）审批中')
    await typeIntoField('.loan-detail__opinion', '我休假')
    await clickText('转交')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('ReimbursementMember') })
    memberSession(fake.root).answer({ MemberId: '10004', Name: '刘强', DepartmentName: '' } as never)
    pageEvents.hide()
    pageEvents.show()
    await waitForText('转交给 刘强，由其审批')
    await clickSelector('.loan-transfer .popup__button--confirm')
    await waitForText('部门负责人审批（刘强）审批中')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/TransferLoanBill')?.body).toEqual({ LoanNo: 'JK2026112010001', ToMemberId: '10004', Comment: '我休假' })
    expect(fake.toasts).toContain('已转交')
  })

  it('finance picks the payment account, confirms amount, payee and account, and pays out; the ledger shows', async () => {
    let paid = false
    const fake = await mount({
      'b2b/CustomerBill/GetLoanBillDetail': () => loanDetail(paid
        ? { Status: 'Paid', StatusText: '待还款', PaidOutFen: 300000, OutstandingFen: 300000, AvailableFen: 300000, PayAccountName: '基本户', PaidAt: '2026-11-24T10:00:00+08:00' }
        : { Status: 'Approved', StatusText: '待支付', CanPay: true }),
      'b2b/CustomerBill/PayLoanBill': () => ((paid = true), { LoanNo: 'JK2026112010001', Status: 'Paid' }),
    })
    await waitForText('确认支付')
    await clickText('确认支付')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('PayAccountList') })
    payAccountSession(fake.root).answer({ PayAccountId: '24001', AccountName: '基本户', AccountNo: '121908765410001', BankName: '招商银行' })
    pageEvents.hide()
    pageEvents.show()
    await waitForText('支付金额 ¥3,000.00')
    expect(bodyText()).toContain('付款账户 基本户 招商银行 **** 0001')
    expect(fake.calls.some((c) => c.path === 'CustomerBill/PayLoanBill')).toBe(false)
    await clickSelector('.popup__button--confirm')
    await waitForText('待还金额')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/PayLoanBill')?.body).toEqual({ LoanNo: 'JK2026112010001', PayAccountId: '24001' })
    expect(bodyText()).toContain('已借 ¥3,000.00 · 已还 ¥0.00 · 冲抵 ¥0.00')
  })

  it('shows a refusal and the error state with 重试', async () => {
    let attempts = 0
    await mount({ 'b2b/CustomerBill/GetLoanBillDetail': () => (++attempts === 1 ? fail('借款单不存在', '4004') : loanDetail()) })
    await waitForText('借款单不存在')
    await clickText('重试')
    await waitForText('提交借款申请')
  })
})

describe('LoanListScreen', () => {
  it('opens on the asked tab and switches tabs', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetLoanBillList': (body: { Tab: string }) => (body.Tab === 'pending' ? page([loanSummary({ Status: 'Approving', StatusText: '审批中' })]) : page([])) })
    await mountWith(fake.root, <LoanListScreen routeId='expenseControl/loanBillList' variant='expense' query={{ tab: 'pending' }} />)
    await waitForText('审批中')
    await clickText('待支付')
    await waitForText('暂无待支付借款单')
    expect(fake.calls.filter((c) => c.path === 'CustomerBill/GetLoanBillList').map((c) => (c.body as { Tab: string }).Tab)).toEqual(['pending', 'payable'])
  })

  it('finance sees the cash repayments waiting for receipt', async () => {
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetLoanBillList': page([]),
      'b2b/CustomerBill/GetRepaymentBillList': page([{ ...repaymentDetail(), History: undefined }]),
    })
    await mountWith(fake.root, <LoanListScreen routeId='expenseControl/loanBillList' variant='expense' query={{ tab: 'confirm' }} />)
    await waitForText('张伟 · 现金还款')
    expect(bodyText()).toContain('¥500.00')
    expect(fake.calls.find((c) => c.path === 'CustomerBill/GetRepaymentBillList')?.body).toMatchObject({ Tab: 'confirm', PageIndex: 1 })
    await clickText('张伟 · 现金还款')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('repayNo=HK2026112410002') })
  })
})
