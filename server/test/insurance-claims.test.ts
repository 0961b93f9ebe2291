/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { I, ticketedOneWay, withReq } from './flight-fixtures'
import { answerClaim, createSimulatedInsurer, progressClaims, PAYOUT_MINUTES, REVIEW_MINUTES } from '../src/domains/insurance/insurer'

const t = setupFile({ orderJobs: false })
const insurer = createSimulatedInsurer()
const material = (c: string) => `/tripwise-m-api/common/file/${c.repeat(32)}`
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** A policy of the product on a fresh ticketed flight, its cover already started. */
async function policy(token: string, productCode: string, idNo: string): Promise<string> {
  const orderNo = await ticketedOneWay(t, token, { ahead: 5, idNo })
  const bought = await t.post(I('BuyPolicies'), { OrderNo: orderNo, ProductCode: productCode }, withReq(token))
  assert.equal(bought.Code, '0000', bought.Msg)
  await t.app.db.query(`update insurance_policies set starts_at = now() - interval '1 hour' where policy_no = $1`, [bought.Data.PolicyNos[0]])
  return bought.Data.PolicyNos[0]
}

async function claim(token: string, body: Record<string, unknown>): Promise<string> {
  const applied = await t.post(I('ApplyClaim'), body, withReq(token))
  assert.equal(applied.Code, '0000', applied.Msg)
  return applied.Data.ClaimNo
}

const detail = async (token: string, claimNo: string) => (await t.post(I('GetClaimDetail'), { ClaimNo: claimNo }, { token })).Data

test('a delay claim: 审核中 → 需补充材料 → (supplied) 审核中 → 审核通过 → 已赔付, each step with its time', async () => {
  const token = await t.login(PHONE.employee)
  const policyNo = await policy(token, 'FLIGHT_DELAY', '110101199001037891')
  const claimNo = await claim(token, { PolicyNo: policyNo, Kind: 'delay', AmountFen: 20_000, Description: '航班延误三小时以上', Materials: [material('a')] })
  assert.equal((await detail(token, claimNo)).Status, 'Reviewing')

  await progressClaims(t.app.db, insurer, new Date())
  assert.equal((await detail(token, claimNo)).Status, 'Reviewing', 'the insurer answers after its review time, not at once')

  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
  const asked = await detail(token, claimNo)
  assert.deepEqual([asked.Status, asked.StatusText, asked.CanSupply], ['NeedMaterials', '需补充材料', true])
  assert.equal(asked.InsurerNote, '请补充：航空公司出具的航班延误证明、登机牌或电子客票行程单（已收到1份，共需2份）')

  const supplied = await t.post(I('SupplyClaim'), { ClaimNo: claimNo, Materials: [material('b')], Note: '登机牌' }, withReq(token))
  assert.deepEqual(supplied.Data, { ClaimNo: claimNo, Status: 'Reviewing' })
  assert.equal((await detail(token, claimNo)).InsurerNote, '')

  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
  const approved = await detail(token, claimNo)
  assert.deepEqual([approved.Status, approved.StatusText, approved.ApprovedFen, approved.CanSupply], ['Approved', '审核通过', 30_000, false])
  const refused = await t.post(I('SupplyClaim'), { ClaimNo: claimNo, Materials: [material('c')], Note: '' }, withReq(token))
  assert.deepEqual([refused.Code, refused.Msg], ['4001', '理赔审核通过，不可补充材料'])

  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + PAYOUT_MINUTES + 2))
  const paid = await detail(token, claimNo)
  assert.deepEqual([paid.Status, paid.StatusText, paid.ApprovedFen], ['Paid', '已赔付', 30_000])
  assert.deepEqual(paid.Events.map((e: any) => e.Status), ['Submitted', 'Reviewing', 'NeedMaterials', 'Reviewing', 'Approved', 'Paid'])
  assert.equal(paid.Events[5].Text, '赔款¥300已支付至被保险人银行账户')
  assert.ok(paid.Events.every((e: any) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(e.At)), 'every step carries its time')
  assert.equal((await t.post(I('GetPolicyDetail'), { PolicyNo: policyNo }, { token })).Data.Claims[0].StatusText, '已赔付')

  await assert.rejects(answerClaim(t.app.db, claimNo, { to: 'Rejected', text: '拒赔', note: '拒赔' }), /理赔已赔付，不能变为已拒赔/)
  await assert.rejects(answerClaim(t.app.db, claimNo, { to: 'Paid', text: '再次赔付' }), /理赔已赔付，不能变为已赔付/)
  assert.equal((await detail(token, claimNo)).Events.length, 6, 'a refused answer changes nothing')
})

test('已拒赔 with its reason: an event outside the cover, and materials still short after two asks', async () => {
  const token = await t.login(PHONE.employee)
  const accident = await policy(token, 'FLIGHT_ACCIDENT', '110101199001037832')
  const other = await claim(token, { PolicyNo: accident, Kind: 'other', AmountFen: 10_000, Description: '手机在候机楼遗失', Materials: [material('d')] })
  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
  const rejected = await detail(token, other)
  assert.deepEqual([rejected.Status, rejected.StatusText, rejected.InsurerNote, rejected.CanSupply], ['Rejected', '已拒赔', '经审核，所述事项不属于保险责任范围', false])
  await assert.rejects(answerClaim(t.app.db, other, { to: 'Approved', text: '通过', approvedFen: 100 }), /理赔已拒赔，不能变为审核通过/)
  const late = await t.post(I('SupplyClaim'), { ClaimNo: other, Materials: [material('e')], Note: '' }, withReq(token))
  assert.deepEqual([late.Code, late.Msg], ['4001', '理赔已拒赔，不可补充材料'])

  const short = await claim(token, { PolicyNo: accident, Kind: 'accident', AmountFen: 50_000, Description: '下机时扭伤脚踝就医', Materials: [material('f')] })
  for (const letter of ['1', '2']) {
    await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
    assert.equal((await detail(token, short)).Status, 'NeedMaterials')
    await t.post(I('SupplyClaim'), { ClaimNo: short, Materials: [], Note: '' }, withReq(token))
    await assert.rejects(answerClaim(t.app.db, short, { to: 'Approved', text: '通过', approvedFen: 100 }), /理赔需补充材料，不能变为审核通过/)
    await assert.rejects(answerClaim(t.app.db, short, { to: 'Paid', text: '赔付' }), /理赔需补充材料，不能变为已赔付/)
    const resupplied = await t.post(I('SupplyClaim'), { ClaimNo: short, Materials: [material(letter)], Note: '' }, withReq(token))
    assert.equal(resupplied.Code, '0000', resupplied.Msg)
  }
  assert.equal((await detail(token, short)).Materials.length, 3)
  // three materials now: the accident needs 医疗诊断证明、医疗费用票据、被保险人身份证明 → approved for the amount asked
  await assert.rejects(answerClaim(t.app.db, short, { to: 'Paid', text: '赔付' }), /理赔审核中，不能变为已赔付/)
  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
  assert.deepEqual([(await detail(token, short)).Status, (await detail(token, short)).ApprovedFen], ['Approved', 50_000])

  const never = await claim(token, { PolicyNo: accident, Kind: 'baggage', AmountFen: 20_000, Description: '托运行李箱破损严重', Materials: [material('9')] })
  for (let ask = 0; ask < 2; ask += 1) {
    await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
    assert.equal((await detail(token, never)).Status, 'NeedMaterials')
    await t.post(I('SupplyClaim'), { ClaimNo: never, Materials: [material('9')], Note: '同一份' }, withReq(token))
    await t.app.db.query(`update insurance_claims set materials = '["${material('9')}"]' where claim_no = $1`, [never])
  }
  await progressClaims(t.app.db, insurer, minutesLater(REVIEW_MINUTES + 1))
  const gaveUp = await detail(token, never)
  assert.deepEqual([gaveUp.Status, gaveUp.InsurerNote], ['Rejected', '多次补充后材料仍不齐全（需航空公司行李运输事故记录、受损物品购买凭证）'])
})
