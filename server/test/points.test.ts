import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const P = '/common/api/bonusPoints'
const C = '/tripwise-m-api/cashback'

test('the dossen sale sees the seeded balance and records, newest first, filtered by direction', async () => {
  const token = await t.login(PHONE.dossenSale)
  const points = await t.post(`${P}/GetMemberPoints`, {}, { token })
  assert.equal(points.Code, '0000')
  assert.deepEqual([points.Data.Balance, points.Data.TotalEarned, points.Data.TotalUsed], [395, 595, 200])
  assert.equal(points.Data.EnterpriseName, '东呈酒店集团')
  const page = await t.post(`${P}/PagePointsRecords`, { PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(page.Data.Total, 4)
  assert.equal(page.Data.Items[0].Points, 95)
  const out = await t.post(`${P}/PagePointsRecords`, { PageIndex: 1, PageSize: 10, Direction: 'out' }, { token })
  assert.deepEqual(out.Data.Items.map((i: { Kind: string }) => i.Kind), ['redeem'])
})

test('an enterprise without bonus points is told so (4001)', async () => {
  const token = await t.login(PHONE.employee)
  const answer = await t.post(`${P}/GetMemberPoints`, {}, { token })
  assert.equal(answer.Code, '4001')
  assert.equal(answer.Msg, '企业未开通积分')
  assert.equal((await t.post(`${P}/GetPointsRules`, {}, { token })).Data.Rules.length > 0, true)
})

test('oneself, another enterprise and bad bodies are refused, nothing moves', async () => {
  const token = await t.login(PHONE.dossenSale)
  assert.equal((await t.post(`${P}/TransferPoints`, { ToPhone: '13800000005', Points: 10 }, { token })).Msg, '不能转赠给自己')
  // The dossen client enterprise's employee belongs to another enterprise.
  const other = await t.post(`${P}/TransferPoints`, { ToPhone: '13800000001', Points: 10 }, { token })
  assert.equal(other.Code, '4004')
  assert.equal((await t.post(`${P}/TransferPoints`, { ToPhone: '13800000005', Points: 0 }, { token })).Code, '4000')
  assert.equal((await t.post(`${P}/TransferPoints`, { ToPhone: '1380000', Points: 5 }, { token })).Code, '4000')
  assert.equal((await t.post(`${P}/GetMemberPoints`, {}, { token })).Data.Balance, 395)
})

test('a gift moves points between two colleagues, once per reqId, never beyond the balance', async () => {
  const sale = await t.login(PHONE.dossenSale)
  const { rows } = await t.app.db.query<{ phone: string }>(
    `insert into accounts (phone, password_hash) select '13700000077', password_hash from accounts where phone = $1 returning phone`,
    [PHONE.dossenSale],
  )
  await t.app.db.query(
    `insert into members (account_id, enterprise_id, name) select a.id, m.enterprise_id, '林同事'
       from accounts a, members m join accounts s on s.id = m.account_id where a.phone = $1 and s.phone = $2`,
    [rows[0].phone, PHONE.dossenSale],
  )
  const headers = { reqId: 'points-gift-2' }
  const first = await t.post(`${P}/TransferPoints`, { ToPhone: '13700000077', Points: 95, Remark: '谢谢' }, { token: sale, headers })
  assert.equal(first.Code, '0000')
  assert.deepEqual(first.Data, { Balance: 300, ToName: '林同事' })
  const again = await t.post(`${P}/TransferPoints`, { ToPhone: '13700000077', Points: 95, Remark: '谢谢' }, { token: sale, headers })
  assert.equal(again.Data.Balance, 300)
  const tooMany = await t.post(`${P}/TransferPoints`, { ToPhone: '13700000077', Points: 301 }, { token: sale })
  assert.equal(tooMany.Code, '4001')
  assert.match(tooMany.Msg, /积分不足/)
  const records = await t.post(`${P}/PagePointsRecords`, { PageIndex: 1, PageSize: 1 }, { token: sale })
  assert.deepEqual([records.Data.Items[0].Kind, records.Data.Items[0].CounterpartName, records.Data.Items[0].Remark], ['transfer_out', '林同事', '谢谢'])
})

test('cashback: balance, rules and records of the caller only', async () => {
  const sale = await t.login(PHONE.dossenSale)
  const balance = await t.get(`${C}/member/balance`, { token: sale })
  assert.deepEqual(balance.Data, { Balance: 1880, Pending: 960, TotalEarned: 2840 })
  assert.equal((await t.get(`${C}/info`, { token: sale })).Data.WithdrawMinFen, 1000)
  const page = await t.get(`${C}/record/page?PageIndex=1&PageSize=10`, { token: sale })
  assert.equal(page.Data.Total, 2)
  assert.equal(page.Data.Items[0].Status, 'pending')
  const employee = await t.login(PHONE.employee)
  assert.equal((await t.get(`${C}/record/page?PageIndex=1&PageSize=10`, { token: employee })).Code, '2000')
  assert.equal((await t.get(`${C}/record/page?PageIndex=0&PageSize=10`, { token: employee })).Code, '4000')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${P}/GetMemberPoints`, {})
  await assertAuthRequired(t, `${P}/TransferPoints`, { ToPhone: '13800000001', Points: 1 })
})
