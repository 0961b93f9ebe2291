/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Issue 31 item 9: an over-standard car ride or train order waits for approval when the enterprise's policy says so.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { addDays, shanghaiDate, shanghaiInstant } from '../src/lib/time'
import { ENTERPRISE, PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const CAR = '/car/api'
const TRAIN = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const START = { Name: '上海虹桥站东出口网约车上车点', Address: '闵行区申贵路1500号', CityCode: '310100', Longitude: 121.322384, Latitude: 31.1941 }
const END = { Name: '人民广场', Address: '黄浦区人民大道', CityCode: '310100', Longitude: 121.4737, Latitude: 31.2304 }

async function pendingOf(token: string, orderNo: string) {
  const list = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  return list.Data.Items.find((i: any) => i.OrderNo === orderNo)
}

async function ride(token: string, carType: number, departTime: string | null, useType = departTime ? 2 : 1) {
  const price = await t.post(`${CAR}/order/QueryPrice`, { UseType: useType, Start: START, End: END, DepartTime: departTime }, { token })
  assert.equal(price.Code, '0000', price.Msg)
  const estimateFen = price.Data.PriceList.find((p: any) => p.CarType === carType).EstimateFen
  const body = { UseType: useType, CarType: carType, Start: START, End: END, DepartTime: departTime, ReasonCode: '2', Reason: '', PassengerPhone: '', EstimateFen: estimateFen }
  const answer = await t.post(`${CAR}/order/SubmitOrderNew`, body, withReq(token))
  assert.equal(answer.Code, '0000', answer.Msg)
  return { ...answer.Data, estimateFen }
}

test('星河智联\'s 用车超标审批: an over-standard ride (class, or hours) waits in 待我审批, is called once approved, cancelled when rejected', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)

  // 商务型 for an employee (经济型/舒适型 only): over the standard, with its reason.
  const dear = await ride(employee, 3, null)
  assert.deepEqual([dear.NeedApproval, dear.OrderStatus], [true, 'PendingApproval'])
  const ext = async (orderNo: string) => (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token: employee })).Data
  assert.equal((await ext(dear.OrderNo)).Driver, null, 'no car is called while the approval decides')
  const item = await pendingOf(approver, dear.OrderNo)
  assert.ok(item, 'the ride is in 李娜\'s 待我审批')
  assert.equal(item.ProductType, 7)
  const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, withReq(approver))
  assert.deepEqual([approved.Code, approved.Data?.OrderStatus], ['0000', 'Confirming'], approved.Msg)

  // 经济型 at 14:00 tomorrow: outside 07:00–10:00 and 19:00–06:00.
  const afternoon = await ride(employee, 1, shanghaiInstant(addDays(shanghaiDate(), 1), '14:00').toISOString())
  assert.deepEqual([afternoon.NeedApproval, afternoon.OrderStatus], [true, 'PendingApproval'])
  const second = await pendingOf(approver, afternoon.OrderNo)
  assert.ok(second, 'the afternoon ride is in 待我审批 too')
  const rejected = await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: second.ApprovalNo, Reason: '请在用车时段内用车' }, withReq(approver))
  assert.equal(rejected.Code, '0000', rejected.Msg)
  const after = await ext(afternoon.OrderNo)
  assert.equal(after.Driver, null, 'never dispatched')
  const { rows } = await t.app.db.query<{ status: string; ride_phase: string }>(
    'select o.status, c.ride_phase from orders o join car_orders c on c.order_id = o.id where o.order_no = $1', [afternoon.OrderNo],
  )
  assert.deepEqual(rows[0], { status: 'Rejected', ride_phase: 'cancelled' })
})

test('a train standard that says 超标需审批 sends an over-standard order to approval even without a train flow: the enterprise\'s default flow', async () => {
  await t.app.db.query(
    `update policy_standards set standard = jsonb_set(standard, '{whenExceeded}', '"requireApproval"') where enterprise_id = $1 and product = 'train'`,
    [ENTERPRISE.a],
  )
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 6)
  const list = (await t.post(`${TRAIN}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token: employee })).Data.Trains
  const train = list.find((x: any) => x.Seats.some((s: any) => s.SeatCode === 'M' && s.Remaining > 2))
  const firstClass = train.Seats.find((s: any) => s.SeatCode === 'M')
  const created = await t.post(`${TRAIN}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'M',
    Passengers: [{ Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }], Contact: { Name: '张伟', Phone: '13800000001' },
    ExpectedTotalFen: firstClass.PriceFen, OverStandardReason: '二等座无票',
  }, withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingApproval')
  const item = await pendingOf(await t.login(PHONE.approver), created.Data.OrderNo)
  assert.ok(item, 'in the department head\'s 待我审批 (差旅审批流程, step 1)')
  assert.equal(item.ProductType, 6)
})
