import assert from 'node:assert/strict'
import { test } from 'node:test'
import { shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const D = '/tripwise-m-api/dossen'

test('the sale reads reward totals, months, records and enterprises', async () => {
  const token = await t.login(PHONE.dossenSale)
  const total = await t.get(`${D}/reward/total`, { token })
  assert.deepEqual([total.Data.TotalFen, total.Data.OrderCount, total.Data.EnterpriseCount], [27300, 3, 1])
  const months = await t.get(`${D}/reward/total-by-month`, { token })
  assert.equal(months.Data.Items.length, 12)
  assert.equal(months.Data.Items[0].Month, shanghaiDate().slice(0, 7))
  assert.equal(months.Data.Items.reduce((s: number, m: { AmountFen: number }) => s + m.AmountFen, 0), 27300)
  const month = months.Data.Items.find((m: { OrderCount: number }) => m.OrderCount > 0).Month
  const records = await t.get(`${D}/reward/page-record-by-month?Month=${month}&PageIndex=1&PageSize=10`, { token })
  assert.equal(records.Code, '0000')
  assert.equal(records.Data.Items[0].EnterpriseName, '粤海会展')
  assert.equal((await t.get(`${D}/reward/page-record-by-month?Month=2001-01&PageIndex=1&PageSize=10`, { token })).Code, '2000')
  assert.equal((await t.get(`${D}/reward/enterprise-by-month?Month=${month}`, { token })).Data.Items[0].EnterpriseId, ENTERPRISE.dossenClient)
  assert.equal((await t.get(`${D}/reward/enterprise-by-month?Month=2026-13`, { token })).Code, '4000')
  const list = await t.post(`${D}/enterprise/list`, {}, { token })
  assert.equal(list.Data.Role, 'sale')
  assert.deepEqual(list.Data.Items.map((e: { EnterpriseId: number }) => e.EnterpriseId), [ENTERPRISE.dossenClient])
})

test('the sale lists and adds employees of a client, once per reqId; other enterprises are refused', async () => {
  const token = await t.login(PHONE.dossenSale)
  const page = { PageIndex: 1, PageSize: 20 }
  const before = await t.post(`${D}/enterprise/employees`, { EnterpriseId: ENTERPRISE.dossenClient, ...page }, { token })
  assert.equal(before.Data.EnterpriseName, '粤海会展服务有限公司')
  assert.match(before.Data.Items[0].Phone, /^\d{3}\*{4}\d{4}$/)
  const headers = { reqId: 'dossen-add-1' }
  const body = { EnterpriseId: ENTERPRISE.dossenClient, Name: '黄小明', Phone: '13712345678' }
  const added = await t.post(`${D}/enterprise/employee/add`, body, { token, headers })
  assert.equal(added.Code, '0000')
  assert.equal(added.Data.IsNewAccount, true)
  assert.equal((await t.post(`${D}/enterprise/employee/add`, body, { token, headers })).Data.MemberId, added.Data.MemberId)
  assert.equal((await t.post(`${D}/enterprise/employee/add`, body, { token })).Code, '4009')
  const after = await t.post(`${D}/enterprise/employees`, { EnterpriseId: ENTERPRISE.dossenClient, ...page }, { token })
  assert.equal(after.Data.Total, before.Data.Total + 1)
  for (const enterprise of [ENTERPRISE.a, ENTERPRISE.dossen]) {
    assert.equal((await t.post(`${D}/enterprise/employees`, { EnterpriseId: enterprise, ...page }, { token })).Code, '4004')
    assert.equal((await t.post(`${D}/enterprise/employee/add`, { ...body, EnterpriseId: enterprise, Phone: '13712345679' }, { token })).Code, '4004')
  }
  assert.equal((await t.post(`${D}/enterprise/employee/add`, { ...body, Phone: '123' }, { token })).Code, '4000')
  assert.equal((await t.post(`${D}/enterprise/employee/add`, { ...body, Name: ' ' }, { token })).Code, '4000')
})

test('an existing member is invited, not attached: he joins only by accepting the invitation himself (issue 31, item 10)', async () => {
  const sale = await t.login(PHONE.dossenSale)
  const page = { PageIndex: 1, PageSize: 20 }
  const before = (await t.post(`${D}/enterprise/employees`, { EnterpriseId: ENTERPRISE.dossenClient, ...page }, { token: sale })).Data.Total
  const body = { EnterpriseId: ENTERPRISE.dossenClient, Name: '王五', Phone: PHONE.employee }
  const invited = await t.post(`${D}/enterprise/employee/add`, body, { token: sale, headers: { reqId: 'dossen-invite-1' } })
  assert.equal(invited.Code, '0000', invited.Msg)
  assert.deepEqual([invited.Data.MemberId, invited.Data.IsNewAccount, invited.Data.IsInvited], [0, false, true])
  assert.match(invited.Data.InvitationCode, /^[A-Z2-9]{10}$/)
  const joined = async () => (await t.app.db.query(
    'select 1 from members m join accounts a on a.id = m.account_id where a.phone = $1 and m.enterprise_id = $2', [PHONE.employee, ENTERPRISE.dossenClient])).rowCount
  assert.equal(await joined(), 0, '张伟 is not an employee of 粤海会展 before he accepts')
  assert.equal((await t.post(`${D}/enterprise/employees`, { EnterpriseId: ENTERPRISE.dossenClient, ...page }, { token: sale })).Data.Total, before)

  const accept = '/tripwise-m-api/member/invitation/accept'
  const other = await t.login(PHONE.approver)
  const stolen = await t.post(accept, { InvitationCode: invited.Data.InvitationCode }, { token: other, headers: { reqId: 'dossen-accept-0' } })
  assert.equal(stolen.Code, '4001', 'the invitation is for 张伟\'s phone only')
  const zhang = await t.login(PHONE.employee)
  const accepted = await t.post(accept, { InvitationCode: invited.Data.InvitationCode }, { token: zhang, headers: { reqId: 'dossen-accept-1' } })
  assert.equal(accepted.Code, '0000', accepted.Msg)
  assert.deepEqual([accepted.Data.EnterpriseId, accepted.Data.EnterpriseName], [String(ENTERPRISE.dossenClient), '粤海会展服务有限公司'])
  assert.equal(await joined(), 1)
  assert.equal((await t.post(accept, { InvitationCode: invited.Data.InvitationCode }, { token: zhang, headers: { reqId: 'dossen-accept-2' } })).Code, '4009')
  assert.equal((await t.post(`${D}/enterprise/employee/add`, body, { token: sale })).Code, '4009', 'now he is an employee')
})

test('an owner sees only their own enterprise and no rewards; others are refused', async () => {
  // 黄小明, added by the sale above, becomes the client's owner and sets a password.
  await t.app.db.query(
    `update accounts set password_hash = (select a.password_hash from accounts a where a.phone = $2) where phone = $1`,
    ['13712345678', PHONE.dossenSale],
  )
  await t.app.db.query(`update members set is_dossen_owner = true where enterprise_id = $1 and name = '黄小明'`, [ENTERPRISE.dossenClient])
  const owner = await t.login('13712345678')
  const list = await t.post(`${D}/enterprise/list`, {}, { token: owner })
  assert.deepEqual([list.Data.Role, list.Data.Items.map((e: { EnterpriseId: number }) => e.EnterpriseId)], ['owner', [ENTERPRISE.dossenClient]])
  assert.equal((await t.get(`${D}/reward/total`, { token: owner })).Code, '4003')
  const employee = await t.login(PHONE.employee)
  assert.equal((await t.post(`${D}/enterprise/list`, {}, { token: employee })).Code, '4003')
  assert.equal((await t.get(`${D}/reward/total`, { token: employee })).Code, '4003')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${D}/enterprise/list`, {})
})
