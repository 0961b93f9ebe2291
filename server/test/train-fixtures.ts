/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// Train tickets for server tests: the 北京南→上海虹桥 high-speed list of a day, and a second-class ticket bought and
// paid from the enterprise account (shared by the 改签 check and 改签/退票 rule tests).
import assert from 'node:assert/strict'
import type { TestApp } from './helper'
import { newReqId } from './hotel-fixtures'

export const B2B_TRAIN = '/b2b/TrainTicket'
export const PASSENGER = { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: '10001' }
export const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

export const trainsOn = async (t: TestApp, token: string, date: string): Promise<any[]> =>
  (await t.post(`${B2B_TRAIN}/QueryTrainList`, { From: 'VNP', To: 'AOH', Date: date, OnlyHighSpeed: 1 }, { token })).Data.Trains
export const withSecondClass = (x: any): boolean => x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining > 2)
export const secondClass = (x: any): any => x.Seats.find((s: any) => s.SeatCode === 'O')

/** A second-class ticket on `train` of `date`, booked and paid from the enterprise account: its order number. */
export async function buySecondClass(t: TestApp, token: string, date: string, train: any): Promise<string> {
  const seat = secondClass(train)
  const created = await t.post(`${B2B_TRAIN}/CreateOrder`, {
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: [PASSENGER], Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: seat.PriceFen }, withReq(token))
  assert.equal(paid.Code, '0000', paid.Msg)
  return created.Data.OrderNo as string
}
