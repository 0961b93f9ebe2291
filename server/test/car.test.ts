/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { createSimulatedRideSupplier, DEFAULT_TIMELINE, type RideSupplier } from '../src/domains/car/supplier/index'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'

/** The simulated provider with a clock the test moves forward. */
const clock = { shiftSeconds: 0 }
const base = createSimulatedRideSupplier()
const rideSupplier: RideSupplier = { ...base, stateAt: (request, driver, at) => base.stateAt(request, driver, new Date(at.getTime() + clock.shiftSeconds * 1000)) }
const t = setupFile({ orderJobs: false, rideSupplier })

const CAR = '/car/api'
const HONGQIAO_STATION = { lon: 121.3205, lat: 31.1941 }
const geocodeBody = (lon: number, lat: number, extra: Record<string, unknown> = {}) => ({
  Coordtype: 'gcj02', CoordinateList: [{ Lon: lon, Lat: lat }], GetTimes: 1, IsSearchRecommendPoint: 1, CarBoardType: 1,
  IsProcessAdsorb: 1, IsTravelBussiness: 1, OperateType: 1, ...extra,
})
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const START = { Name: '上海虹桥站东出口网约车上车点', Address: '闵行区申贵路1500号', CityCode: '310100', Longitude: 121.322384, Latitude: 31.1941 }
const END = { Name: '人民广场', Address: '黄浦区人民大道', CityCode: '310100', Longitude: 121.4737, Latitude: 31.2304 }

async function quote(token: string, useType = 1) {
  const answer = await t.post(`${CAR}/order/QueryPrice`, { UseType: useType, Start: START, End: END, DepartTime: null }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  return answer.Data
}

async function callCar(token: string, extra: Record<string, unknown> = {}) {
  const price = await quote(token)
  const body = { UseType: 1, CarType: 1, Start: START, End: END, DepartTime: null, ReasonCode: '', Reason: '', PassengerPhone: '', EstimateFen: price.PriceList[0].EstimateFen, ...extra }
  return t.post(`${CAR}/order/SubmitOrderNew`, body, withReq(token))
}

test('reverse geocoding: adsorbs to a pick-up point inside a station green area; plain roads get roadside points; errors', async () => {
  await assertAuthRequired(t, `${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(121.47, 31.23))
  const token = await t.login(PHONE.employee)
  const station = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(HONGQIAO_STATION.lon + 0.0005, HONGQIAO_STATION.lat), { token })
  assert.equal(station.Code, '0000', station.Msg)
  assert.equal(station.Data.IsGreenArea, 1)
  assert.equal(station.Data.Regeocode.IsAdsorb, 1)
  assert.equal(station.Data.Regeocode.BelongToAOIType, 1)
  assert.equal(station.Data.Regeocode.Name, '上海虹桥站东出口网约车上车点')
  assert.equal(station.Data.RecommendPointList[0].IsAdsorb, 1)
  assert.equal(station.Data.RecommendChoiceList[0].SubItemList.length, 3)
  assert.ok(station.Data.GreenAreaCoordinateList.some((a: any) => a.Name === '上海虹桥站' && a.Type === 5 && a.Path.length >= 3))

  const noAdsorb = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(HONGQIAO_STATION.lon, HONGQIAO_STATION.lat, { IsProcessAdsorb: 0 }), { token })
  assert.equal(noAdsorb.Data.Regeocode.IsAdsorb, 0)
  assert.equal(noAdsorb.Data.Regeocode.Name, '上海虹桥站')

  const road = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(121.4737, 31.2334), { token })
  assert.equal(road.Data.IsGreenArea, 0)
  assert.match(road.Data.Regeocode.Name, /人民广场/)
  assert.equal(road.Data.Regeocode.CityCode, '310100')

  const desert = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(90.1, 40.1), { token })
  assert.deepEqual([desert.Code, desert.Msg], ['4001', '当前位置暂未开通用车服务'])
  const bad = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(121.47, 31.23, { Coordtype: 'wgs84' }), { token })
  assert.equal(bad.Code, '4000')

  const hidden = await t.post(`${CAR}/guide/HideRecommendAddress`, { Name: '上海虹桥站东出口网约车上车点', Longitude: 121.3223, Latitude: 31.1941 }, { token })
  assert.equal(hidden.Code, '0000', hidden.Msg)
  const after = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(HONGQIAO_STATION.lon + 0.0005, HONGQIAO_STATION.lat), { token })
  assert.ok(!after.Data.RecommendPointList.some((p: any) => p.Name === '上海虹桥站东出口网约车上车点'))
  const other = await t.post(`${CAR}/guide/SearchGeocodeReGeo`, geocodeBody(HONGQIAO_STATION.lon + 0.0005, HONGQIAO_STATION.lat), { token: await t.login(PHONE.employeeB) })
  assert.equal(other.Data.Regeocode.Name, '上海虹桥站东出口网约车上车点', 'hiding is the member\'s own')
})

test('places: search, cities, coordinate conversion, nearby cars', async () => {
  const token = await t.login(PHONE.employee)
  const found = await t.post(`${CAR}/guide/POIPlaceText`, { CityCode: '310100', Keyword: '人民广场', Location: { Lon: 121.32, Lat: 31.19 } }, { token })
  assert.equal(found.Code, '0000', found.Msg)
  assert.equal(found.Data.Pois[0].Name, '人民广场')
  assert.ok(found.Data.Pois[0].Distance > 10_000)
  const none = await t.post(`${CAR}/guide/POIPlaceText`, { CityCode: '310100', Keyword: '不存在的地方' }, { token })
  assert.equal(none.Code, '2000')
  assert.equal((await t.post(`${CAR}/guide/POIPlaceText`, { CityCode: '999999', Keyword: '站' }, { token })).Code, '4000')
  assert.equal((await t.post(`${CAR}/guide/POIPlaceText`, { CityCode: '310100', Keyword: '' }, { token })).Code, '4000')

  const cities = await t.post(`${CAR}/tc/GetCityList`, {}, { token })
  assert.ok(cities.Data.Cities.some((c: any) => c.CityName === '上海'))
  const converted = await t.post(`${CAR}/guide/ConvertCoordinate`, { From: 'wgs84', CoordinateList: [{ Lon: 121.4737, Lat: 31.2304 }] }, { token })
  const [gcj] = converted.Data.CoordinateList
  assert.ok(gcj.Lon - 121.4737 > 0.003 && gcj.Lon - 121.4737 < 0.006, `lon shift ${gcj.Lon}`)
  assert.ok(gcj.Lat - 31.2304 < -0.001 && gcj.Lat - 31.2304 > -0.003, `lat shift ${gcj.Lat}`)
  const cars = await t.post(`${CAR}/driver/DriverNearByCar`, { Longitude: 121.47, Latitude: 31.23 }, { token })
  assert.equal(cars.Data.Cars.length, 5)
  assert.equal((await t.post(`${CAR}/driver/DriverNearByCar`, { Longitude: 'east', Latitude: 31.23 }, { token })).Code, '4000')
})

/** Enterprise A's car standard without time windows, so that the tests do not depend on the hour. */
async function allDayStandard() {
  await t.app.db.query(
    `update policy_standards set standard = jsonb_set(standard, '{timeWindows}', '[]'::jsonb) where enterprise_id = $1 and product = 'car'`,
    [ENTERPRISE.a],
  )
}

test('price and the reason rules of the enterprise', async () => {
  await allDayStandard()
  const token = await t.login(PHONE.employee)
  const price = await quote(token)
  assert.deepEqual([price.DistanceUnit, price.DurationUnit], ['米', '分钟'])
  assert.ok(price.Distance > 15_000 && price.Distance < 25_000, `distance ${price.Distance}`)
  assert.deepEqual(price.PriceList.map((p: any) => p.CarTypeName), ['经济型', '舒适型', '商务型'])
  assert.ok(price.PriceList[0].EstimateFen < price.PriceList[2].EstimateFen)
  const tooNear = await t.post(`${CAR}/order/QueryPrice`, { UseType: 1, Start: START, End: START, DepartTime: null }, { token })
  assert.deepEqual([tooNear.Code, tooNear.Msg], ['4000', '上车点与目的地太近，请重新选择'])
  const scheduledWithoutTime = await t.post(`${CAR}/order/QueryPrice`, { UseType: 2, Start: START, End: END, DepartTime: null }, { token })
  assert.deepEqual([scheduledWithoutTime.Code, scheduledWithoutTime.Msg], ['4000', '请选择用车时间'])

  const immediate = await t.post(`${CAR}/order/ValidTravelStandard`, { UseType: 1, CarType: 1, EstimateFen: 5000, CityCode: '310100', Start: START, End: END, DepartTime: null }, { token })
  assert.equal(immediate.Data.NeedReason, false, 'temporaryCarNotNeedReason')
  const airport = await t.post(`${CAR}/order/ValidTravelStandard`, { UseType: 4, CarType: 1, EstimateFen: 5000, CityCode: '310100', Start: START, End: END, DepartTime: null }, { token })
  assert.equal(airport.Data.NeedReason, true)
  assert.ok(airport.Data.Reasons.length > 0)
  const tokenB = await t.login(PHONE.employeeB)
  const b = await t.post(`${CAR}/order/ValidTravelStandard`, { UseType: 1, CarType: 1, EstimateFen: 5000, CityCode: '310100', Start: START, End: END, DepartTime: null }, { token: tokenB })
  assert.equal(b.Code, '0000', b.Msg)
  assert.equal(b.Data.NeedReason, true, 'enterprise B asks a reason for every ride')
  assert.equal(b.Data.IsOverStandard, true, 'B allows no daily rides')
  assert.equal(b.Data.PolicyAction, 'block')
  const blocked = await callCar(tokenB)
  assert.equal(blocked.Code, '4001')
  assert.match(blocked.Msg, /不可日常用车/)

  const business = await t.post(`${CAR}/order/ValidTravelStandard`, { UseType: 1, CarType: 3, EstimateFen: 5000, CityCode: '310100', Start: START, End: END, DepartTime: null }, { token })
  assert.deepEqual([business.Data.IsOverStandard, business.Data.PolicyAction, business.Data.NeedReason, business.Data.CompliantCarType], [true, 'requireReason', true, 1])
  assert.match(business.Data.PolicyRule, /经济型\/舒适型/)
  const price3 = price.PriceList[2].EstimateFen
  const overNoReason = await callCar(token, { CarType: 3, EstimateFen: price3 })
  assert.deepEqual([overNoReason.Code, overNoReason.Msg], ['4000', '超出用车标准，请选择用车事由'])
  const overWithReason = await callCar(token, { CarType: 3, EstimateFen: price3, ReasonCode: '2' })
  assert.equal(overWithReason.Code, '0000', overWithReason.Msg)
  await t.post(`${CAR}/order/CancelOrder`, { OrderNo: overWithReason.Data.OrderNo, Reason: '行程有变' }, withReq(token))
  assert.equal((await t.post(`${CAR}/order/ValidTravelStandard`, { UseType: 9, CarType: 1, EstimateFen: 5000, CityCode: '310100', Start: START, End: END, DepartTime: null }, { token })).Code, '4000')
})

test('call a car: dispatched, driver arriving, in trip, finished; order centre and trips; other members refused', async () => {
  await allDayStandard()
  clock.shiftSeconds = 0
  const token = await t.login(PHONE.employee)
  const changed = await callCar(token, { EstimateFen: 1 })
  assert.equal(changed.Code, '4001')
  assert.match(changed.Msg, /价格已变化/)
  const called = await callCar(token)
  assert.equal(called.Code, '0000', called.Msg)
  assert.equal(called.Data.OrderStatus, 'Confirming')
  const orderNo = called.Data.OrderNo
  const ext = async () => (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token })).Data
  const first = await ext()
  assert.equal(first.RidePhase, 'dispatching')
  assert.equal(first.Driver, null)
  assert.equal(first.CanCancel, true)

  clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + 5
  const arriving = await ext()
  assert.equal(arriving.RidePhase, 'arriving')
  assert.equal(arriving.OrderStatus, 'Confirmed')
  assert.match(arriving.Driver.CarPlate, /^沪A·D\d{5}$/)
  assert.match(arriving.Driver.Phone, /^1\d{2}\*{4}\d{4}$/, 'the driver\'s number is masked (decision 0740)')
  assert.ok(arriving.DriverEtaMinutes >= 1)

  clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + DEFAULT_TIMELINE.arriving + DEFAULT_TIMELINE.waiting + 1
  const onTrip = await ext()
  assert.equal(onTrip.RidePhase, 'onTrip')
  assert.equal(onTrip.CanCancel, false)
  const refused = await t.post(`${CAR}/order/CancelOrder`, { OrderNo: orderNo, Reason: '行程有变' }, withReq(token))
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '行程已开始，无法取消'])

  clock.shiftSeconds = 10_000
  const done = await ext()
  assert.equal(done.RidePhase, 'finished')
  assert.equal(done.OrderStatus, 'Completed')
  assert.equal(done.FinalFen, done.EstimateFen)

  const list = await t.post('/b2b/Order/GetOrderList', { Tab: 'all', PageIndex: 1, PageSize: 20 }, { token })
  assert.equal(list.Code, '0000', list.Msg)
  const item = list.Data.Orders.find((o: any) => o.OrderNo === orderNo)
  assert.ok(item, 'the order centre lists it')
  assert.deepEqual([item.ProductType, item.Status], [7, 'Completed'])
  const trips = await t.post('/common/api/order/GetTripList', {}, { token })
  assert.equal(trips.Code, '0000', trips.Msg)
  assert.ok(trips.Data.Trips.some((trip: any) => trip.OrderNo === orderNo), 'the trip list shows it')
  const history = await t.app.db.query<{ action: string }>('select h.action from order_status_history h join orders o on o.id = h.order_id where o.order_no = $1 order by h.id', [orderNo])
  assert.deepEqual(history.rows.map((r) => r.action), ['submit', 'confirm', 'complete'])

  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token: other })).Code, '4004')
  assert.equal((await t.post(`${CAR}/order/CancelOrder`, { OrderNo: orderNo, Reason: 'x' }, withReq(other))).Code, '4004')
  assert.equal((await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: 'H2026' }, { token })).Code, '4000')
})

test('cancel: free while dispatching, ¥5 once the driver came more than 2 minutes ago; reasons; bad bodies', async () => {
  await allDayStandard()
  clock.shiftSeconds = 0
  const token = await t.login(PHONE.employee)
  const reasons = await t.post(`${CAR}/order/GetCancelReasonDesc`, {}, { token })
  assert.ok(reasons.Data.Reasons.length >= 3)

  const free = (await callCar(token)).Data.OrderNo
  const freeQuote = await t.post(`${CAR}/order/GetCancelConsume`, { OrderNo: free }, { token })
  assert.deepEqual([freeQuote.Data.CanCancel, freeQuote.Data.CancelFeeFen], [true, 0])
  assert.equal((await t.post(`${CAR}/order/CancelOrder`, { OrderNo: free, Reason: '  ' }, withReq(token))).Code, '4000')
  const cancelled = await t.post(`${CAR}/order/CancelOrder`, { OrderNo: free, Reason: '行程有变，暂不需要用车' }, withReq(token))
  assert.equal(cancelled.Code, '0000', cancelled.Msg)
  assert.deepEqual([cancelled.Data.OrderStatus, cancelled.Data.CancelFeeFen], ['Cancelled', 0])
  const again = await t.post(`${CAR}/order/CancelOrder`, { OrderNo: free, Reason: '行程有变' }, withReq(token))
  assert.deepEqual([again.Code, again.Msg], ['4001', '订单已取消'])

  const late = (await callCar(token)).Data.OrderNo
  clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + 1
  await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: late }, { token })
  clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + 1
  const lateQuote = await t.post(`${CAR}/order/GetCancelConsume`, { OrderNo: late }, { token })
  assert.equal(lateQuote.Data.CancelFeeFen, 0, 'the driver just accepted')
  clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + DEFAULT_TIMELINE.arriving + 1
  const waitingQuote = await t.post(`${CAR}/order/GetCancelConsume`, { OrderNo: late }, { token })
  assert.deepEqual([waitingQuote.Data.CanCancel, waitingQuote.Data.CancelFeeFen], [true, 500])
  const paid = await t.post(`${CAR}/order/CancelOrder`, { OrderNo: late, Reason: '司机要求取消' }, withReq(token))
  assert.deepEqual([paid.Data.OrderStatus, paid.Data.CancelFeeFen], ['Cancelled', 500])
  const ext = await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: late }, { token })
  assert.deepEqual([ext.Data.RidePhase, ext.Data.CancelFeeFen, ext.Data.CanCancel], ['cancelled', 500, false])

  const missing = await t.post(`${CAR}/order/SubmitOrderNew`, { UseType: 1 }, withReq(token))
  assert.equal(missing.Code, '4000')
  const farCity = await callCar(token, { Start: { ...START, CityCode: '110100' } })
  assert.deepEqual([farCity.Code, farCity.Msg], ['4000', '上车地点暂未开通用车服务'])
})

test('api/didi/RePushDidiMember: the caller pushed again to DiDi; an enterprise without the DiDi entrance refused', async () => {
  await assertAuthRequired(t, `${CAR}/didi/RePushDidiMember`, {})
  const token = await t.login(PHONE.employee)
  const first = await t.post(`${CAR}/didi/RePushDidiMember`, {}, { token })
  assert.equal(first.Code, '0000', first.Msg)
  assert.equal(first.Data.Pushed, true)
  assert.match(first.Data.PhoneMasked, /^138\*{4}\d{4}$/)
  const again = await t.post(`${CAR}/didi/RePushDidiMember`, {}, { token })
  assert.equal(again.Data.PushCount, first.Data.PushCount + 1)
  const bad = await t.post(`${CAR}/didi/RePushDidiMember`, '[', { token, headers: { 'content-type': 'application/json' } })
  assert.equal(bad.Code, '4000')
  const other = await t.post(`${CAR}/didi/RePushDidiMember`, {}, { token: await t.login(PHONE.employeeB) })
  assert.deepEqual([other.Code, other.Msg], ['4001', '企业未开通滴滴用车'])
})

test('api/tc/GetCityList: pinyin with syllables apart', async () => {
  const token = await t.login(PHONE.employee)
  const cities = await t.post(`${CAR}/tc/GetCityList`, {}, { token })
  assert.equal(cities.Data.Cities.find((c: any) => c.CityCode === '310100').Pinyin, 'shang hai')
})

test('over a standard that asks approval: the order waits for the approver, the car is called once approved; others refused', async () => {
  await allDayStandard()
  clock.shiftSeconds = 0
  const setAction = (action: string) => t.app.db.query(
    `update policy_standards set standard = jsonb_set(standard, '{whenExceeded}', to_jsonb($2::text)) where enterprise_id = $1 and product = 'car'`,
    [ENTERPRISE.a, action],
  )
  await setAction('requireApproval')
  try {
    const token = await t.login(PHONE.employee)
    const price = await quote(token)
    const within = await callCar(token)
    assert.deepEqual([within.Code, within.Data.NeedApproval, within.Data.OrderStatus], ['0000', false, 'Confirming'], within.Msg)
    await t.post(`${CAR}/order/CancelOrder`, { OrderNo: within.Data.OrderNo, Reason: '行程有变' }, withReq(token))

    const over = await callCar(token, { CarType: 3, EstimateFen: price.PriceList[2].EstimateFen, ReasonCode: '2' })
    assert.deepEqual([over.Code, over.Data.NeedApproval, over.Data.OrderStatus], ['0000', true, 'PendingApproval'], over.Msg)
    const orderNo = over.Data.OrderNo
    const ext = async () => (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: orderNo }, { token })).Data
    // The approval takes an hour: the ride must not have run meanwhile.
    await t.app.db.query(`update car_orders set called_at = called_at - interval '1 hour' where order_id = (select id from orders where order_no = $1)`, [orderNo])
    const waiting = await ext()
    assert.deepEqual([waiting.OrderStatus, waiting.RidePhase, waiting.Driver, waiting.CanCancel], ['PendingApproval', 'dispatching', null, false])
    assert.match(waiting.RidePhaseText, /等待审批/)

    const approver = await t.login(PHONE.approver)
    const detail = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
    assert.equal(detail.Code, '0000', detail.Msg)
    const item = { ApprovalNo: detail.Data.ApprovalNo as string }
    const list = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 50 }, { token: approver })
    assert.equal(list.Code, '0000', list.Msg)
    assert.ok(list.Data.Items.some((i: any) => i.ApprovalNo === item.ApprovalNo && i.ProductType === 7), 'the approver has it to do')
    assert.equal(detail.Data.Order.Policy.IsOverStandard, true)
    assert.equal(detail.Data.Order.Remark, '拜访客户')
    const outsider = await t.login(PHONE.employeeB)
    assert.equal((await t.post('/b2b/TMC/GetApprovalOrderDetail', { ApprovalNo: item.ApprovalNo }, { token: outsider })).Code, '4004')
    assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo }, withReq(outsider))).Code, '4004')
    assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: 'nope' }, withReq(approver))).Code, '4000')

    const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, withReq(approver))
    assert.equal(approved.Code, '0000', approved.Msg)
    // The provider's clock starts at the approval: still looking for a car although the booking is an hour old.
    const called = await ext()
    assert.deepEqual([called.OrderStatus, called.RidePhase, called.CanCancel], ['Confirming', 'dispatching', true])
    clock.shiftSeconds = DEFAULT_TIMELINE.dispatching + 5
    const arriving = await ext()
    assert.deepEqual([arriving.OrderStatus, arriving.RidePhase], ['Confirmed', 'arriving'])
    await t.post(`${CAR}/order/CancelOrder`, { OrderNo: orderNo, Reason: '行程有变' }, withReq(token))

    const rejectedCall = await callCar(token, { CarType: 3, EstimateFen: price.PriceList[2].EstimateFen, ReasonCode: '2' })
    const rejectItem = (await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: rejectedCall.Data.OrderNo }, { token: approver })).Data
    assert.equal((await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: rejectItem.ApprovalNo, Reason: '请乘经济型' }, withReq(approver))).Code, '0000')
    const rejected = (await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: rejectedCall.Data.OrderNo }, { token })).Data
    assert.deepEqual([rejected.OrderStatus, rejected.RidePhase, rejected.Driver], ['Rejected', 'cancelled', null])
  } finally {
    await setAction('requireReason')
    clock.shiftSeconds = 0
  }
})

test('a scheduled ride (预约用车) answers its booked time: the detail and the order centre say when (issue 34)', async () => {
  await allDayStandard()
  clock.shiftSeconds = 0
  const token = await t.login(PHONE.employee)
  const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10)
  const departTime = `${tomorrow}T09:30:00+08:00`
  const price = await t.post(`${CAR}/order/QueryPrice`, { UseType: 2, Start: START, End: END, DepartTime: departTime }, { token })
  assert.equal(price.Code, '0000', price.Msg)
  const body = { UseType: 2, CarType: 1, Start: START, End: END, DepartTime: departTime, ReasonCode: '', Reason: '', PassengerPhone: '', EstimateFen: price.Data.PriceList[0].EstimateFen }
  const called = await t.post(`${CAR}/order/SubmitOrderNew`, body, withReq(token))
  assert.equal(called.Code, '0000', called.Msg)
  const ext = await t.post(`${CAR}/order/QueryOrderExt`, { OrderNo: called.Data.OrderNo }, { token })
  assert.equal(ext.Code, '0000', ext.Msg)
  assert.equal(ext.Data.DepartTime, departTime)
  const list = await t.post('/b2b/Order/GetOrderList', { Tab: 'all', PageIndex: 1, PageSize: 50 }, { token })
  const item = list.Data.Orders.find((o: any) => o.OrderNo === called.Data.OrderNo)
  assert.match(JSON.stringify(item), /09:30/, 'the order centre line says the booked time')
})
