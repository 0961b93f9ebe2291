/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate, shanghaiInstant } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const PASSENGER = { Name: '张伟', IdNo: '110101199001011234', Phone: '13800000001', MemberId: '10001' }
const HOUR = 3_600_000

const trains = async (token: string, date: string) => (await t.post(`${B2B}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains as any[]
const withSecondClass = (x: any) => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 2)
const secondClass = (x: any) => x.Seats.find((s: any) => s.SeatCode === 'O')

/** An issued ticket on a train leaving between `minHours` and `maxHours` from now. */
async function issuedTicketIn(token: string, minHours: number, maxHours: number) {
  const now = Date.now()
  for (let days = Math.floor(minHours / 24); days <= Math.ceil(maxHours / 24); days++) {
    const date = addDays(shanghaiDate(), days)
    const train = (await trains(token, date)).find((x) => {
      const left = shanghaiInstant(date, x.DepartTime).getTime() - now
      return withSecondClass(x) && left > minHours * HOUR && left < maxHours * HOUR
    })
    if (!train) continue
    const seat = secondClass(train)
    const created = await t.post(`${B2B}/CreateOrder`, {
      TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
      Passengers: [PASSENGER], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
    }, withReq(token))
    assert.equal(created.Code, '0000', created.Msg)
    const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: seat.PriceFen }, withReq(token))
    assert.equal(paid.Code, '0000', paid.Msg)
    return { orderNo: created.Data.OrderNo as string, date, train }
  }
  throw new Error(`no train ${minHours}–${maxHours} hours from now`)
}

test('改签 within 48 hours: a ticket about 30 hours out moves only to a train of its own date; the next day and 6 days later are refused', async () => {
  const employee = await t.login(PHONE.employee)
  const { orderNo, date, train } = await issuedTicketIn(employee, 26, 34)
  for (const later of [addDays(date, 1), addDays(date, 6)]) {
    const target = (await trains(employee, later)).find(withSecondClass)
    const refused = await t.post(`${B2B}/ChangeTicket`, { OrderNo: orderNo, TrainNo: target.TrainNo, Date: later, SeatCode: 'O', ExpectedTotalFen: secondClass(target).PriceFen }, withReq(employee))
    assert.deepEqual([refused.Code, refused.Msg], ['4001', `距开车不足48小时，只能改签至票面日期${date} 24:00前开车的车次`], later)
  }
  const sameDay = (await trains(employee, date)).find((x) => x.TrainNo !== train.TrainNo && withSecondClass(x) && shanghaiInstant(date, x.DepartTime).getTime() > Date.now() + HOUR)
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
