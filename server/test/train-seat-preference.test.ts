/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const ZHANG = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }
const LI = { Name: '李娜', IdNo: '11010119900307678X', Phone: '13800000009', MemberId: '' }

async function book(token: string, train: any, code: string, passengers: object[]) {
  const seat = train.Seats.find((s: any) => s.SeatCode === code)
  return t.post(`${B2B}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: train.date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: code,
    Passengers: passengers, Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * passengers.length, OverStandardReason: '会议安排',
  }, withReq(token))
}

async function issued(token: string, orderNo: string, amount: number) {
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: amount }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  return (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: orderNo }, { token })).Data
}

test('选座: each passenger\'s seat letter goes with the order, is met on the ticket and shown on the order; a letter the class lacks is refused', async () => {
  const token = await t.login(PHONE.manager)
  const date = addDays(shanghaiDate(), 5)
  const trains = (await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 0 }, { token })).Data.Trains.map((x: any) => ({ ...x, date }))
  const g = trains.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 4) && x.Seats.some((s: any) => s.SeatCode === 'M'))
  assert.ok(g, 'a train with 二等座 and 一等座')

  const wrong = await book(token, g, 'M', [{ ...ZHANG, SeatPreference: 'B' }])
  assert.deepEqual([wrong.Code, wrong.Msg], ['4000', '一等座不支持所选的选座要求'])
  assert.equal((await book(token, g, 'O', [{ ...ZHANG, SeatPreference: 'X' }])).Code, '4000')

  const created = await book(token, g, 'O', [{ ...ZHANG, SeatPreference: 'F' }, { ...LI, SeatPreference: 'F' }])
  assert.equal(created.Code, '0000', created.Msg)
  const detail = await issued(token, created.Data.OrderNo, created.Data.PayAmountFen)
  assert.equal(detail.Status, 'Confirmed')
  assert.deepEqual(detail.Passengers.map((p: any) => p.SeatPreferenceText), ['F 靠窗', 'F 靠窗'])
  assert.ok(detail.Passengers.every((p: any) => /车\d{2}F$/.test(p.SeatNo)), detail.Passengers.map((p: any) => p.SeatNo).join(' '))
  assert.notEqual(detail.Passengers[0].SeatNo, detail.Passengers[1].SeatNo, 'two wishes for F get two seats')

  const plain = await book(token, g, 'O', [ZHANG])
  const plainDetail = await issued(token, plain.Data.OrderNo, plain.Data.PayAmountFen)
  assert.equal(plainDetail.Passengers[0].SeatPreferenceText, '')
})

test('选铺: a sleeper passenger\'s berth wish is met on the ticket; 软卧 has no middle berth', async () => {
  const token = await t.login(PHONE.manager)
  const date = addDays(shanghaiDate(), 6)
  const trains = (await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 0 }, { token })).Data.Trains.map((x: any) => ({ ...x, date }))
  const sleeper = trains.find((x: any) => x.Seats.some((s: any) => s.SeatCode === '3' && s.Remaining > 2) && x.Seats.some((s: any) => s.SeatCode === '4'))
  assert.ok(sleeper, 'a train with 硬卧 and 软卧')
  assert.equal((await book(token, sleeper, '4', [{ ...ZHANG, SeatPreference: 'M' }])).Code, '4000')
  const created = await book(token, sleeper, '3', [{ ...ZHANG, SeatPreference: 'L' }, { ...LI, SeatPreference: 'U' }])
  assert.equal(created.Code, '0000', created.Msg)
  const detail = await issued(token, created.Data.OrderNo, created.Data.PayAmountFen)
  assert.deepEqual(detail.Passengers.map((p: any) => p.SeatPreferenceText), ['下铺', '上铺'])
  assert.match(detail.Passengers[0].SeatNo, /下铺$/)
  assert.match(detail.Passengers[1].SeatNo, /上铺$/)
})
