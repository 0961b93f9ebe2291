/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const F = (path: string) => `/b2b/Flight/${path}`
const withReq = (token: string) => ({ token, headers: { reqId: randomUUID() } })
const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)

test('international: every passenger needs a nationality of the reference list; it is kept and shown on the order', async () => {
  const token = await t.login(PHONE.manager)
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: 'SHA', ArriveCityCode: 'SIN', DepartDate: day(10) }, { token })).Data.Flights
  let fare: any = null
  for (const flight of flights) {
    const seats = await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(10), DepartCityCode: 'SHA', ArriveCityCode: 'SIN' }, { token })
    fare = seats.Data.Fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 0 && f.PolicyAction !== 'block')
    if (fare) break
  }
  assert.ok(fare, 'an economy fare to 新加坡')
  const body = (nationality?: string) => ({
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: 'LIU/QIANG', IdType: 2, IdNo: 'E12345678', Phone: '13800000004', MemberId: '', ...(nationality === undefined ? {} : { Nationality: nationality }) }],
    Contact: { Name: '刘强', Phone: '13800000004' }, CostCenterName: '', ProjectName: '', OverStandardReason: fare.IsOverStandard ? '客户要求' : '',
  })
  const none = await t.post(F('CreateOrder'), body(), withReq(token))
  assert.deepEqual([none.Code, none.Msg], ['4000', 'LIU/QIANG：国际航班请选择国籍'])
  assert.equal((await t.post(F('CreateOrder'), body('ZZ'), withReq(token))).Msg, '国籍不正确，请重新选择')
  assert.equal((await t.post(F('CreateOrder'), body('china'), withReq(token))).Code, '4000')
  const created = await t.post(F('CreateOrder'), body('CN'), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const detail = await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })
  assert.equal(detail.Data.Passengers[0].NationalityName, '中国')
})
