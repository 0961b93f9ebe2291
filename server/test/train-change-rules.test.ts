/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate, shanghaiInstant } from '../src/lib/time'
import { refundFeeFen } from '@domain/train/refundFee'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { B2B_TRAIN, buySecondClass, secondClass, trainsOn, withReq, withSecondClass } from './train-fixtures'
import { balance } from './hotel-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, ledgerMark } from './races-fixtures'
import { economyFare, F } from './flight-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = B2B_TRAIN
const HOUR = 3_600_000

const trains = (token: string, date: string) => trainsOn(t, token, date)

/**
 * An issued ticket on a train leaving between `minHours` and `maxHours` from now; with `laterWith`, only a train
 * followed that same date by one the predicate accepts, so the test holds at any hour it runs (a window ending late
 * in the evening has no later train).
 */
async function issuedTicketIn(token: string, minHours: number, maxHours: number, laterWith?: (x: any) => boolean) {
  const now = Date.now()
  for (let days = Math.floor(minHours / 24); days <= Math.ceil(maxHours / 24); days++) {
    const date = addDays(shanghaiDate(), days)
    const list = await trains(token, date)
    const train = list.find((x) => {
      const left = shanghaiInstant(date, x.DepartTime).getTime() - now
      const followed = !laterWith || list.some((y) => y.DepartTime > x.DepartTime && laterWith(y))
      return withSecondClass(x) && left > minHours * HOUR && left < maxHours * HOUR && followed
    })
    if (!train) continue
    const orderNo = await buySecondClass(t, token, date, train)
    return { orderNo, date, train }
  }
  throw new Error(`no train ${minHours}–${maxHours} hours from now`)
}

test('改签 within 48 hours: a ticket 25 to 46 hours out moves only to a train of its own date; the next day and 6 days later are refused', async () => {
  const employee = await t.login(PHONE.employee)
  const { orderNo, date, train } = await issuedTicketIn(employee, 25, 46, withSecondClass)
  for (const later of [addDays(date, 1), addDays(date, 6)]) {
    const target = (await trains(employee, later)).find(withSecondClass)
    const refused = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: target.TrainNo, Date: later, SeatCode: 'O', ExpectedTotalFen: secondClass(target).PriceFen }, withReq(employee))
    assert.deepEqual([refused.Code, refused.Msg], ['4001', `距开车不足48小时，只能改签至票面日期${date} 24:00前开车的车次`], later)
  }
  const sameDay = (await trains(employee, date)).find((x) => x.DepartTime > train.DepartTime && withSecondClass(x))
  const changed = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: sameDay.TrainNo, Date: date, SeatCode: 'O', ExpectedTotalFen: secondClass(sameDay).PriceFen }, withReq(employee))
  assert.equal(changed.Code, '0000', changed.Msg)
})

test('改签 48 hours or more before departure: any date on sale (it goes on to the phone check of another date)', async () => {
  const employee = await t.login(PHONE.employee)
  const { orderNo, date } = await issuedTicketIn(employee, 72, 24 * 5)
  const later = addDays(date, 6)
  const target = (await trains(employee, later)).find(withSecondClass)
  const asked = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: target.TrainNo, Date: later, SeatCode: 'O', ExpectedTotalFen: secondClass(target).PriceFen }, withReq(employee))
  assert.deepEqual([asked.Code, asked.Msg], ['4001', '改签至其他日期需先完成手机号验证'])
})

/** A ticket 3 to 7 days out changed to 一等座 on a later train of its date, the difference paid: both order numbers and fares. */
async function changedToFirstClass(token: string, days: number) {
  const withFirstClass = (x: any) => x.Seats.some((s: any) => s.SeatCode === 'M' && s.Remaining > 2)
  const { orderNo, date, train } = await issuedTicketIn(token, days * 24, days * 24 + 20, withFirstClass)
  const later = (await trains(token, date)).find((x) => x.DepartTime > train.DepartTime && withFirstClass(x))
  const firstClass = later.Seats.find((s: any) => s.SeatCode === 'M')
  const changed = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: later.TrainNo, Date: date, SeatCode: 'M', ExpectedTotalFen: firstClass.PriceFen }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: changed.Data.OrderNo, AmountFen: changed.Data.PayAmountFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  return { oldNo: orderNo, newNo: changed.Data.OrderNo as string, oldFen: secondClass(train).PriceFen as number, newFen: firstClass.PriceFen as number, departAt: shanghaiInstant(date, later.DepartTime) }
}

test('退票 after 改签: quoted and refunded on the new fare by the time before the new train, the money back from both orders', async () => {
  const employee = await t.login(PHONE.employee)
  const ticket = await changedToFirstClass(employee, 4)
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: ticket.newNo }, { token: employee })).Data
  assert.equal(detail.Actions.CanRefund, true)
  const fee = refundFeeFen(ticket.newFen, ticket.departAt, new Date())!
  assert.ok(fee > 0, '4 days ahead: 5%')
  const quote = await t.post(`${B2B}/GetRefundFee`, { OrderNo: ticket.newNo }, { token: employee })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.deepEqual([quote.Data.PaidFen, quote.Data.FeeFen, quote.Data.RefundFen], [ticket.newFen, fee, ticket.newFen - fee])
  const before = await balance(t.app, ENTERPRISE.a)
  const refunded = await t.post(`${B2B}/RefundTicket`, { OrderNo: ticket.newNo, Reason: '行程变更' }, withReq(employee))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual([refunded.Data.FeeFen, refunded.Data.RefundFen], [fee, ticket.newFen - fee])
  assert.equal(await balance(t.app, ENTERPRISE.a), before + ticket.newFen - fee)
  const after = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: ticket.newNo }, { token: employee })).Data
  assert.equal(after.Passengers[0].TicketStatus, 'Refunded')
  assert.equal(after.Actions.CanRefund, false)
  const old = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: ticket.oldNo }, { token: employee })).Data
  // The new order's difference comes back first, the rest from the old ticket's fare that the change kept.
  const fromNew = Math.min(ticket.newFen - fee, ticket.newFen - ticket.oldFen)
  assert.deepEqual([after.RefundedFen, old.RefundedFen], [fromNew, ticket.newFen - fee - fromNew])
  const again = await t.post(`${B2B}/RefundTicket`, { OrderNo: ticket.newNo, Reason: '行程变更' }, withReq(employee))
  assert.equal(again.Code, '4001')
})

test(`${PARALLEL} parallel refunds of a changed ticket: paid once`, async () => {
  const employee = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const ticket = await changedToFirstClass(employee, 5)
  const paidSince = (await balance(t.app, ENTERPRISE.a)) - start
  const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.post(`${B2B}/RefundTicket`, { OrderNo: ticket.newNo, Reason: '行程变更' }, withReq(employee))))
  const done = answered(answers, ['0000', '4001', '4009'])
  assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  assert.equal((await balance(t.app, ENTERPRISE.a)) - start - paidSince, done[0].Data.RefundFen)
  assert.equal(done[0].Data.RefundFen, ticket.newFen - done[0].Data.FeeFen)
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})

test('身份证 by GB 11643 wherever a ticket is issued: a wrong check digit and 30 February are refused by train, 抢票, flight and 常用旅客', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 3)
  const train = (await trains(employee, date)).find(withSecondClass)
  const seat = secondClass(train)
  const fare = await economyFare(t, employee, 'BJS', 'SZX', 3)
  for (const idNo of ['110105194912310021', '11010520260230001X']) {
    const person = { Name: '王芳', IdNo: idNo, Phone: '13800000009', MemberId: '' }
    const booked = await t.post(`${B2B}/CreateOrder`, {
      TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
      Passengers: [person], Contact: { Name: '王芳', Phone: '13800000009' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
    }, withReq(employee))
    assert.deepEqual([booked.Code, booked.Msg], ['4000', '王芳的身份证号不正确'], `train ${idNo}`)
    const grab = await t.post(`${B2B}/CreateGrabTask`, {
      From: train.FromStationCode, To: train.ToStationCode, TrainNos: [train.TrainNo], SeatCodes: ['O'], Dates: [date],
      Deadline: new Date(Date.now() + 3600_000).toISOString(), Passengers: [person], Contact: { Name: '王芳', Phone: '13800000009' }, OverStandardReason: '会议临时调整',
    }, withReq(employee))
    assert.deepEqual([grab.Code, grab.Msg], ['4000', '王芳的身份证号不正确'], `抢票 ${idNo}`)
    const flight = await t.post(F('CreateOrder'), {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
      Passengers: [{ Name: '王芳', IdType: 1, IdNo: idNo, Phone: '13800000009', MemberId: '' }], Contact: { Name: '王芳', Phone: '13800000009' },
      CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: 0,
    }, withReq(employee))
    assert.deepEqual([flight.Code, flight.Msg], ['4000', '王芳的身份证号不正确'], `flight ${idNo}`)
    const saved = await t.post('/b2b/Customer/MaintainPassenger', {
      Name: '王芳', EnLastName: '', EnFirstName: '', Phone: '13800000009', Documents: [{ IdentityType: 1, IdentityNo: idNo, ExpiryDate: '', Nationality: 'CN' }],
    }, { token: employee })
    assert.deepEqual([saved.Code, saved.Msg], ['4000', '请填写正确的身份证号码'], `常用旅客 ${idNo}`)
  }
})
