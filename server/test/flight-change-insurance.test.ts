/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Insurance follows a changed ticket (decision 0810): a passenger changed on his own to a change order takes his
// policies with him (the same policy, now on the new flight, no premium moved); a whole-order change moves every
// policy of the leg onto the new flight.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ENTERPRISE, PHONE } from './helper'
import { balance } from './hotel-fixtures'
import { F, I } from './flight-fixtures'
import { twoPassengerFile } from './flight-passenger-fixtures'
import { PARALLEL, answered, assertEnterpriseLedger, assertOrderMoney, ledgerMark, withReq } from './races-fixtures'

const { t, paidTwoPassengerOrder } = twoPassengerFile('11010119910101')

/** A later economy fare of the same carrier on the day of `fare`. */
async function laterFare(token: string, fare: any): Promise<any> {
  const date = fare.FareId.split('.')[1]
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: date }, { token })).Data.Flights
  const later = flights.filter((f: any) => f.DepartTime > fare.DepartTime && f.FlightNo.slice(0, 2) === fare.FlightNo.slice(0, 2))
  assert.ok(later.length > 0, 'a later flight of the same carrier')
  const fares = (await t.post(F('QuerySeatList'), { FlightNo: later[0].FlightNo, DepartDate: date, DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token })).Data.Fares
  return { ...fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 0), FlightNo: later[0].FlightNo, DepartTime: later[0].DepartTime }
}

async function insured(token: string, ahead: number) {
  const order = await paidTwoPassengerOrder(token, ahead)
  const bought = await t.post(I('BuyPolicies'), { OrderNo: order.orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token))
  assert.equal(bought.Code, '0000', bought.Msg)
  const policies = (await t.post(I('GetOrderPolicies'), { OrderNo: order.orderNo }, { token })).Data.Policies
  assert.equal(policies.length, 2)
  return { ...order, policies, premiumFen: bought.Data.PremiumFen as number }
}

const policiesOf = async (token: string, orderNo: string) => (await t.post(I('GetOrderPolicies'), { OrderNo: orderNo }, { token })).Data.Policies

test('改签 of one of two passengers: his policy follows him to the change order and the new flight; refunded with that order', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, policies, premiumFen } = await insured(token, 31)
  const moved = policies.find((p: any) => p.InsuredName === '王小明')
  const target = await laterFare(token, fare)
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, PassengerIds: [2] }, { token })).Data
  assert.equal(quote.IsAllowed, true, quote.Description)
  const before = await balance(t.app, ENTERPRISE.a)
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const changeNo = changed.Data.ChangeOrderNo as string
  assert.equal(await balance(t.app, ENTERPRISE.a), before - quote.TotalFen, 'no premium moves: the policy itself follows')

  const left = await policiesOf(token, orderNo)
  assert.deepEqual(left.map((p: any) => [p.InsuredName, p.Status]), [['张伟', 'Active']], 'the other passenger keeps his policy on the original')
  assert.match(left[0].LegText, new RegExp(fare.FlightNo))
  const followed = await policiesOf(token, changeNo)
  assert.deepEqual(followed.map((p: any) => [p.PolicyNo, p.InsuredName, p.Status, p.PremiumFen]), [[moved.PolicyNo, '王小明', 'Active', moved.PremiumFen]])
  assert.match(followed[0].LegText, new RegExp(`${target.FlightNo} .*${target.DepartTime}`), 'the policy covers the new flight')
  assert.ok(followed[0].StartsAt.startsWith(target.DepartTime.replace(' ', 'T')), `${followed[0].StartsAt} is the new departure ${target.DepartTime}`)

  // Refunding the change order refunds its policy, its premium back to the account; the original's policy stays.
  const beforeRefund = await balance(t.app, ENTERPRISE.a)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: changeNo, Reason: '行程变更' }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  assert.deepEqual((await policiesOf(token, changeNo)).map((p: any) => p.Status), ['Refunded'])
  assert.equal(await balance(t.app, ENTERPRISE.a), beforeRefund + refunded.Data.RefundFen + premiumFen / 2, 'the ticket and its premium back')
  assert.deepEqual((await policiesOf(token, orderNo)).map((p: any) => p.Status), ['Active'])
  // Insurance bought on the original afterwards insures the passenger still ticketed there only.
  const delay = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_DELAY' }, withReq(token))
  assert.equal(delay.Code, '0000', delay.Msg)
  assert.deepEqual((await policiesOf(token, orderNo)).filter((p: any) => p.ProductCode === 'FLIGHT_DELAY').map((p: any) => p.InsuredName), ['张伟'])
  await assertOrderMoney(t.app, orderNo)
  await assertOrderMoney(t.app, changeNo)
})

test('改签 of the whole order: every policy of the leg covers the new flight', async () => {
  const token = await t.login(PHONE.employee)
  const { orderNo, fare, policies } = await insured(token, 32)
  const target = await laterFare(token, fare)
  const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId }, { token })).Data
  const changed = await t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更' }, withReq(token))
  assert.equal(changed.Code, '0000', changed.Msg)
  const after = await policiesOf(token, orderNo)
  assert.deepEqual(after.map((p: any) => p.PolicyNo).sort(), policies.map((p: any) => p.PolicyNo).sort())
  for (const p of after) {
    assert.equal(p.Status, 'Active')
    assert.match(p.LegText, new RegExp(`${target.FlightNo} .*${target.DepartTime}`))
    assert.ok(p.StartsAt.startsWith(target.DepartTime.replace(' ', 'T')), `${p.StartsAt} is the new departure ${target.DepartTime}`)
  }
})

test(`${PARALLEL} requests at once, buying insurance and changing one passenger: every policy insures a ticket of its own order, each premium charged once`, async () => {
  const token = await t.login(PHONE.employee)
  const since = await ledgerMark(t.app)
  const start = await balance(t.app, ENTERPRISE.a)
  for (let round = 0; round < 2; round += 1) {
    const { orderNo, fare } = await paidTwoPassengerOrder(token, 33 + round)
    const target = await laterFare(token, fare)
    const quote = (await t.post(F('GetChangeQuote'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, PassengerIds: [2] }, { token })).Data
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => (i % 2 === 0
      ? t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token))
      : t.post(F('ChangeOrder'), { OrderNo: orderNo, Seq: 1, FareId: target.FareId, ExpectedTotalFen: quote.TotalFen, Reason: '行程变更', PassengerIds: [2] }, withReq(token)))))
    const done = answered(answers, ['0000', '4001', '4009'])
    const changeNo = done.find((a) => a.Data.ChangeOrderNo)?.Data.ChangeOrderNo as string | undefined
    assert.ok(changeNo, answers.map((x) => `${x.Code} ${x.Msg}`).join(' | '))
    const said = answers.map((x) => `${x.Code} ${x.Msg}`).join(' | ')
    assert.equal(done.filter((a) => a.Data.PolicyNos).length, 1, `insurance bought once: ${said}`)
    const { rows } = await t.app.db.query<{ order_no: string; insured_name: string; ticket_status: string }>(
      `select o.order_no, i.insured_name, p.ticket_status from insurance_policies i join orders o on o.id = i.order_id
         left join flight_order_passengers p on p.order_id = i.order_id and p.name = i.insured_name
        where o.order_no = any($1::text[]) and i.status = 'Active' order by o.order_no, i.insured_name`, [[orderNo, changeNo]])
    // 王小明 is insured (on his change order) only when the purchase went before the change; 张伟 always, on the original.
    const expected = [[orderNo, '张伟', 'Valid'], ...(rows.some((r) => r.insured_name === '王小明') ? [[changeNo, '王小明', 'Valid']] : [])]
    assert.deepEqual(rows.map((r) => [r.order_no, r.insured_name, r.ticket_status]).sort(), expected.sort(),
      `each passenger insured at most once, on the order holding his ticket: ${JSON.stringify(rows)}; ${said}`)
    await assertOrderMoney(t.app, orderNo)
    await assertOrderMoney(t.app, changeNo)
  }
  await assertEnterpriseLedger(t.app, ENTERPRISE.a, since, start)
})
