/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import type { TestApp } from './helper'

export const F = (path: string) => `/b2b/Flight/${path}`
export const I = (path: string) => `/hotel-front-api/api/insurance/${path}`
export const withReq = (token: string, reqId: string = randomUUID()) => ({ token, headers: { reqId } })
export const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)

/** The first flight's first economy fare within the standard with seats, on a city pair and day. */
export async function economyFare(t: TestApp, token: string, from: string, to: string, ahead: number): Promise<any> {
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: day(ahead) }, { token })).Data.Flights
  for (const flight of flights) {
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(ahead), DepartCityCode: from, ArriveCityCode: to }, { token })).Data.Fares
    const fare = fares.find((f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
    if (fare) return { ...fare, FlightNo: flight.FlightNo, DepartTime: flight.DepartTime }
  }
  throw new Error(`no economy fare ${from}-${to} in ${ahead} days`)
}

/** A one-way BJS → SZX order for one passenger, paid (business trips from the enterprise account, private ones in person) and ticketed. */
export async function ticketedOneWay(t: TestApp, token: string, options: { ahead: number; idNo: string; isPrivate?: boolean }): Promise<string> {
  const fare = await economyFare(t, token, 'BJS', 'SZX', options.ahead)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: options.idNo, Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '', IsPrivate: options.isPrivate ? 1 : 0,
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  await payOrder(t, token, created.Data.OrderNo, options.isPrivate ?? false)
  return created.Data.OrderNo as string
}

/** Pays an order at the cashier: the enterprise account, or a personal payment through the (simulated) gateway. */
export async function payOrder(t: TestApp, token: string, orderNo: string, isPersonal: boolean): Promise<any> {
  const info = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: orderNo }, { token })
  assert.equal(info.Code, '0000', info.Msg)
  if (!isPersonal) {
    const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: info.Data.AmountFen }, withReq(token))
    assert.equal(paid.Code, '0000', paid.Msg)
    return paid.Data
  }
  const opened = await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: info.Data.AmountFen }, withReq(token))
  assert.equal(opened.Code, '0000', opened.Msg)
  const paid = await t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  return paid.Data
}
