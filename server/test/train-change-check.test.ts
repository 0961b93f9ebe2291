/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, assertAuthRequired, setupFile } from './helper'
import { B2B_TRAIN, buySecondClass, trainsOn, withReq, withSecondClass } from './train-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = B2B_TRAIN

async function issuedTicket(token: string, date: string) {
  return buySecondClass(t, token, date, (await trainsOn(t, token, date)).find(withSecondClass))
}

const codeFor = async (orderNo: string) =>
  (await t.app.db.query<{ secret: string }>('select secret from rail_sim_challenges where key = $1', [`change:${orderNo}`])).rows[0].secret

test('改签验证: a change to another date needs the contact phone\'s code; the same date needs none; another member is refused', async () => {
  await assertAuthRequired(t, `${B2B}/SendChangeCode`, {})
  const employee = await t.login(PHONE.employee)
  const outsider = await t.login(PHONE.employeeB)
  const date = addDays(shanghaiDate(), 5)
  const orderNo = await issuedTicket(employee, date)
  const nextDay = addDays(date, 1)
  const next = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: nextDay, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
  const target = next.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 2))
  const seat = target.Seats.find((s: any) => s.SeatCode === 'O')
  const changeBody = { OrderNo: orderNo, TrainNo: target.TrainNo, Date: nextDay, SeatCode: 'O', ExpectedTotalFen: seat.PriceFen }

  const before = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })).Data
  assert.equal(before.ChangeCheckedUntil, null)
  const unchecked = await t.post(`${B2B}/ChangeTicket`, changeBody, withReq(employee))
  assert.deepEqual([unchecked.Code, unchecked.Msg], ['4001', '改签至其他日期需先完成手机号验证'])

  assert.equal((await t.post(`${B2B}/SendChangeCode`, { OrderNo: orderNo }, { token: outsider })).Code, '4004')
  const sent = await t.post(`${B2B}/SendChangeCode`, { OrderNo: orderNo }, { token: employee })
  assert.equal(sent.Code, '0000', sent.Msg)
  assert.equal(sent.Data.PhoneMasked, '138****0001')
  const code = await codeFor(orderNo)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  assert.equal((await t.post(`${B2B}/VerifyChangeCode`, { OrderNo: orderNo, Code: wrong }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B2B}/VerifyChangeCode`, { OrderNo: orderNo, Code: 'abc' }, { token: employee })).Code, '4000')
  assert.equal((await t.post(`${B2B}/VerifyChangeCode`, { OrderNo: orderNo, Code: code }, { token: outsider })).Code, '4004')
  const verified = await t.post(`${B2B}/VerifyChangeCode`, { OrderNo: orderNo, Code: code }, { token: employee })
  assert.equal(verified.Code, '0000', verified.Msg)
  assert.match(verified.Data.CheckedUntil, /\+08:00$/)
  assert.equal((await t.post(`${B2B}/VerifyChangeCode`, { OrderNo: orderNo, Code: code }, { token: employee })).Code, '4001', 'a code is used once')
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token: employee })).Data
  assert.equal(detail.ChangeCheckedUntil, verified.Data.CheckedUntil)

  const changed = await t.post(`${B2B}/ChangeTicket`, changeBody, withReq(employee))
  assert.equal(changed.Code, '0000', changed.Msg)
  assert.equal((await t.post(`${B2B}/SendChangeCode`, { OrderNo: orderNo }, { token: employee })).Code, '4001', 'a changed ticket asks no more checks')

  const sameDayOrder = await issuedTicket(employee, date)
  const sameDay = (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
  const original = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: sameDayOrder }, { token: employee })).Data
  const other = sameDay.find((x: any) => x.TrainNo !== original.TrainNo && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 2))
  const otherSeat = other.Seats.find((s: any) => s.SeatCode === 'O')
  const sameDayChange = await t.post(`${B2B}/ChangeTicket`, { OrderNo: sameDayOrder, TrainNo: other.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: otherSeat.PriceFen }, withReq(employee))
  assert.equal(sameDayChange.Code, '0000', sameDayChange.Msg)
})
