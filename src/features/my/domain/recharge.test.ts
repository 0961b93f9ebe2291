import { rechargeRequest } from './recharge'

const form = { amount: '20000', payerName: '星河智联科技有限公司', payerAccount: '6222 0210 0100 8888', transferDate: '2026-05-10', remark: '' }
const TODAY = '2026-05-11'

describe('rechargeRequest', () => {
  it.each([
    [{ amount: 'abc' }, '请输入正确的充值金额'],
    [{ amount: '0' }, '请输入正确的充值金额'],
    [{ amount: '99.99' }, '单笔充值金额不低于100元'],
    [{ payerName: ' 张' }, '请输入付款户名'],
    [{ payerAccount: '62-22' }, '请输入正确的付款账号'],
    [{ transferDate: '' }, '请选择转账日期'],
    [{ transferDate: '2026-05-12' }, '转账日期不能晚于今天'],
    [{ remark: '备'.repeat(101) }, '备注最多100字'],
  ])('%j -> %s', (change, error) => {
    expect(rechargeRequest({ ...form, ...change }, 10000, TODAY)).toEqual({ error })
  })

  it('sends fen, the account without spaces, and no empty remark', () => {
    expect(rechargeRequest({ ...form, amount: '100' }, 10000, TODAY)).toEqual({
      body: { AmountFen: 10000, PayerName: '星河智联科技有限公司', PayerAccount: '6222021001008888', TransferDate: '2026-05-10' },
    })
  })
})
