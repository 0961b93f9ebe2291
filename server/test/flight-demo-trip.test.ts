/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { F } from './flight-fixtures'

const t = setupFile({ orderJobs: false })

test('the demo trip\'s flight order is a ticketed order of the flight domain: its detail, refund quote and rebook open for its member', async () => {
  const { rows } = await t.app.db.query<{ order_no: string }>(`select order_no from orders where product_type = 5 and order_no like 'F%0001'`)
  assert.equal(rows.length, 1, 'the platform seed wrote the trip flight')
  const orderNo = rows[0].order_no
  const token = await t.login(PHONE.employee)
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.equal(detail.Data.Status, 'Confirmed')
  assert.equal(detail.Data.Segments.length, 1)
  const segment = detail.Data.Segments[0]
  assert.deepEqual([segment.DepartCityName, segment.ArriveCityName, segment.DepartCityCode, segment.ArriveCityCode], ['北京', '上海', 'BJS', 'SHA'])
  assert.match(segment.FlightNo, /^[A-Z0-9]{2}\d{3,4}$/)
  assert.equal(segment.DepartTime.slice(0, 10), orderNo.slice(1, 9).replace(/(\d{4})(\d\d)(\d\d)/, '$1-$2-$3'), 'the flight is on the trip\'s day')
  assert.deepEqual(detail.Data.Passengers.map((p: any) => [p.Name, p.TicketNos.length]), [['张伟', 1]])
  assert.equal(detail.Data.TotalFen, segment.PriceFen + segment.TaxFen)
  assert.equal(detail.Data.PaidFen, detail.Data.TotalFen)
  assert.deepEqual(detail.Data.Actions, { CanPay: false, CanCancel: false, CanRefund: true, CanChange: true, CanModifyName: true })

  const quote = await t.post(F('GetRefundQuote'), { OrderNo: orderNo }, { token })
  assert.equal(quote.Code, '0000', quote.Msg)
  assert.equal(quote.Data.IsRefundable, true)
  assert.equal(quote.Data.FeeFen + quote.Data.RefundFen, detail.Data.TotalFen)

  const trips = await t.post('/common/api/order/GetTripList', { ProductType: 5 }, { token })
  const trip = trips.Data.Trips.find((item: any) => item.OrderNo === orderNo)
  assert.ok(trip, 'the trip list links to it')
  assert.equal(trip.Title, '北京 → 上海')

  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token: outsider })).Code, '4004')

  const { rows: again } = await t.app.db.query<{ n: number }>('select count(*)::int as n from flight_order_segments s join orders o on o.id = s.order_id where o.order_no = $1', [orderNo])
  assert.equal(again[0].n, 1)
})
