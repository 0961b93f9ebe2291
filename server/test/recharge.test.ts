import assert from 'node:assert/strict'
import { test } from 'node:test'
import { shanghaiDate, addDays } from '../src/lib/time'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const C = '/b2b/Customer'
const today = shanghaiDate()
const valid = { AmountFen: 2_000_000, PayerName: '星河智联科技有限公司', PayerAccount: '6222021001008888', TransferDate: today }

test('finance reads the receiving account and the enterprise balance, reports a transfer once per reqId', async () => {
  const token = await t.login(PHONE.finance)
  const tips = await t.post(`${C}/GetRechargeTips`, {}, { token })
  assert.equal(tips.Code, '0000')
  assert.equal(tips.Data.BankName, '招商银行上海分行营业部')
  assert.equal(tips.Data.BalanceFen, 12_860_050)
  const headers = { reqId: 'recharge-1' }
  const first = await t.post(`${C}/RechargeOffline`, { ...valid, Remark: '五月充值' }, { token, headers })
  assert.equal(first.Code, '0000')
  assert.equal(first.Data.Status, 'pending')
  const again = await t.post(`${C}/RechargeOffline`, { ...valid, Remark: '五月充值' }, { token, headers })
  assert.equal(again.Data.RechargeNo, first.Data.RechargeNo)
  const list = await t.post(`${C}/GetRechargeList`, { PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(list.Data.Total, 2)
  assert.deepEqual([list.Data.Items[0].RechargeNo, list.Data.Items[0].Remark, list.Data.Items[1].Status], [first.Data.RechargeNo, '五月充值', 'credited'])
  const manager = await t.login(PHONE.manager)
  assert.equal((await t.post(`${C}/GetRechargeList`, { PageIndex: 1, PageSize: 10 }, { token: manager })).Data.Total, 2)
})

test('an employee may not recharge; another enterprise sees none of it', async () => {
  const employee = await t.login(PHONE.employee)
  const refused = await t.post(`${C}/RechargeOffline`, valid, { token: employee })
  assert.deepEqual([refused.Code, refused.Msg], ['4003', '仅企业管理员或财务可以充值'])
  assert.equal((await t.post(`${C}/GetRechargeTips`, {}, { token: employee })).Code, '4003')
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(`${C}/GetRechargeList`, { PageIndex: 1, PageSize: 10 }, { token: other })).Code, '4003')
})

test('amounts, dates and payer details are checked', async () => {
  const token = await t.login(PHONE.finance)
  const cases: [Record<string, unknown>, string, string?][] = [
    [{ AmountFen: 9_999 }, '4001', '单笔充值金额不低于100元'],
    [{ AmountFen: 0 }, '4000'],
    [{ AmountFen: 12.5 }, '4000'],
    [{ TransferDate: addDays(shanghaiDate(), 1) }, '4001', '转账日期不能晚于今天'],
    [{ TransferDate: addDays(shanghaiDate(), -91) }, '4001', '仅可提交90天内的转账'],
    [{ TransferDate: '2026-02-30' }, '4000'],
    [{ PayerAccount: '62-22' }, '4000'],
    [{ PayerName: ' ' }, '4000'],
  ]
  for (const [change, code, msg] of cases) {
    const answer = await t.post(`${C}/RechargeOffline`, { ...valid, ...change }, { token })
    assert.equal(answer.Code, code, JSON.stringify(change))
    if (msg) assert.equal(answer.Msg, msg)
  }
  assert.equal((await t.post(`${C}/RechargeOffline`, { ...valid, TransferDate: addDays(shanghaiDate(), -90) }, { token })).Code, '0000')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${C}/GetRechargeTips`, {})
})
