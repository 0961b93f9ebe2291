/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const C = '/b2b/Customer'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

/** The simulated 12306's code for a challenge key (a real 12306 sends it by SMS; the simulation logs it). */
async function codeFor(key: string): Promise<string> {
  const { rows } = await t.app.db.query<{ secret: string }>('select secret from rail_sim_challenges where key = $1', [key])
  return rows[0].secret
}

test('12306: sign in, SMS check binds; a wrong password, a wrong code and another member are refused', async () => {
  await assertAuthRequired(t, `${C}/Login12306`, {})
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const first = await t.post(`${C}/Login12306`, { UserName: 'zhangwei2026', Password: 'rail@123' }, { token: employee })
  assert.equal(first.Code, '0000', first.Msg)
  assert.equal(first.Data.Status, 'Unverified')
  assert.match(first.Data.PhoneMasked, /^13\d\*{4}\d{4}$/)
  const accountId = first.Data.AccountId
  assert.equal((await t.post(`${C}/Login12306`, { UserName: 'zhangwei2026', Password: 'wrong-pass' }, { token: employee })).Code, '4001')
  assert.equal((await t.post(`${C}/Login12306`, { UserName: 'zh', Password: 'x' }, { token: employee })).Code, '4000')

  assert.equal((await t.post(`${C}/Get12306PassengerList`, { AccountId: accountId }, { token: employee })).Code, '4001', 'not checked yet')
  const sent = await t.post(`${C}/Send12306Code`, { AccountId: accountId }, { token: employee })
  assert.equal(sent.Data.PhoneMasked, first.Data.PhoneMasked)
  const code = await codeFor(`acct:${accountId}`)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  assert.equal((await t.post(`${C}/Verify12306Code`, { AccountId: accountId, Code: wrong }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${C}/Verify12306Code`, { AccountId: accountId, Code: code }, { token: outsider })).Code, '4004')
  const verified = await t.post(`${C}/Verify12306Code`, { AccountId: accountId, Code: code }, { token: employee })
  assert.equal(verified.Code, '0000', verified.Msg)
  assert.equal(verified.Data.Status, 'Bound')
  assert.equal(verified.Data.StatusText, '已绑定')
  assert.equal((await t.post(`${C}/Verify12306Code`, { AccountId: accountId, Code: code }, { token: employee })).Code, '4001', 'a code is used once')

  const list = await t.post(`${C}/Get12306AccountList`, {}, { token: employee })
  assert.deepEqual(list.Data.Accounts.map((a: any) => a.UserName), ['zhangwei2026'])
  assert.deepEqual((await t.post(`${C}/Get12306AccountList`, {}, { token: outsider })).Data.Accounts, [])
  assert.equal((await t.post(`${C}/Delete12306Account`, { AccountId: accountId }, { token: outsider })).Code, '4004')
})

test('12306: the face check binds once done; passengers carry 12306\'s verification status and the phone check passes them', async () => {
  const employee = await t.login(PHONE.employee)
  const account = (await t.post(`${C}/Login12306`, { UserName: 'liuyang.rail', Password: 'rail@456' }, { token: employee })).Data
  const face = await t.post('/b2b/TrainTicket/StartFaceAuth', { AccountId: account.AccountId }, { token: employee })
  assert.equal(face.Code, '0000', face.Msg)
  assert.match(face.Data.Tip, /12306 App/)
  assert.equal((await t.post('/b2b/TrainTicket/CheckFaceAuth', { AccountId: account.AccountId, FaceToken: 'f'.repeat(32) }, { token: employee })).Code, '4001')
  const checked = await t.post('/b2b/TrainTicket/CheckFaceAuth', { AccountId: account.AccountId, FaceToken: face.Data.FaceToken }, { token: employee })
  assert.equal(checked.Data.Status, 'Bound')

  const base = { AccountId: account.AccountId, PassengerId: '', PassengerType: 'adult' }
  const good = await t.post(`${C}/Save12306Passenger`, { ...base, Name: '刘洋', IdNo: '110101199003074477', Phone: '13912345678' }, withReq(employee))
  assert.equal(good.Code, '0000', good.Msg)
  assert.equal(good.Data.VerifyStatus, 'Pending')
  assert.equal(good.Data.VerifyStatusText, '待核验')
  assert.equal(good.Data.IdNoMasked, '1101**********4477')
  const bad = await t.post(`${C}/Save12306Passenger`, { ...base, Name: '王芳', IdNo: '110101199003074478', Phone: '' }, withReq(employee))
  assert.equal(bad.Data.VerifyStatus, 'Failed')
  assert.equal((await t.post(`${C}/Save12306Passenger`, { ...base, Name: '刘洋', IdNo: '110101199003074477', Phone: '' }, withReq(employee))).Code, '4009')
  const renamed = await t.post(`${C}/Save12306Passenger`, { ...base, PassengerId: good.Data.PassengerId, Name: '刘阳', IdNo: '110101199003074477', Phone: '13912345678' }, withReq(employee))
  assert.equal(renamed.Code, '4001')
  assert.equal((await t.post(`${C}/Send12306PassengerCode`, { AccountId: account.AccountId, PassengerId: bad.Data.PassengerId }, { token: employee })).Code, '4001')

  const sent = await t.post(`${C}/Send12306PassengerCode`, { AccountId: account.AccountId, PassengerId: good.Data.PassengerId }, { token: employee })
  assert.equal(sent.Data.PhoneMasked, '139****5678')
  const code = await codeFor(`psg:${account.AccountId}:${good.Data.PassengerId}`)
  const passed = await t.post(`${C}/Verify12306PassengerCode`, { AccountId: account.AccountId, PassengerId: good.Data.PassengerId, Code: code }, { token: employee })
  assert.equal(passed.Data.VerifyStatus, 'Passed')
  const moved = await t.post(`${C}/Save12306Passenger`, { ...base, PassengerId: good.Data.PassengerId, Name: '刘洋', IdNo: '', Phone: '13700000000', PassengerType: 'student' }, withReq(employee))
  assert.equal(moved.Data.VerifyStatus, 'Pending', 'a new phone is checked again')
  assert.equal(moved.Data.PassengerType, 'student')

  const list = await t.post(`${C}/Get12306PassengerList`, { AccountId: account.AccountId }, { token: employee })
  assert.deepEqual(list.Data.Passengers.map((p: any) => `${p.Name}:${p.VerifyStatusText}`), ['刘洋:待核验', '王芳:未通过'])
  assert.equal((await t.post(`${C}/Delete12306Passenger`, { AccountId: account.AccountId, PassengerId: bad.Data.PassengerId }, { token: employee })).Code, '0000')
  assert.equal((await t.post(`${C}/Delete12306Account`, { AccountId: account.AccountId }, { token: employee })).Code, '0000')
  assert.equal((await t.post(`${C}/Get12306PassengerList`, { AccountId: account.AccountId }, { token: employee })).Code, '4004')
})
