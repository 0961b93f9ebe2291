import { accountFormError, formatAccountNo, loanFormError, repayFormError } from './loanForm'

const draft = { reason: '出差备用金', amountFen: 100000, repayDate: '2026-12-31', collectionInfoId: '24101', today: '2026-11-24' }

describe('loan forms', () => {
  it.each([
    [{}, ''],
    [{ reason: '  ' }, '请填写借款事由'],
    [{ amountFen: null }, '请填写正确的借款金额'],
    [{ amountFen: 0 }, '请填写正确的借款金额'],
    [{ amountFen: 100_000_001 }, '单笔借款不能超过1,000,000元'],
    [{ amountFen: 100_000_000 }, ''],
    [{ repayDate: '' }, '请选择预计还款日期'],
    [{ repayDate: '2026-11-23' }, '预计还款日期不能早于今天'],
    [{ repayDate: '2026-11-24' }, ''],
    [{ collectionInfoId: '' }, '请选择收款账户'],
  ])('loan %p → %p', (over, error) => {
    expect(loanFormError({ ...draft, ...over })).toBe(error)
  })

  it.each([
    ['', 100, 100, '请选择要归还的借款单'],
    ['JK1', null, 100, '请填写正确的还款金额'],
    ['JK1', 101, 100, '金额不能超过待还金额 ¥1.00'],
    ['JK1', 100, 100, ''],
    ['JK1', 1, 0, '该借款已无待还金额'],
  ])('repay %p %p of %p → %p', (loanNo, amount, available, error) => {
    expect(repayFormError(loanNo, amount, available)).toBe(error)
  })

  it('checks accounts and formats numbers', () => {
    expect(accountFormError({ accountName: '张伟', accountNo: '6222 0210 0112 3456 789', bankCode: 'ICBC' })).toBe('')
    expect(accountFormError({ accountName: '', accountNo: '62220210', bankCode: 'ICBC' })).toBe('请填写户名')
    expect(accountFormError({ accountName: '张伟', accountNo: '6222021', bankCode: 'ICBC' })).toBe('银行账号须为8至30位数字')
    expect(accountFormError({ accountName: '张伟', accountNo: '62220210', bankCode: '' })).toBe('请选择开户银行')
    expect(formatAccountNo('6222021001123456789')).toBe('6222 0210 0112 3456 789')
    expect(formatAccountNo('6222021001123456789', true)).toBe('**** 6789')
    // The server masks it for an approver (issue 35): shown as it came.
    expect(formatAccountNo('**** 6789')).toBe('**** 6789')
  })
})
