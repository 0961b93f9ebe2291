/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// 变更到站 (decision 0770): same train and date to another arrival, once per ticket, online up to 48 hours before
// departure; the fare difference paid or refunded less 12306's fee like a 改签's; two at once: one wins.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate, shanghaiInstant } from '../src/lib/time'
import { changeMoney } from '@domain/train/changeMoney'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { B2B_TRAIN as B2B, buySecondClass, trainsOn, withReq, withSecondClass } from './train-fixtures'
import { balance } from './hotel-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, ledgerMark } from './races-fixtures'

const t = setupFile({ orderJobs: false })
const HOUR = 3_600_000

/** A second-class ticket 4 to 5 days out (48 hours or more at any hour): its order number and the stations it may change to. */
async function ticketFourDaysOut(token: string) {
  const date = addDays(shanghaiDate(), 4)
  const train = (await trainsOn(t, token, date)).find(withSecondClass)
  const orderNo = await buySecondClass(t, token, date, train)
  const options = await t.post(`${B2B}/GetStationChangeOptions`, { OrderNo: orderNo }, { token })
  assert.equal(options.Code, '0000', options.Msg)
  const second = (s: any) => s.Seats.find((x: any) => x.SeatCode === 'O' && x.Remaining > PARALLEL)
  return { orderNo, date, train, departAt: shanghaiInstant(date, train.DepartTime), stations: options.Data.Stations.filter(second) as any[], second }
}

test('变更到站 to a nearer stop: a new order on the same train and date, the difference back less 5%; the new ticket changes no more', async () => {
  const employee = await t.login(PHONE.employee)
  const ticket = await ticketFourDaysOut(employee)
  const oldDetail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: ticket.orderNo }, { token: employee })).Data
  assert.equal(oldDetail.Actions.CanChangeStation, true)
  assert.ok(ticket.stations.length > 0)
  assert.ok(ticket.stations.every((s) => s.StationName !== oldDetail.ToStationName && s.StationName !== oldDetail.FromStationName))
  const oldFen = ticket.train.Seats.find((s: any) => s.SeatCode === 'O').PriceFen
  const nearer = ticket.stations.find((s) => ticket.second(s).PriceFen < oldFen)
  assert.ok(nearer, 'a stop before the arrival is cheaper')
  const newFen = ticket.second(nearer).PriceFen
  const stale = await t.post(`${B2B}/ChangeStation`, { OrderNo: ticket.orderNo, ToStationCode: nearer.StationCode, SeatCode: 'O', ExpectedTotalFen: newFen + 100 }, withReq(employee))
  assert.equal(stale.Code, '4001')
  const start = await balance(t.app, ENTERPRISE.a)
  const changed = await t.post(`${B2B}/ChangeStation`, { OrderNo: ticket.orderNo, ToStationCode: nearer.StationCode, SeatCode: 'O', ExpectedTotalFen: newFen }, withReq(employee))
  assert.equal(changed.Code, '0000', changed.Msg)
  const money = changeMoney(oldFen, newFen, ticket.departAt, new Date())
  assert.deepEqual([changed.Data.PayAmountFen, changed.Data.RefundFen, changed.Data.FeeFen], [0, money.refundFen, money.feeFen])
  assert.ok(money.feeFen > 0)
  assert.equal((await balance(t.app, ENTERPRISE.a)) - start, money.refundFen)
  const fresh = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: changed.Data.OrderNo }, { token: employee })).Data
  assert.deepEqual([fresh.TrainNo, fresh.Date, fresh.FromStationName, fresh.ToStationName, fresh.IsStationChange, fresh.ChangedFromOrderNo, fresh.Status],
    [ticket.train.TrainNo, ticket.date, oldDetail.FromStationName, nearer.StationName, true, ticket.orderNo, 'Confirmed'])
  assert.deepEqual([fresh.Actions.CanChange, fresh.Actions.CanChangeStation, fresh.Actions.CanRefund], [false, false, true])
  const old = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: ticket.orderNo }, { token: employee })).Data
  assert.deepEqual([old.ChangedToOrderNo, old.Actions.CanChangeStation], [changed.Data.OrderNo, false])
  const again = await t.post(`${B2B}/ChangeStation`, { OrderNo: changed.Data.OrderNo, ToStationCode: nearer.StationCode, SeatCode: 'O', ExpectedTotalFen: newFen }, withReq(employee))
  assert.deepEqual([again.Code, again.Msg], ['4001', '车票已改签或变更到站过一次，不能再变更到站'])
  const later = (await trainsOn(t, employee, ticket.date)).find((x) => x.DepartTime > ticket.train.DepartTime && withSecondClass(x))
  if (later) {
    const rechange = await t.post(`${B2B}/ChangeTicket`, { OrderNo: changed.Data.OrderNo, TrainNo: later.TrainNo, Date: ticket.date, SeatCode: 'O', ExpectedTotalFen: 1 }, withReq(employee))
    assert.deepEqual([rechange.Code, rechange.Msg], ['4001', '变更到站后的车票不能再改签'])
  }
  const sameStop = await t.post(`${B2B}/ChangeStation`, { OrderNo: ticket.orderNo, ToStationCode: 'AOH', SeatCode: 'O', ExpectedTotalFen: oldFen }, withReq(employee))
  assert.equal(sameStop.Code, '4001')
})

test('变更到站 under 48 hours before departure is refused online, and the detail does not offer it', async () => {
  const employee = await t.login(PHONE.employee)
  const now = Date.now()
  let found: { orderNo: string } | null = null
  for (const days of [0, 1, 2]) {
    const date = addDays(shanghaiDate(), days)
    const train = (await trainsOn(t, employee, date)).find((x) => {
      const left = shanghaiInstant(date, x.DepartTime).getTime() - now
      return withSecondClass(x) && left > 2 * HOUR && left < 46 * HOUR
    })
    if (train) { found = { orderNo: await buySecondClass(t, employee, date, train) }; break }
  }
  assert.ok(found, 'a train 2 to 46 hours out')
  const detail = (await t.post(`${B2B}/GetOrderDetail`, { OrderNo: found.orderNo }, { token: employee })).Data
  assert.deepEqual([detail.Actions.CanChange, detail.Actions.CanChangeStation], [true, false])
  const refused = await t.post(`${B2B}/GetStationChangeOptions`, { OrderNo: found.orderNo }, { token: employee })
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '距开车不足48小时，不能在线变更到站，请到车站办理'])
})

test(`${PARALLEL} parallel 变更到站 of one ticket: one new order, the money back once`, async () => {
  const employee = await t.login(PHONE.employee)
  const ticket = await ticketFourDaysOut(employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  const oldFen = ticket.train.Seats.find((s: any) => s.SeatCode === 'O').PriceFen
  const targets = ticket.stations.filter((s) => ticket.second(s).PriceFen < oldFen)
  assert.ok(targets.length > 0)
  const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => {
    const stop = targets[i % targets.length]
    return t.post(`${B2B}/ChangeStation`, { OrderNo: ticket.orderNo, ToStationCode: stop.StationCode, SeatCode: 'O', ExpectedTotalFen: ticket.second(stop).PriceFen }, withReq(employee))
  }))
  const done = answered(answers, ['0000', '4001', '4009'])
  assert.equal(done.length, 1, answers.map((a) => `${a.Code} ${a.Msg}`).join(' | '))
  assert.equal((await balance(t.app, ENTERPRISE.a)) - start, done[0].Data.RefundFen)
  const { rows } = await t.app.db.query<{ n: number }>(
    'select count(*)::int as n from train_orders where changed_from_order_id = (select id from orders where order_no = $1)', [ticket.orderNo])
  assert.equal(rows[0].n, 1)
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})
