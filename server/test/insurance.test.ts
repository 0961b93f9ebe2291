/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const F = (path: string) => `/b2b/Flight/${path}`
const I = (path: string) => `/hotel-front-api/api/insurance/${path}`
const withReq = (token: string, reqId: string = randomUUID()) => ({ token, headers: { reqId } })
const day = (ahead: number) => new Date(Date.now() + 8 * 3_600_000 + ahead * 86_400_000).toISOString().slice(0, 10)

async function balance(enterpriseId: number): Promise<number> {
  const { rows } = await t.app.db.query<{ account_balance_fen: number }>('select account_balance_fen from enterprises where id = $1', [enterpriseId])
  return Number(rows[0].account_balance_fen)
}

/** A ticketed BJS ⇌ SZX round trip for one passenger. */
async function ticketed(token: string, ahead: number, idNo: string) {
  const pick = async (from: string, to: string, d: number) => {
    const flight = (await t.post(F('QueryFlightList'), { DepartCityCode: from, ArriveCityCode: to, DepartDate: day(d) }, { token })).Data.Flights[0]
    const fares = (await t.post(F('QuerySeatList'), { FlightNo: flight.FlightNo, DepartDate: day(d), DepartCityCode: from, ArriveCityCode: to }, { token })).Data.Fares
    return fares.find((f: any) => f.CabinClass === 'Y' && !f.IsOverStandard && f.SeatsLeft > 0)
  }
  const out = await pick('BJS', 'SZX', ahead)
  const back = await pick('SZX', 'BJS', ahead + 2)
  const created = await t.post(F('CreateOrder'), {
    Segments: [{ FareId: out.FareId, ExpectedPriceFen: out.PriceFen }, { FareId: back.FareId, ExpectedPriceFen: back.PriceFen }],
    Passengers: [{ Name: '张三', IdType: 1, IdNo: idNo, Phone: '13800000001', MemberId: '' }], Contact: { Name: '张三', Phone: '13800000001' },
    CostCenterName: '', ProjectName: '', OverStandardReason: '',
  }, withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: created.Data.PayAmountFen }, withReq(token))
  return created.Data.OrderNo as string
}

test('buy flight insurance: a policy per leg, premium from the enterprise account, once per reqId; refunded with its ticket', async () => {
  await assertAuthRequired(t, I('GetOrderPolicies'), { OrderNo: 'F2026010100001' })
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketed(token, 7, '110101199001035685')
  const offered = await t.post(I('GetOrderPolicies'), { OrderNo: orderNo }, { token })
  assert.equal(offered.Code, '0000', offered.Msg)
  assert.deepEqual(offered.Data.Products.map((p: any) => p.Code), ['FLIGHT_ACCIDENT', 'FLIGHT_DELAY'])
  assert.equal(offered.Data.CanBuy, true)
  const before = await balance(ENTERPRISE.a)
  const reqId = randomUUID()
  const bought = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token, reqId))
  assert.equal(bought.Code, '0000', bought.Msg)
  assert.deepEqual([bought.Data.PolicyNos.length, bought.Data.PremiumFen], [2, 6_000])
  assert.deepEqual((await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token, reqId))).Data, bought.Data, 'the same reqId buys once')
  assert.equal((await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_ACCIDENT' }, withReq(token))).Code, '4009', 'bought already')
  assert.equal((await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'TRAIN_ACCIDENT' }, withReq(token))).Code, '4000')
  assert.equal(await balance(ENTERPRISE.a), before - 6_000)

  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post(I('GetOrderPolicies'), { OrderNo: orderNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post(I('GetPolicyDetail'), { PolicyNo: bought.Data.PolicyNos[0] }, { token: outsider })).Code, '4004')

  const afterRefund = await balance(ENTERPRISE.a)
  const refunded = await t.post(F('RefundOrder'), { OrderNo: orderNo, Reason: '行程变更', Seqs: [2] }, withReq(token))
  assert.equal(refunded.Code, '0000', refunded.Msg)
  const policies = (await t.post(I('GetOrderPolicies'), { OrderNo: orderNo }, { token })).Data.Policies
  assert.deepEqual(policies.map((p: any) => p.Status), ['Active', 'Refunded'])
  assert.equal(await balance(ENTERPRISE.a), afterRefund + refunded.Data.RefundFen + 3_000, 'the return\'s premium came back with its ticket')
})

test('claims: the product must cover the kind, materials asked for, then supplied and reviewed', async () => {
  const token = await t.login(PHONE.employee)
  const orderNo = await ticketed(token, 4, '110101199001036696')
  const bought = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: 'FLIGHT_DELAY' }, withReq(token))
  const policyNo = bought.Data.PolicyNos[0]
  await t.app.db.query(`update insurance_policies set starts_at = now() - interval '1 hour' where policy_no = $1`, [policyNo])
  const wrongKind = await t.post(I('ApplyClaim'), { PolicyNo: policyNo, Kind: 'accident', AmountFen: 10_000, Description: '航班延误三小时', Materials: [] }, withReq(token))
  assert.deepEqual([wrongKind.Code, wrongKind.Msg], ['4000', '航班延误险不承保意外伤害'])
  const tooMuch = await t.post(I('ApplyClaim'), { PolicyNo: policyNo, Kind: 'delay', AmountFen: 50_000, Description: '航班延误三小时', Materials: [] }, withReq(token))
  assert.deepEqual([tooMuch.Code, tooMuch.Msg], ['4000', '申请金额不能超过保额300元'])
  const badFile = await t.post(I('ApplyClaim'), { PolicyNo: policyNo, Kind: 'delay', AmountFen: 30_000, Description: '航班延误三小时', Materials: ['http://evil.example/x.png'] }, withReq(token))
  assert.equal(badFile.Code, '4000')
  const applied = await t.post(I('ApplyClaim'), { PolicyNo: policyNo, Kind: 'delay', AmountFen: 30_000, Description: '航班延误三小时', Materials: [] }, withReq(token))
  assert.equal(applied.Code, '0000', applied.Msg)
  assert.equal(applied.Data.Status, 'NeedMaterials')
  const material = `/tripwise-m-api/common/file/${'a'.repeat(32)}`
  assert.equal((await t.post(I('SupplyClaim'), { ClaimNo: applied.Data.ClaimNo, Materials: [], Note: '' }, withReq(token))).Code, '4000')
  const supplied = await t.post(I('SupplyClaim'), { ClaimNo: applied.Data.ClaimNo, Materials: [material], Note: '延误证明' }, withReq(token))
  assert.deepEqual(supplied.Data, { ClaimNo: applied.Data.ClaimNo, Status: 'Reviewing' })
  const detail = await t.post(I('GetClaimDetail'), { ClaimNo: applied.Data.ClaimNo }, { token })
  assert.deepEqual(detail.Data.Events.map((e: any) => e.Status), ['Submitted', 'NeedMaterials', 'Reviewing'])
  assert.deepEqual(detail.Data.Materials, [material])
  const policy = await t.post(I('GetPolicyDetail'), { PolicyNo: policyNo }, { token })
  assert.equal(policy.Data.Claims[0].StatusText, '审核中')
  assert.equal((await t.post(I('GetClaimDetail'), { ClaimNo: applied.Data.ClaimNo }, { token: await t.login(PHONE.employeeB) })).Code, '4004')
  assert.equal((await t.post(I('GetClaimDetail'), { ClaimNo: 'nonsense' }, { token })).Code, '4000')
})
