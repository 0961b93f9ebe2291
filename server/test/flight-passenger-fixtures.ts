/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
// The setup shared by the tests of several passengers on one flight order (decisions 0720, 0790, 0791): one app per
// file with a recording gateway, an order for 张伟 (the employee) and 王小明, paid or not, and a fare's seats left.
import assert from 'node:assert/strict'
import { MEMBER, PHONE, residentId, setupFile } from './helper'
import { economyFare, F } from './flight-fixtures'
import { recordingGateway, withReq } from './races-fixtures'

/** Sets the file up (call at the top of a test file); `birth` is the 14 first digits of the passengers' ID numbers, one per file. */
export function twoPassengerFile(birth: string) {
  const recorder = recordingGateway()
  const t = setupFile({ orderJobs: false, paymentGateway: recorder.gateway })
  let seq = 0
  const idNo = () => residentId(`${birth}${String(100 + (seq += 1)).slice(-3)}`)

  /** A BJS → SHA order for 张伟 and 王小明, waiting for its payment. */
  async function twoPassengerOrder(token: string, ahead: number) {
    const fare = await economyFare(t, token, 'BJS', 'SHA', ahead)
    const created = await t.post(F('CreateOrder'), {
      Segments: [{ FareId: fare.FareId, ExpectedPriceFen: fare.PriceFen }],
      Passengers: [
        { Name: '张伟', IdType: 1, IdNo: idNo(), Phone: PHONE.employee, MemberId: String(MEMBER.employee) },
        { Name: '王小明', IdType: 1, IdNo: idNo(), Phone: '', MemberId: '' },
      ],
      Contact: { Name: '张伟', Phone: PHONE.employee }, CostCenterName: '', ProjectName: '', OverStandardReason: '',
    }, withReq(token))
    assert.equal(created.Code, '0000', created.Msg)
    return { orderNo: created.Data.OrderNo as string, fare, created: created.Data }
  }

  /** The same order paid from the enterprise account and ticketed. */
  async function paidTwoPassengerOrder(token: string, ahead: number) {
    const { orderNo, fare, created } = await twoPassengerOrder(token, ahead)
    const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: created.PayAmountFen }, withReq(token))
    assert.equal(paid.Code, '0000', paid.Msg)
    const detail = (await t.post(F('GetOrderDetail'), { OrderNo: orderNo }, { token })).Data
    assert.equal(detail.Status, 'Confirmed')
    return { orderNo, fare, totalFen: created.PayAmountFen as number }
  }

  /** A paid (enterprise account) and ticketed round trip BJS ⇌ SHA for 张伟 and 王小明, `ahead` and `ahead + 2` days out. */
  async function paidTwoPassengerRoundTrip(token: string, ahead: number) {
    const out = await economyFare(t, token, 'BJS', 'SHA', ahead)
    const back = await economyFare(t, token, 'SHA', 'BJS', ahead + 2)
    const created = await t.post(F('CreateOrder'), {
      Segments: [{ FareId: out.FareId, ExpectedPriceFen: out.PriceFen }, { FareId: back.FareId, ExpectedPriceFen: back.PriceFen }],
      Passengers: [
        { Name: '张伟', IdType: 1, IdNo: idNo(), Phone: PHONE.employee, MemberId: String(MEMBER.employee) },
        { Name: '王小明', IdType: 1, IdNo: idNo(), Phone: '', MemberId: '' },
      ],
      Contact: { Name: '张伟', Phone: PHONE.employee }, CostCenterName: '', ProjectName: '', OverStandardReason: '',
    }, withReq(token))
    assert.equal(created.Code, '0000', created.Msg)
    const orderNo = created.Data.OrderNo as string
    const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
    assert.equal(paid.Data.OrderStatus, 'Confirmed', paid.Msg)
    return { orderNo, out, back, totalFen: created.Data.PayAmountFen as number }
  }

  /** The seats left of a fare (flight, day and booking class). */
  async function seats(fareId: string): Promise<number> {
    const [flightNo, date, bookingClass] = fareId.split('.')
    const { rows } = await t.app.db.query<{ n: number }>('select seats_left as n from flight_seats where flight_no = $1 and depart_date = $2 and booking_class = $3', [flightNo, date, bookingClass])
    return Number(rows[0]?.n)
  }

  return { t, recorder, twoPassengerOrder, paidTwoPassengerOrder, paidTwoPassengerRoundTrip, seats }
}
