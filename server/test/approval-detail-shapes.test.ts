/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 36, decision 0941: GetApprovalOrderDetail declares its Data with Order as the union of the products' detail
// schemas. The serialiser writes an anyOf by the first branch the value passes: a flight or train order must reach the
// wire whole, not cut to the hotel shape. Each order's approval detail carries what its product's own detail route
// answers (the caller's actions aside: the approver is not the booker).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'
import { F, day } from './flight-fixtures'

const t = setupFile({ orderJobs: false })
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })
const EMPLOYEE_CAP_TIER1 = 60000

/** The approver's view of the order under approval, and the booker's own detail of it, without the viewer's actions. */
async function bothViews(orderNo: string, ownDetailUrl: string, booker: string) {
  const approver = await t.login(PHONE.approver)
  const approval = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
  assert.equal(approval.Code, '0000', approval.Msg)
  const own = await t.post(ownDetailUrl, { OrderNo: orderNo }, { token: booker })
  assert.equal(own.Code, '0000', own.Msg)
  const { Actions: _a, ...seen } = approval.Data.Order
  const { Actions: _b, ...booked } = own.Data
  return { approval: approval.Data, seen, booked }
}

test('a hotel order under approval reaches the wire in the hotel shape', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { accept: (r) => prepaidFree(r) && r.avgFen > EMPLOYEE_CAP_TIER1 && r.totalFen < 300000 })
  const created = await t.post('/hotel/api/hotel/order/CreateOrder', orderBody(rate, { OverStandardReason: '会议指定酒店' }), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  const { approval, seen, booked } = await bothViews(created.Data.OrderNo, '/b2b/Order/GetHotelOrderDetail', employee)
  assert.deepEqual(seen, booked)
  assert.equal(seen.HotelId, String(rate.hotelId))
  assert.equal(seen.RoomNights.length, seen.Nights)
  assert.equal(seen.Policy.OverStandardReason, '会议指定酒店')
  assert.equal(approval.CanApprove, true)
})

test('a flight order under approval reaches the wire in flight\'s own shape: segments, passengers, changes', async () => {
  const employee = await t.login(PHONE.employee)
  const list = (await t.post(F('QueryFlightList'), { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: day(9) }, { token: employee })).Data.Flights
  let fare: any
  for (const flight of list) {
    fare = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(9), DepartCityCode: 'BJS', ArriveCityCode: 'SHA' }, { token: employee }))
      .Data.Fares.find((f: any) => f.CabinClass === 'C' && f.IsOverStandard && f.SeatsLeft > 0)
    if (fare) break
  }
  assert.ok(fare, 'an over-standard business fare BJS → SHA')
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: '110101199001011384', Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '客户要求',
  }, withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingApproval')
  const { seen, booked } = await bothViews(created.Data.OrderNo, F('GetOrderDetail'), employee)
  assert.deepEqual(seen, booked)
  assert.equal(seen.Segments.length, 1)
  assert.equal(seen.Segments[0].FlightNo, fare.FareId.split('.')[0])
  assert.deepEqual(seen.Passengers.map((p: any) => p.Name), ['张三'])
  assert.deepEqual(seen.Changes, [])
  assert.equal(seen.OverStandardReason, '客户要求')
  assert.equal('HotelId' in seen, false)
})

test('a train order under approval reaches the wire in train\'s own shape: train, passengers, costs', async () => {
  const employee = await t.login(PHONE.employee)
  const { rows: approverRow } = await t.app.db.query<{ id: number }>(`select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1 and m.enterprise_id = $2`, [PHONE.approver, ENTERPRISE.a])
  const { rows: flow } = await t.app.db.query<{ id: number }>(
    `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values ($1, 6, '火车票审批', 'always')
     on conflict (enterprise_id, product_type) do update set applies_when = 'always' returning id`, [ENTERPRISE.a],
  )
  await t.app.db.query(`insert into order_approval_levels (flow_id, level, name, approver_member_ids) values ($1, 1, '部门负责人审批', $2) on conflict do nothing`, [flow[0].id, [approverRow[0].id]])
  try {
    const date = addDays(shanghaiDate(), 9)
    const list = await t.post('/b2b/TrainTicket/QueryTrainList', { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token: employee })
    const train = list.Data.Trains.find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining >= 1))
    const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
    const created = await t.post('/b2b/TrainTicket/CreateOrder', {
      TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
      Passengers: [{ Name: '张伟', IdNo: '110101199001011384', Phone: '', MemberId: '' }], Contact: { Name: '张伟', Phone: '13800000001' },
      ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
    }, withReq(employee))
    assert.equal(created.Code, '0000', created.Msg)
    assert.equal(created.Data.NeedApproval, true)
    const { seen, booked } = await bothViews(created.Data.OrderNo, '/b2b/TrainTicket/GetOrderDetail', employee)
    assert.deepEqual(seen, booked)
    assert.equal(seen.TrainNo, train.TrainNo)
    assert.equal(seen.FromStationName, train.FromStationName)
    assert.deepEqual(seen.Passengers.map((p: any) => p.Name), ['张伟'])
    assert.equal(seen.TotalFen, seat.PriceFen)
    assert.deepEqual(Object.keys(seen.Costs).sort(), ['CostCenterName', 'ProjectName', 'TravelApplyNo'])
    assert.equal('HotelId' in seen, false)
  } finally {
    await t.app.db.query('delete from order_approval_levels where flow_id = $1', [flow[0].id])
    await t.app.db.query('delete from order_approval_flows where id = $1', [flow[0].id])
  }
})
