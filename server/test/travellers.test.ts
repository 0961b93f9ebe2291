import assert from 'node:assert/strict'
import { test } from 'node:test'
import { MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const LIST = '/b2b/Customer/GetPassengerList'
const INFO = '/b2b/Customer/GetPassengerInfo'
const SAVE = '/b2b/Customer/MaintainPassenger'
const DELETE = '/b2b/Customer/DeletePassenger'
const TREE = '/common/api/Customer/GetDepartmentTree'
const SEARCH = '/common/api/Customer/SearchColleagues'

const newPassenger = {
  Name: '刘洋',
  EnLastName: 'liu',
  EnFirstName: 'yang',
  Phone: '13700000088',
  Documents: [
    { IdentityType: 1, IdentityNo: '11010519491231002x', ExpiryDate: '', Nationality: 'CN' },
    { IdentityType: 2, IdentityNo: 'E11223344', ExpiryDate: '2032-01-31', Nationality: 'CN' },
  ],
}

test('frequent passengers: list, add, read, edit, delete; own only', async () => {
  for (const url of [LIST, TREE]) await assertAuthRequired(t, url)
  const token = await t.login(PHONE.employee)
  const seeded = await t.post(LIST, {}, { token })
  assert.equal(seeded.Code, '0000')
  assert.deepEqual(seeded.Data.Passengers.map((p: { Name: string; EnLastName: string }) => p.Name || p.EnLastName).sort(), ['SMITH', '李娜', '王小明', '陈家豪', '张伟'].sort())
  const own = seeded.Data.Passengers.find((p: { MemberId: string }) => p.MemberId === String(MEMBER.employee))
  assert.deepEqual(own.Documents.map((d: { IdentityType: number }) => d.IdentityType), [1, 2], 'his own 身份证 and passport are on file (本人)')
  const lina = seeded.Data.Passengers.find((p: { Name: string }) => p.Name === '李娜')
  assert.equal(lina.MemberId, String(MEMBER.approver))

  const added = await t.post(SAVE, newPassenger, { token, headers: { reqId: 'travellers-add-1' } })
  assert.equal(added.Code, '0000', added.Msg)
  const again = await t.post(SAVE, newPassenger, { token, headers: { reqId: 'travellers-add-1' } })
  assert.equal(again.Data.PassengerId, added.Data.PassengerId, 'the same reqId adds once')
  const info = await t.post(INFO, { PassengerId: added.Data.PassengerId }, { token })
  assert.equal(info.Data.EnLastName, 'LIU')
  assert.equal(info.Data.MemberId, '')
  assert.deepEqual(info.Data.Documents.map((d: { IdentityType: number; IdentityNo: string }) => [d.IdentityType, d.IdentityNo]), [[1, '11010519491231002X'], [2, 'E11223344']])

  const edited = await t.post(SAVE, { ...newPassenger, PassengerId: added.Data.PassengerId, Phone: '', Documents: [newPassenger.Documents[0]] }, { token })
  assert.equal(edited.Code, '0000')
  assert.equal((await t.post(INFO, { PassengerId: added.Data.PassengerId }, { token })).Data.Documents.length, 1)
  assert.equal((await t.post(LIST, { Keyword: '刘' }, { token })).Data.Passengers.length, 1)

  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(INFO, { PassengerId: added.Data.PassengerId }, { token: other })).Code, '4004')
  assert.equal((await t.post(SAVE, { ...newPassenger, PassengerId: added.Data.PassengerId }, { token: other })).Code, '4004')
  assert.equal((await t.post(DELETE, { PassengerId: added.Data.PassengerId }, { token: other })).Code, '4004')
  assert.equal((await t.post(LIST, {}, { token: other })).Data.Passengers.length, 1)

  assert.equal((await t.post(DELETE, { PassengerId: added.Data.PassengerId }, { token })).Code, '0000')
  assert.equal((await t.post(INFO, { PassengerId: added.Data.PassengerId }, { token })).Code, '4004')
  assert.equal((await t.post(DELETE, { PassengerId: added.Data.PassengerId }, { token })).Code, '4004')
})

test('frequent passengers: a colleague\'s phone links them; bad input refused with the reason, nothing kept', async () => {
  const token = await t.login(PHONE.employee)
  const colleague = await t.post(SAVE, { ...newPassenger, Name: '王芳', Phone: PHONE.finance }, { token, headers: { reqId: 'travellers-colleague' } })
  assert.equal((await t.post(INFO, { PassengerId: colleague.Data.PassengerId }, { token })).Data.MemberId, String(MEMBER.finance))
  const before = (await t.post(LIST, {}, { token })).Data.Passengers.length
  const cases: [unknown, string][] = [
    [{ ...newPassenger, Name: '刘3' }, '中文姓名格式不正确'],
    [{ ...newPassenger, Phone: '12345' }, '请填写正确的手机号'],
    [{ ...newPassenger, Documents: [] }, '请至少添加一个证件'],
    [{ ...newPassenger, Documents: [{ ...newPassenger.Documents[0], IdentityNo: '123' }] }, '请填写正确的身份证号码'],
    [{ ...newPassenger, Documents: [{ ...newPassenger.Documents[1], ExpiryDate: '2020-01-01' }] }, '护照已过期'],
    [{ ...newPassenger, Documents: [{ ...newPassenger.Documents[0], Nationality: 'ZZ' }] }, '国籍不正确'],
    [{ ...newPassenger, EnLastName: '', EnFirstName: '', Documents: [newPassenger.Documents[1]] }, '持护照出行请填写英文姓名'],
  ]
  for (const [index, [body, message]] of cases.entries()) {
    const answer = await t.post(SAVE, body, { token, headers: { reqId: `travellers-bad-${index}` } })
    assert.deepEqual([answer.Code, answer.Msg], ['4000', message])
  }
  for (const body of [{}, { ...newPassenger, Documents: [{ IdentityType: 9, IdentityNo: '1', ExpiryDate: '', Nationality: 'CN' }] }, { ...newPassenger, Name: 5 }, { PassengerId: 'x' }]) {
    const answer = await t.post(SAVE, body, { token, headers: { reqId: `travellers-malformed-${JSON.stringify(body).length}` } })
    assert.equal(answer.Code, '4000')
  }
  assert.equal((await t.post(INFO, { PassengerId: 'abc' }, { token })).Code, '4000')
  assert.equal((await t.post(LIST, {}, { token })).Data.Passengers.length, before)
})

test('colleagues: department tree and search by name, pinyin and initials within the enterprise', async () => {
  const token = await t.login(PHONE.employee)
  const tree = await t.post(TREE, {}, { token })
  assert.equal(tree.Code, '0000')
  const names = tree.Data.Departments.map((d: { DepartmentName: string }) => d.DepartmentName)
  assert.ok(names.includes('市场部') && names.includes('前端组'))
  assert.ok(!names.includes('业务部'), 'no department of another enterprise')
  const frontEnd = tree.Data.Departments.find((d: { DepartmentName: string }) => d.DepartmentName === '前端组')
  assert.equal(frontEnd.ParentDepartmentId, '30003')
  assert.equal(frontEnd.MemberCount, 1)

  const market = await t.post(SEARCH, { DepartmentId: '30002', PageIndex: 1, PageSize: 20 }, { token })
  assert.deepEqual(market.Data.Colleagues.map((c: { Name: string }) => c.Name).sort(), ['张伟', '李娜', '欧阳娜娜'].sort())
  assert.match(market.Data.Colleagues[0].PhoneMasked, /^1\d{2}\*{4}\d{4}$/)
  for (const keyword of ['李娜', 'lina', 'LN', 'ln']) {
    const found = await t.post(SEARCH, { Keyword: keyword, PageIndex: 1, PageSize: 20 }, { token })
    assert.ok(found.Data.Colleagues.some((c: { Name: string }) => c.Name === '李娜'), keyword)
  }
  const lv = await t.post(SEARCH, { Keyword: 'lvsiyuan', PageIndex: 1, PageSize: 20 }, { token })
  assert.deepEqual(lv.Data.Colleagues.map((c: { Name: string }) => c.Name), ['吕思远'])
  const initials = await t.post(SEARCH, { Keyword: 'oynn', PageIndex: 1, PageSize: 20 }, { token })
  assert.deepEqual(initials.Data.Colleagues.map((c: { Name: string }) => c.Name), ['欧阳娜娜'])
  const everyone = await t.post(SEARCH, { PageIndex: 1, PageSize: 3 }, { token })
  assert.equal(everyone.Data.Colleagues.length, 3)
  assert.equal(everyone.Data.Total, 9)
  assert.equal((await t.post(SEARCH, { Keyword: '钱多多', PageIndex: 1, PageSize: 20 }, { token })).Data.Total, 0, 'another enterprise\'s member is not found')
  assert.equal((await t.post(SEARCH, { DepartmentId: '30102', PageIndex: 1, PageSize: 20 }, { token })).Code, '4004')
  assert.equal((await t.post(SEARCH, { PageIndex: 0, PageSize: 20 }, { token })).Code, '4000')
  assert.equal((await t.post(SEARCH, { PageIndex: 1, PageSize: 1000 }, { token })).Code, '4000')
  assert.equal((await t.post(SEARCH, { Keyword: '100%_', PageIndex: 1, PageSize: 20 }, { token })).Data.Total, 0)
})

test('nationalities: every ISO country with its pinyin, the usual ones first; a passenger may hold any of them', async () => {
  const NATIONALITIES = '/common/api/Passenger/GetNationalityList'
  await assertAuthRequired(t, NATIONALITIES)
  const token = await t.login(PHONE.employee)
  const answer = await t.post(NATIONALITIES, {}, { token })
  assert.equal(answer.Code, '0000')
  const list = answer.Data.Nationalities as { Code: string; Name: string; EnName: string; Pinyin: string; Initials: string }[]
  assert.ok(list.length >= 240, `${list.length} countries`)
  assert.deepEqual(list[0], { Code: 'CN', Name: '中国', EnName: 'China', Pinyin: 'zhongguo', Initials: 'zg' })
  assert.equal(new Set(list.map((n) => n.Code)).size, list.length, 'one row per country')
  const germany = list.find((n) => n.Code === 'DE')
  assert.deepEqual([germany?.Name, germany?.Pinyin, germany?.Initials], ['德国', 'deguo', 'dg'])
  assert.ok(list.some((n) => n.Code === 'IS' && n.Name === '冰岛'))

  const german = {
    ...newPassenger, Name: '', EnLastName: 'MUELLER', EnFirstName: 'ANNA', Phone: '',
    Documents: [{ IdentityType: 2, IdentityNo: 'C01X00T47', ExpiryDate: '2031-05-01', Nationality: 'IS' }],
  }
  const saved = await t.post(SAVE, german, { token, headers: { reqId: 'travellers-iceland' } })
  assert.equal(saved.Code, '0000', saved.Msg)
  assert.equal((await t.post(INFO, { PassengerId: saved.Data.PassengerId }, { token })).Data.Documents[0].Nationality, 'IS')
  assert.equal((await t.post(DELETE, { PassengerId: saved.Data.PassengerId }, { token })).Code, '0000')
})
