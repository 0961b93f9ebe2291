/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

// 购票方式 12306 账号 (decision 0393): the order's passengers come from the bound account, checked ones only.
const t = setupFile({ orderJobs: false })
const C = '/b2b/Customer'
const B2B = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const codeFor = async (key: string) => (await t.app.db.query<{ secret: string }>('select secret from rail_sim_challenges where key = $1', [key])).rows[0].secret

async function boundAccount(token: string) {
  const account = (await t.post(`${C}/Login12306`, { UserName: 'booker.rail', Password: 'rail@789' }, { token })).Data
  await t.post(`${C}/Send12306Code`, { AccountId: account.AccountId }, { token })
  assert.equal((await t.post(`${C}/Verify12306Code`, { AccountId: account.AccountId, Code: await codeFor(`acct:${account.AccountId}`) }, { token })).Data.Status, 'Bound')
  const base = { AccountId: account.AccountId, PassengerId: '', PassengerType: 'adult' }
  const passed = (await t.post(`${C}/Save12306Passenger`, { ...base, Name: '刘洋', IdNo: '110101199003074477', Phone: '13912345678' }, withReq(token))).Data
  await t.post(`${C}/Send12306PassengerCode`, { AccountId: account.AccountId, PassengerId: passed.PassengerId }, { token })
  const code = await codeFor(`psg:${account.AccountId}:${passed.PassengerId}`)
  assert.equal((await t.post(`${C}/Verify12306PassengerCode`, { AccountId: account.AccountId, PassengerId: passed.PassengerId, Code: code }, { token })).Data.VerifyStatus, 'Passed')
  const pending = (await t.post(`${C}/Save12306Passenger`, { ...base, Name: '赵敏', IdNo: '110101198802021238', Phone: '13912345679' }, withReq(token))).Data
  const failed = (await t.post(`${C}/Save12306Passenger`, { ...base, Name: '王芳', IdNo: '110101199003074478', Phone: '' }, withReq(token))).Data
  return { accountId: account.AccountId as string, passed, pending, failed }
}

test('booking through the bound 12306 account takes its checked passengers; unchecked ones, strangers and another member\'s account are refused', async () => {
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const { accountId, passed, pending, failed } = await boundAccount(employee)
  assert.deepEqual([pending.VerifyStatus, failed.VerifyStatus], ['Pending', 'Failed'])
  const date = addDays(shanghaiDate(), 4)
  const train = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
    .find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 3))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const body = (passengers: any[], extra: Record<string, unknown> = {}) => ({
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: passengers, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * passengers.length, OverStandardReason: '', RailAccountId: accountId, ...extra,
  })
  const from = (p: any) => ({ Name: p.Name, IdNo: '', Phone: '', MemberId: '', RailPassengerId: p.PassengerId })

  const pendingTry = await t.post(`${B2B}/CreateOrder`, body([from(pending)]), withReq(employee))
  assert.deepEqual([pendingTry.Code, pendingTry.Msg], ['4001', '乘车人赵敏待12306核验，不能通过该账号购票'])
  const failedTry = await t.post(`${B2B}/CreateOrder`, body([from(failed)]), withReq(employee))
  assert.deepEqual([failedTry.Code, failedTry.Msg], ['4001', '乘车人王芳未通过12306核验，不能通过该账号购票'])
  const stranger = await t.post(`${B2B}/CreateOrder`, body([{ ...from(passed), RailPassengerId: '999999' }]), withReq(employee))
  assert.deepEqual([stranger.Code, stranger.Msg], ['4001', '乘车人刘洋不在该12306账号的乘客列表中'])
  const typed = await t.post(`${B2B}/CreateOrder`, body([{ Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }]), withReq(employee))
  assert.equal(typed.Code, '4000', 'a typed passenger is not one of the account')
  assert.equal((await t.post(`${B2B}/CreateOrder`, body([from(passed)]), withReq(outsider))).Code, '4004', 'another member\'s account')

  const booked = await t.post(`${B2B}/CreateOrder`, body([from(passed)]), withReq(employee))
  assert.equal(booked.Code, '0000', booked.Msg)
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: booked.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual(detail.Passengers.map((p: any) => [p.Name, p.IdNoMasked]), [['刘洋', '1101**********4477']], 'the account\'s name and ID')
  const { rows } = await t.app.db.query<{ rail_account_id: string }>('select rail_account_id::text from train_orders t join orders o on o.id = t.order_id where o.order_no = $1', [booked.Data.OrderNo])
  assert.equal(rows[0].rail_account_id, accountId)

  const enterprise = await t.post(`${B2B}/CreateOrder`, body([{ Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }], { RailAccountId: '' }), withReq(employee))
  assert.equal(enterprise.Code, '0000', 'the enterprise channel takes typed passengers')
})
