import Taro from '@tarojs/taro'
import { initPxTransform } from '@test/shell/taro'
import { reachBottom } from '@test/order/taroMockWithReachBottom'
import { fail } from '@test/shared/fakeRequest'
import { fakeRoot } from '@test/shared/fakeRoot'
import { setLiveRoutes } from '@test/shared/liveRegistry'
import { bodyText, clickText, flush, mountWith, typeIntoField, waitForText } from '@test/shared/render'
import { pageEvents } from '@test/shared/taroMock'
import { bankSession, branchSession, collectionSession, loanPickSession, memberSession, payAccountSession } from '../public'
import { BASE, collectionInfo, loanSummary, page, repaymentDetail } from '../testing/fixtures'
import BankPickerScreen from './BankPickerScreen'
import BranchPickerScreen from './BranchPickerScreen'
import CollectionEditScreen from './CollectionEditScreen'
import CollectionListScreen from './CollectionListScreen'
import LoanPickerScreen from './LoanPickerScreen'
import MemberPickerScreen from './MemberPickerScreen'
import PayAccountScreen from './PayAccountScreen'
import RepayCreateScreen from './RepayCreateScreen'
import RepayDetailScreen from './RepayDetailScreen'

jest.mock('@/routes/registry', () => jest.requireActual('@test/shared/liveRegistry').mockRegistry())
jest.mock('@tarojs/taro', () => jest.requireActual('@test/order/taroMockWithReachBottom').taroWithReachBottom())

beforeAll(initPxTransform)
beforeEach(() => {
  setLiveRoutes(['expenseControl/myLoan', 'expenseControl/RePaymentBillDetail', 'components/bill/bankList', 'components/bill/bankBranchList'])
  for (const fn of ['navigateTo', 'redirectTo', 'navigateBack'] as const) jest.spyOn(Taro, fn).mockImplementation(() => Promise.resolve({ errMsg: 'ok' }))
})
afterEach(() => jest.restoreAllMocks())

describe('RepayCreateScreen', () => {
  it('offers the oldest open loan with all it has left, refuses more, submits a part', async () => {
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetOpenLoanList': page([loanSummary()]),
      'b2b/CustomerBill/SaveRepaymentBill': { RepayNo: 'HK2026112410002', Status: 'Approving' },
    })
    await mountWith(fake.root, <RepayCreateScreen routeId='expenseControl/CreateRepayBill' variant='expense' query={{}} />)
    await waitForText('可还金额 ¥2,000.00')
    await typeIntoField('.repay-form__amount', '2000.01')
    await clickText('提交还款')
    await waitForText('金额不能超过待还金额 ¥2000.00')
    await typeIntoField('.repay-form__amount', '500')
    await typeIntoField('.repay-form__remark', '已转账')
    await clickText('提交还款')
    await flush()
    expect(fake.calls.find((c) => c.path === 'CustomerBill/SaveRepaymentBill')?.body).toEqual({ LoanNo: 'JK2026112010001', AmountFen: 50000, Remark: '已转账' })
    expect(fake.toasts).toContain('已提交，待财务确认')
  })

  it('repays by bank transfer with its 流水号 (issue 35: only 现金 before); a missing 流水号 is refused and the error clears on typing', async () => {
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetOpenLoanList': page([loanSummary()]),
      'b2b/CustomerBill/SaveRepaymentBill': { RepayNo: 'HK2026112410002', Status: 'Approving' },
    })
    await mountWith(fake.root, <RepayCreateScreen routeId='expenseControl/CreateRepayBill' variant='expense' query={{}} />)
    await waitForText('可还金额 ¥2,000.00')
    await typeIntoField('.repay-form__amount', '300')
    await clickText('银行转账')
    await clickText('提交还款')
    await waitForText('请填写正确的转账流水号（6–40 位字母或数字）')
    await typeIntoField('.repay-form__reference', '2026112800012345')
    expect(bodyText()).not.toContain('请填写正确的转账流水号')
    await clickText('提交还款')
    await flush()
    expect(fake.calls.find((c) => c.path === 'CustomerBill/SaveRepaymentBill')?.body).toEqual({ LoanNo: 'JK2026112010001', AmountFen: 30000, Remark: '', Method: 'transfer', Reference: '2026112800012345' })
  })

  it('says when nothing is left to repay, and takes a loan from the picker', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetOpenLoanList': page([]) })
    await mountWith(fake.root, <RepayCreateScreen routeId='expenseControl/CreateRepayBill' variant='expense' query={{}} />)
    await waitForText('暂无待还借款')
    loanPickSession(fake.root).open('repay', {})
    loanPickSession(fake.root).answer(loanSummary({ LoanNo: 'JK2026112010077', AvailableFen: 12345 }))
    pageEvents.hide()
    pageEvents.show()
    await waitForText('可还金额 ¥123.45')
  })
})

describe('RepayDetailScreen', () => {
  it('finance confirms receipt; sending back needs a reason', async () => {
    let confirmed = false
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetRepaymentBillDetail': () => repaymentDetail(confirmed ? { Status: 'Paid', StatusText: '已还款' } : { CanConfirm: true }),
      'b2b/CustomerBill/ConfirmRepaymentBill': () => ((confirmed = true), { RepayNo: 'HK2026112410002', Status: 'Paid' }),
    })
    await mountWith(fake.root, <RepayDetailScreen routeId='expenseControl/RePaymentBillDetail' query={{ repayNo: 'HK2026112410002' }} />)
    await waitForText('待财务确认')
    await clickText('退回')
    await waitForText('请填写退回原因')
    await clickText('确认收款')
    await waitForText('已还款')
    expect(fake.toasts).toContain('已确认收款')
  })

  it('shows an error with 重试', async () => {
    let attempts = 0
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetRepaymentBillDetail': () => (++attempts === 1 ? fail('还款单不存在', '4004') : repaymentDetail()) })
    await mountWith(fake.root, <RepayDetailScreen routeId='expenseControl/RePaymentBillDetail' query={{ repayNo: 'HK1' }} />)
    await waitForText('还款单不存在')
    await clickText('重试')
    await waitForText('提交还款 ¥500.00')
  })
})

describe('LoanPickerScreen', () => {
  it('pages on reach-bottom and answers the loan chosen', async () => {
    const first = Array.from({ length: 20 }, (_, i) => loanSummary({ LoanNo: `JK20261120${String(i).padStart(5, '0')}`, Reason: `备用金${i}` }))
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetOpenLoanList': (body: { PageIndex: number }) => (body.PageIndex === 1 ? page(first, 21) : { ...page([loanSummary({ LoanNo: 'JK2026112099999', Reason: '最后一笔' })], 21), PageIndex: 2 }),
    })
    loanPickSession(fake.root).open('repay', {})
    await mountWith(fake.root, <LoanPickerScreen routeId='bill/selectPriceNo' variant='bill' query={{}} />)
    await waitForText('备用金19')
    reachBottom()
    await waitForText('最后一笔')
    await clickText('最后一笔')
    expect(loanPickSession(fake.root).take('repay')?.LoanNo).toBe('JK2026112099999')
    expect(Taro.navigateBack).toHaveBeenCalled()
  })
})

describe('collection accounts', () => {
  it('the list answers the picked account; empty says so', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetCollectionInfoList': { Items: [collectionInfo()] } })
    collectionSession(fake.root).open('loan', { selected: '24101' })
    await mountWith(fake.root, <CollectionListScreen routeId='expenseControl/components/collectionInfoList' variant='expense' query={{ pick: '1' }} />)
    await waitForText('张伟（默认）')
    await clickText('张伟（默认）')
    expect(collectionSession(fake.root).take('loan')?.CollectionInfoId).toBe('24101')
    const empty = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetCollectionInfoList': { Items: [] } })
    await mountWith(empty.root, <CollectionListScreen routeId='components/bill/collectionInfoList' variant='bill' query={{}} />)
    await waitForText('还没有收款账户，请新增')
  })

  it('a new account: checks, picks bank and branch, saves', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/SaveCollectionInfo': { CollectionInfoId: '100009' } })
    await mountWith(fake.root, <CollectionEditScreen routeId='expenseControl/components/saveCollectionInfo' variant='expense' query={{}} />)
    await waitForText('新增收款信息')
    await typeIntoField('.collection-form__name', '张伟')
    await typeIntoField('.collection-form__no', '6222')
    await clickText('保存')
    await waitForText('银行账号须为8至30位数字')
    await typeIntoField('.collection-form__no', '6222021001123456789')
    await clickText('保存')
    await waitForText('请选择开户银行')
    await clickText('请选择银行')
    bankSession(fake.root).answer({ BankCode: 'ICBC', BankName: '中国工商银行' })
    pageEvents.hide()
    pageEvents.show()
    await waitForText('中国工商银行')
    await clickText('请选择支行（选填）')
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: expect.stringContaining('bankCode=ICBC') })
    branchSession(fake.root).answer({ BranchCode: 'ICBC-310100', BranchName: '中国工商银行上海分行', CityName: '上海市' })
    pageEvents.hide()
    pageEvents.show()
    await waitForText('中国工商银行上海分行')
    await clickText('保存')
    await flush()
    expect(fake.calls.find((c) => c.path === 'CustomerBill/SaveCollectionInfo')?.body).toEqual({
      AccountName: '张伟', AccountNo: '6222021001123456789', BankCode: 'ICBC', BranchName: '中国工商银行上海分行', IsDefault: false,
    })
    expect(fake.toasts).toContain('已保存')
  })
})

describe('bank, branch, payment account and member pickers', () => {
  it('banks filter as one types and answer the bank', async () => {
    const fake = fakeRoot({ ...BASE, 'finance-asset/listBankType': { Items: [{ BankCode: 'ICBC', BankName: '中国工商银行' }, { BankCode: 'CMB', BankName: '招商银行' }] } })
    bankSession(fake.root).open('p', {})
    await mountWith(fake.root, <BankPickerScreen routeId='components/bill/bankList' query={{}} />)
    await waitForText('招商银行')
    await typeIntoField('input', '工商')
    await waitForText('中国工商银行')
    expect(bodyText()).not.toContain('招商银行')
    await clickText('中国工商银行')
    expect(bankSession(fake.root).take('p')?.BankCode).toBe('ICBC')
  })

  it('branches are searched on the server for the bank', async () => {
    const fake = fakeRoot({ ...BASE, 'finance-asset/pageBankInfo': page([{ BranchCode: 'ICBC-310100', BranchName: '中国工商银行上海分行', CityName: '上海市' }]) })
    branchSession(fake.root).open('p', { bankCode: 'ICBC' })
    await mountWith(fake.root, <BranchPickerScreen routeId='components/bill/bankBranchList' query={{ bankCode: 'ICBC' }} />)
    await waitForText('中国工商银行上海分行')
    expect(fake.calls.find((c) => c.path === 'pageBankInfo')?.body).toEqual({ BankCode: 'ICBC', PageIndex: 1, PageSize: 20 })
    await clickText('中国工商银行上海分行')
    expect(branchSession(fake.root).take('p')?.BranchName).toBe('中国工商银行上海分行')
  })

  it('payment accounts answer the account; a refusal shows with 重试', async () => {
    let attempts = 0
    const fake = fakeRoot({
      ...BASE,
      'b2b/CustomerBill/GetPayAccountList': () => (++attempts === 1 ? fail('仅财务人员可以查看付款账户', '4003') : { Items: [{ PayAccountId: '24001', AccountName: '基本户', AccountNo: '121908765410001', BankName: '招商银行' }] }),
    })
    payAccountSession(fake.root).open('pay', {})
    await mountWith(fake.root, <PayAccountScreen routeId='expenseControl/PayAccountList' query={{}} />)
    await waitForText('仅财务人员可以查看付款账户')
    await clickText('重试')
    await waitForText('基本户')
    await clickText('基本户')
    expect(payAccountSession(fake.root).take('pay')?.PayAccountId).toBe('24001')
  })

  it('members list with department and masked phone', async () => {
    const fake = fakeRoot({ ...BASE, 'b2b/CustomerBill/GetReimbursementMemberList': page([{ MemberId: '10001', Name: '张伟', DepartmentName: '销售部', Phone: '138****0001' }]) })
    memberSession(fake.root).open('m', {})
    await mountWith(fake.root, <MemberPickerScreen routeId='components/bill/checkReimbursementMember' query={{}} />)
    await waitForText('销售部 · 138****0001')
    await clickText('张伟')
    expect(memberSession(fake.root).take('m')?.MemberId).toBe('10001')
  })
})
