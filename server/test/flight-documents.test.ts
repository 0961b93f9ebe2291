/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Documents by flight (issue 33, Air; decision 0761): 港澳通行证 to 香港/澳门, 台湾通行证 to 台湾, never a 身份证 there;
// 回乡证, 台胞证 and 外国人永久居留身份证 on domestic flights, never a 通行证.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, residentId, setupFile } from './helper'
import { F, day, withReq } from './flight-fixtures'

const t = setupFile({ orderJobs: false })

/** An economy fare the manager may book on a city pair, `ahead` days out. */
async function fareOn(token: string, from: string, to: string, ahead: number): Promise<any> {
  const flights = (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: day(ahead) }, { token })).Data.Flights
  for (const flight of flights) {
    const seats = await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(ahead), DepartCityCode: from, ArriveCityCode: to }, { token })
    const fare = seats.Data.Fares.find((f: any) => f.CabinClass === 'Y' && f.SeatsLeft > 3 && f.PolicyAction !== 'block')
    if (fare) return { ...fare, flight }
  }
  throw new Error(`no economy fare ${from}-${to}`)
}

const order = (fare: any, passenger: { Name: string; IdType: number; IdNo: string; Nationality?: string }) => ({
  Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
  Passengers: [{ Phone: '13800000004', MemberId: '', ...passenger }],
  Contact: { Name: '刘强', Phone: '13800000004' }, CostCenterName: '', ProjectName: '', OverStandardReason: fare.IsOverStandard ? '客户要求' : '',
})

test('上海 → 香港: a 身份证 is refused with what to bring; a 港澳通行证 with the Chinese name books, and the order names it', async () => {
  const token = await t.login(PHONE.manager)
  const fare = await fareOn(token, 'SHA', 'HKG', 10)
  assert.equal(fare.flight.DocumentArea, 'hkmo')
  const idOnly = await t.post(F('CreateOrder'), order(fare, { Name: '张三', IdType: 1, IdNo: residentId('11010119900307777'), Nationality: 'CN' }), withReq(token))
  assert.deepEqual([idOnly.Code, idOnly.Msg], ['4000', '张三：港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'])
  const badNo = await t.post(F('CreateOrder'), order(fare, { Name: '张三', IdType: 5, IdNo: 'C1234567', Nationality: 'CN' }), withReq(token))
  assert.deepEqual([badNo.Code, badNo.Msg], ['4000', '张三的港澳通行证号不正确'])
  const taiwanPass = await t.post(F('CreateOrder'), order(fare, { Name: '张三', IdType: 6, IdNo: 'L12345678', Nationality: 'CN' }), withReq(token))
  assert.deepEqual([taiwanPass.Code, taiwanPass.Msg], ['4000', '张三：港澳航班不能使用台湾通行证，请使用港澳通行证、回乡证、护照'])
  const passportChinese = await t.post(F('CreateOrder'), order(fare, { Name: '张三', IdType: 2, IdNo: 'E12345678', Nationality: 'CN' }), withReq(token))
  assert.deepEqual([passportChinese.Code, passportChinese.Msg], ['4000', '张三：持护照请填写护照上的拼音姓名，如 ZHANG/SAN'])

  const created = await t.post(F('CreateOrder'), order(fare, { Name: '张三', IdType: 5, IdNo: 'c12345678', Nationality: 'CN' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })).Data
  assert.deepEqual([detail.Passengers[0].Name, detail.Passengers[0].IdType, detail.Passengers[0].IdNoMasked], ['张三', 5, 'C123*5678'])
})

test('北京 → 台北: 台湾通行证 or 台胞证, not a 港澳通行证', async () => {
  const token = await t.login(PHONE.manager)
  const fare = await fareOn(token, 'BJS', 'TPE', 11)
  assert.equal(fare.flight.DocumentArea, 'taiwan')
  const hk = await t.post(F('CreateOrder'), order(fare, { Name: '李四', IdType: 5, IdNo: 'C12345678', Nationality: 'CN' }), withReq(token))
  assert.deepEqual([hk.Code, hk.Msg], ['4000', '李四：台湾航班不能使用港澳通行证，请使用台湾通行证、台胞证、护照'])
  const tw = await t.post(F('CreateOrder'), order(fare, { Name: '李四', IdType: 6, IdNo: 'L12345678', Nationality: 'CN' }), withReq(token))
  assert.equal(tw.Code, '0000', tw.Msg)
  const compatriot = await t.post(F('CreateOrder'), order(fare, { Name: '林志明', IdType: 4, IdNo: '12345678', Nationality: 'CN' }), withReq(token))
  assert.equal(compatriot.Code, '0000', compatriot.Msg)
})

test('domestic: 回乡证, 台胞证 and 外国人永久居留身份证 fly; a 港澳通行证 does not', async () => {
  const token = await t.login(PHONE.manager)
  const fare = await fareOn(token, 'BJS', 'SHA', 9)
  assert.equal(fare.flight.DocumentArea, 'domestic')
  for (const passenger of [
    { Name: '陈大文', IdType: 3, IdNo: 'H12345678' },
    { Name: '林志明', IdType: 4, IdNo: '87654321' },
    { Name: 'SMITH/JOHN', IdType: 7, IdNo: 'USA110090123456' },
  ]) {
    const created = await t.post(F('CreateOrder'), order(fare, passenger), withReq(token))
    assert.equal(created.Code, '0000', `${passenger.Name}: ${created.Msg}`)
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })).Data
    assert.equal(detail.Passengers[0].IdType, passenger.IdType)
  }
  const exit = await t.post(F('CreateOrder'), order(fare, { Name: '王五', IdType: 5, IdNo: 'C12345678' }), withReq(token))
  assert.deepEqual([exit.Code, exit.Msg], ['4000', '王五：国内航班不能使用港澳通行证，请使用身份证、护照、回乡证、台胞证、外国人永久居留身份证'])
  assert.equal((await t.post(F('CreateOrder'), order(fare, { Name: '王五', IdType: 8, IdNo: 'C12345678' }), withReq(token))).Code, '4000', 'no such document type')
})

test('several passengers to 香港: each passenger\'s document is checked against the area, the one refused named; all booked with theirs', async () => {
  const token = await t.login(PHONE.manager)
  const fare = await fareOn(token, 'SHA', 'HKG', 12)
  const base = order(fare, { Name: '张三', IdType: 5, IdNo: 'C12345678', Nationality: 'CN' })
  const withSecond = (second: { Name: string; IdType: number; IdNo: string }) =>
    ({ ...base, Passengers: [...base.Passengers, { Phone: '', MemberId: '', Nationality: 'CN', ...second }, { Phone: '', MemberId: '', Nationality: 'US', Name: 'SMITH/JOHN', IdType: 2, IdNo: '568912345' }] })
  const idCard = await t.post(F('CreateOrder'), withSecond({ Name: '李四', IdType: 1, IdNo: residentId('11010119900307005') }), withReq(token))
  assert.deepEqual([idCard.Code, idCard.Msg], ['4000', '李四：港澳航班不能使用身份证乘机，内地居民请使用港澳通行证（港澳居民使用回乡证，外籍旅客使用护照）'])
  const chineseOnPassport = await t.post(F('CreateOrder'), withSecond({ Name: '李四', IdType: 2, IdNo: 'E55667788' }), withReq(token))
  assert.deepEqual([chineseOnPassport.Code, chineseOnPassport.Msg], ['4000', '李四：持护照请填写护照上的拼音姓名，如 ZHANG/SAN'])

  const created = await t.post(F('CreateOrder'), withSecond({ Name: '陈大文', IdType: 3, IdNo: 'H12345678' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const detail = (await t.post(F('GetOrderDetail'), { OrderNo: created.Data.OrderNo }, { token })).Data
  assert.deepEqual(detail.Passengers.map((p: any) => [p.Name, p.IdType]), [['张三', 5], ['陈大文', 3], ['SMITH/JOHN', 2]])
})
