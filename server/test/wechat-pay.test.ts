// WeChat Pay in the cashier: prepay parameters from the simulated provider, then the gateway settles.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const CREATE = '/hotel/api/hotel/order/CreateOrder'
const WECHAT = '/b2b/Pay/CreateWechatPay'
const withReq = (token: string, reqId = newReqId()) => ({ token, headers: { reqId } })

async function privateOrder(token: string, daysAhead: number) {
  const rate = await findRate(t.app, { daysAhead, accept: (r) => prepaidFree(r) && r.avgFen <= 60000 })
  const created = await t.post(CREATE, orderBody(rate, { IsPrivate: 1 }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  return { orderNo: created.Data.OrderNo as string, amountFen: rate.totalFen }
}

test('mini-program WeChat Pay: prepay parameters, the same reqId opens one payment, confirm pays the order', async () => {
  const employee = await t.login(PHONE.employee)
  const { orderNo, amountFen } = await privateOrder(employee, 11)
  const body = { OrderNo: orderNo, AmountFen: amountFen, Scene: 'miniProgram', AppId: 'touristappid' }
  const reqId = newReqId()
  const opened = await t.post(WECHAT, body, withReq(employee, reqId))
  assert.equal(opened.Code, '0000', opened.Msg)
  const params = opened.Data.PayParams
  assert.equal(params.appId, 'touristappid')
  assert.match(params.package, /^prepay_id=wx[0-9a-f]{28}$/)
  assert.match(params.timeStamp, /^\d{10}$/)
  assert.equal(params.signType, 'RSA')
  assert.ok(params.paySign.length > 20)
  const again = await t.post(WECHAT, body, withReq(employee, reqId))
  assert.equal(again.Data.PayNo, opened.Data.PayNo)
  const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from payments p join orders o on o.id = p.order_id where o.order_no = $1', [orderNo])
  assert.equal(rows[0].n, 1)
  const confirmed = await t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(employee))
  assert.deepEqual([confirmed.Data.Status, confirmed.Data.PayMethod], ['paid', 'personal'])
  const paidAgain = await t.post(WECHAT, { ...body, Scene: 'jsapi' }, withReq(employee))
  assert.equal(paidAgain.Code, '4001')
})

test('WeChat Pay refuses a bad scene, a changed amount and another member', async () => {
  const employee = await t.login(PHONE.employee)
  const { orderNo, amountFen } = await privateOrder(employee, 12)
  const bad = await t.post(WECHAT, { OrderNo: orderNo, AmountFen: amountFen, Scene: 'app', AppId: 'touristappid' }, withReq(employee))
  assert.notEqual(bad.Code, '0000')
  assert.match(bad.Msg, /[\u4e00-\u9fa5]/)
  const changed = await t.post(WECHAT, { OrderNo: orderNo, AmountFen: amountFen + 1, Scene: 'jsapi', AppId: 'touristappid' }, withReq(employee))
  assert.equal(changed.Code, '4001')
  assert.match(changed.Msg, /支付金额已变化/)
  const other = await t.login(PHONE.employeeB)
  const refused = await t.post(WECHAT, { OrderNo: orderNo, AmountFen: amountFen, Scene: 'jsapi', AppId: 'touristappid' }, withReq(other))
  assert.notEqual(refused.Code, '0000')
  const jsapi = await t.post(WECHAT, { OrderNo: orderNo, AmountFen: amountFen, Scene: 'jsapi', AppId: 'wx1004hotelgroup' }, withReq(employee))
  assert.equal(jsapi.Data.PayParams.appId, 'wx1004hotelgroup')
})
