/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sweepOrders } from '../src/domains/orders/sweep'
import { ENTERPRISE, PHONE, assertAuthRequired, setupFile } from './helper'
import { available, balance, findRate, newReqId, orderBody, prepaidFree } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const CREATE = '/hotel/api/hotel/order/CreateOrder'
const EMPLOYEE_CAP_TIER1 = 60000

const withReq = (token: string, reqId = newReqId()) => ({ token, headers: { reqId } })

test('over-standard booking: reason required, approval by the department head, enterprise pay, confirmed in orders and trips', async () => {
  await assertAuthRequired(t, CREATE, {})
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const rate = await findRate(t.app, { accept: (r) => prepaidFree(r) && r.avgFen > EMPLOYEE_CAP_TIER1 && r.totalFen < 300000 })

  const noReason = await t.post(CREATE, orderBody(rate), withReq(employee))
  assert.deepEqual([noReason.Code, noReason.Msg], ['4000', '请填写超标原因'])
  const changed = await t.post(CREATE, orderBody(rate, { ExpectedTotalFen: rate.totalFen - 100, OverStandardReason: '会议酒店' }), withReq(employee))
  assert.equal(changed.Code, '4001')
  assert.match(changed.Msg, /房价已变化/)

  const todoCount = async () => (await t.post('/common/api/approval/GetToDoApprovalSummary', {}, { token: approver })).Data.DataCount as number
  const todoBefore = await todoCount()
  const created = await t.post(CREATE, orderBody(rate, { OverStandardReason: '会议指定酒店' }), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.OrderStatus, 'PendingApproval')
  assert.equal(created.Data.NeedApproval, true)
  assert.equal(created.Data.PayAmountFen, rate.totalFen)
  const orderNo = created.Data.OrderNo

  assert.equal(await todoCount(), todoBefore + 1)
  const pending = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'pending', PageIndex: 1, PageSize: 10 }, { token: approver })
  assert.equal(pending.Code, '0000')
  const item = pending.Data.Items.find((i: any) => i.OrderNo === orderNo)
  assert.ok(item, 'the approver sees the approval')
  assert.equal(item.IsOverStandard, true)
  assert.equal(item.CurrentStepName, '部门负责人审批')
  const mine = await t.post('/b2b/TMC/GetApprovalOrderList', { Tab: 'mine', PageIndex: 1, PageSize: 10 }, { token: employee })
  assert.ok(mine.Data.Items.some((i: any) => i.ApprovalNo === item.ApprovalNo))

  // Another enterprise's approver neither sees nor approves it; the applicant cannot approve their own.
  const outsider = await t.login(PHONE.employeeB)
  assert.equal((await t.post('/b2b/TMC/GetApprovalOrderDetail', { ApprovalNo: item.ApprovalNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo }, withReq(outsider))).Code, '4004')
  assert.equal((await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: orderNo }, { token: outsider })).Code, '4004')
  assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo }, withReq(employee))).Code, '4003')
  assert.equal((await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(employee))).Code, '4001')

  const detail = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: orderNo }, { token: approver })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.equal(detail.Data.CanApprove, true)
  assert.equal(detail.Data.Order.Policy.IsOverStandard, true)
  assert.equal(detail.Data.Order.Policy.OverStandardReason, '会议指定酒店')
  assert.equal(detail.Data.Order.Actions.CanPay, false)

  const approved = await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo, Comment: '同意' }, withReq(approver))
  assert.equal(approved.Code, '0000', approved.Msg)
  assert.deepEqual([approved.Data.ApprovalStatus, approved.Data.OrderStatus], ['approved', 'PendingPayment'])
  assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: item.ApprovalNo }, withReq(approver))).Msg, '该审批已处理')
  assert.equal(await todoCount(), todoBefore)

  const info = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: orderNo }, { token: employee })
  assert.equal(info.Data.IsPayable, true)
  assert.equal(info.Data.AmountFen, rate.totalFen)
  const before = await balance(t.app, ENTERPRISE.a)
  assert.equal(info.Data.Enterprise.BalanceFen, before)
  const wrongAmount = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen + 1 }, withReq(employee))
  assert.equal(wrongAmount.Code, '4001')
  const paid = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(employee))
  assert.equal(paid.Code, '0000', paid.Msg)
  assert.deepEqual([paid.Data.Status, paid.Data.OrderStatus, paid.Data.PayMethod], ['paid', 'Confirmed', 'enterprise'])
  assert.equal(paid.Data.BalanceAfterFen, before - rate.totalFen)
  assert.equal(await balance(t.app, ENTERPRISE.a), before - rate.totalFen)

  const confirmedTab = await t.post('/b2b/Order/GetOrderList', { Tab: 'confirmed', PageIndex: 1, PageSize: 20 }, { token: employee })
  assert.ok(confirmedTab.Data.Orders.some((o: any) => o.OrderNo === orderNo && o.Status === 'Confirmed' && o.StatusText === '已确认'))
  const trips = await t.post('/common/api/order/GetTripList', {}, { token: employee })
  assert.ok(trips.Data.Trips.some((trip: any) => trip.OrderNo === orderNo))
  const orderDetail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: orderNo }, { token: employee })
  assert.equal(orderDetail.Data.Actions.CanViewVoucher, true)
  assert.equal(orderDetail.Data.Approval.Steps[0].ActedByName, '李娜')
  assert.deepEqual(orderDetail.Data.History.map((h: any) => h.Action), ['submit', 'approve', 'pay', 'confirm'])
  const voucher = await t.post('/b2b/Order/GetHotelConfirmation', { OrderNo: orderNo }, { token: employee })
  assert.match(voucher.Data.HotelConfirmNo, /^HC\d{12}$/)
})

test('a compliant booking skips approval; cancelled inside the free window, the whole amount returns to the enterprise account', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 4, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const night = rate.arrivalDate
  const left = await available(t.app, rate.room.roomId, night)
  const created = await t.post(CREATE, orderBody(rate), withReq(employee))
  assert.deepEqual([created.Data.OrderStatus, created.Data.NeedApproval], ['PendingPayment', false])
  assert.equal(await available(t.app, rate.room.roomId, night), left - 1)
  const orderNo = created.Data.OrderNo
  const start = await balance(t.app, ENTERPRISE.a)
  await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(employee))
  const rule = await t.post('/hotel/api/hotel/order/GetCancelRule', { OrderNo: orderNo }, { token: employee })
  assert.deepEqual([rule.Data.IsCancellable, rule.Data.PenaltyFen, rule.Data.RefundFen], [true, 0, rate.totalFen])
  assert.equal((await t.post('/b2b/Order/CancelHotelOrder', { OrderNo: orderNo, Reason: ' ' }, withReq(employee))).Code, '4000')
  const cancelled = await t.post('/b2b/Order/CancelHotelOrder', { OrderNo: orderNo, Reason: '行程变更' }, withReq(employee))
  assert.equal(cancelled.Code, '0000', cancelled.Msg)
  assert.deepEqual([cancelled.Data.Status, cancelled.Data.RefundFen, cancelled.Data.PenaltyFen, cancelled.Data.RefundTo], ['Refunded', rate.totalFen, 0, 'enterprise'])
  assert.equal(await balance(t.app, ENTERPRISE.a), start)
  assert.equal(await available(t.app, rate.room.roomId, night), left)
  const detail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: orderNo }, { token: employee })
  assert.equal(detail.Data.RefundedFen, rate.totalFen)
  const cancelledTab = await t.post('/b2b/Order/GetOrderList', { Tab: 'cancelled', PageIndex: 1, PageSize: 20 }, { token: employee })
  assert.ok(cancelledTab.Data.Orders.some((o: any) => o.OrderNo === orderNo))
})

test('a submit repeated with the same reqId creates one order', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 5, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const reqId = newReqId()
  const count = async () => (await t.app.db.query<{ n: number }>('select count(*)::int as n from orders where req_id = $1', [reqId])).rows[0].n
  const answers = await Promise.all([1, 2, 3].map(() => t.post(CREATE, orderBody(rate), withReq(employee, reqId))))
  const ok = answers.filter((a) => a.Code === '0000')
  assert.ok(ok.length >= 1)
  assert.ok(answers.every((a) => a.Code === '0000' || a.Code === '4009'))
  const again = await t.post(CREATE, orderBody(rate), withReq(employee, reqId))
  assert.equal(again.Data.OrderNo, ok[0].Data.OrderNo)
  assert.equal(await count(), 1)
})

test('50 concurrent bookings of the last 10 rooms of a night make exactly 10 orders', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 6, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  await t.app.db.query('update hotel_room_nights set available = 10 where room_id = $1 and night = $2', [rate.room.roomId, rate.arrivalDate])
  const answers = await Promise.all(Array.from({ length: 50 }, () => t.post(CREATE, orderBody(rate), withReq(employee))))
  const codes = answers.map((a) => a.Code)
  assert.equal(codes.filter((c) => c === '0000').length, 10, codes.join(','))
  assert.equal(codes.filter((c) => c === '4009').length, 40)
  assert.equal(await available(t.app, rate.room.roomId, rate.arrivalDate), 0)
  const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from hotel_orders where room_id = $1 and arrival_date = $2', [rate.room.roomId, rate.arrivalDate])
  assert.equal(rows[0].n, 10)
})

test('a rejected order can never be paid and its room goes back on sale; revoke cancels', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const rate = await findRate(t.app, { daysAhead: 7, accept: (r) => prepaidFree(r) && r.avgFen > EMPLOYEE_CAP_TIER1 && r.totalFen < 300000 })
  const left = await available(t.app, rate.room.roomId, rate.arrivalDate)
  const first = await t.post(CREATE, orderBody(rate, { OverStandardReason: '客户指定' }), withReq(employee))
  const detail = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: first.Data.OrderNo }, { token: approver })
  const approvalNo = detail.Data.ApprovalNo
  assert.equal((await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: approvalNo, Reason: '' }, withReq(approver))).Msg, '请填写驳回原因')
  const rejected = await t.post('/b2b/TMC/RejectOrder', { ApprovalNo: approvalNo, Reason: '超标过多，请改订协议酒店' }, withReq(approver))
  assert.deepEqual([rejected.Data.ApprovalStatus, rejected.Data.OrderStatus], ['rejected', 'Rejected'])
  const pay = await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: first.Data.OrderNo, AmountFen: rate.totalFen }, withReq(employee))
  assert.deepEqual([pay.Code, pay.Msg], ['4001', '审批已驳回，订单不可支付'])
  assert.equal((await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: first.Data.OrderNo, AmountFen: rate.totalFen }, withReq(employee))).Msg, '审批已驳回，订单不可支付')
  assert.equal(await available(t.app, rate.room.roomId, rate.arrivalDate), left)

  const second = await t.post(CREATE, orderBody(rate, { OverStandardReason: '客户指定' }), withReq(employee))
  const second_ = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: second.Data.OrderNo }, { token: employee })
  assert.equal(second_.Data.CanRevoke, true)
  assert.equal((await t.post('/b2b/TMC/RevokeApproval', { ApprovalNo: second_.Data.ApprovalNo }, withReq(approver))).Code, '4003')
  const revoked = await t.post('/b2b/TMC/RevokeApproval', { ApprovalNo: second_.Data.ApprovalNo, Reason: '行程取消' }, withReq(employee))
  assert.deepEqual([revoked.Data.ApprovalStatus, revoked.Data.OrderStatus], ['revoked', 'Cancelled'])
  assert.equal((await t.post('/b2b/TMC/ApproveOrder', { ApprovalNo: second_.Data.ApprovalNo }, withReq(approver))).Msg, '该审批已处理')
})

test('personal pay through the gateway; cancelling returns the money the same way', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 8, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const created = await t.post(CREATE, orderBody(rate, { IsPrivate: 1 }), withReq(employee))
  assert.equal(created.Data.OrderStatus, 'PendingPayment')
  const orderNo = created.Data.OrderNo
  const info = await t.post('/b2b/Pay/GetPayInfo', { OrderNo: orderNo }, { token: employee })
  assert.deepEqual([info.Data.Enterprise.IsAllowed, info.Data.Enterprise.DisabledReason], [false, '因私出行不可使用企业账户'])
  assert.equal((await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(employee))).Msg, '因私出行不可使用企业账户')
  const opened = await t.post('/b2b/Pay/CreatePersonalPay', { OrderNo: orderNo, AmountFen: rate.totalFen }, withReq(employee))
  assert.equal(opened.Code, '0000', opened.Msg)
  const waiting = await t.post('/b2b/Pay/GetPayStatus', { OrderNo: orderNo, PayNo: opened.Data.PayNo }, { token: employee })
  assert.equal(waiting.Data.Status, 'paying')
  const confirmed = await t.post('/b2b/Pay/ConfirmPersonalPay', { PayNo: opened.Data.PayNo }, withReq(employee))
  assert.deepEqual([confirmed.Data.Status, confirmed.Data.OrderStatus, confirmed.Data.PayMethod], ['paid', 'Confirmed', 'personal'])
  const cancelled = await t.post('/hotel/api/hotel/order/CancelOrder', { OrderNo: orderNo, Reason: '行程变更' }, withReq(employee))
  assert.deepEqual([cancelled.Data.OrderStatus, cancelled.Data.RefundFen], ['Refunded', rate.totalFen])
  const { rows } = await t.app.db.query<{ destination: string; status: string }>('select r.destination, r.status from refunds r join orders o on o.id = r.order_id where o.order_no = $1', [orderNo])
  assert.deepEqual(rows, [{ destination: 'personal', status: 'refunded' }])
})

test('enterprise B blocks over-standard rates; a guarantee card is checked and only its masked number kept', async () => {
  const employeeB = await t.login(PHONE.employeeB)
  const over = await findRate(t.app, { daysAhead: 1, accept: (r) => prepaidFree(r) && r.avgFen > 50000 })
  const blocked = await t.post(CREATE, orderBody(over, { OverStandardReason: '无' }, { name: '赵磊', phone: '13900000001', memberId: '10006' }), withReq(employeeB))
  assert.equal(blocked.Code, '4001')
  assert.match(blocked.Msg, /超出差旅标准/)

  const employee = await t.login(PHONE.employee)
  const guaranteed = await findRate(t.app, { daysAhead: 9, accept: (r) => r.plan.needCardGuarantee && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const card = { CardNo: '4111 1111 1111 1111', Expiry: '12/30', HolderName: '张伟', HolderIdNo: '11010519491231002X', BankCode: 'CMB' }
  assert.equal((await t.post(CREATE, orderBody(guaranteed), withReq(employee))).Msg, '该房型需要信用卡担保，请填写信用卡信息')
  assert.equal((await t.post(CREATE, orderBody(guaranteed, { CardGuarantee: { ...card, CardNo: '4111 1111 1111 1112' } }), withReq(employee))).Msg, '信用卡号有误，请检查')
  assert.equal((await t.post(CREATE, orderBody(guaranteed, { CardGuarantee: { ...card, Expiry: '01/20' } }), withReq(employee))).Msg, '信用卡已过期')
  const created = await t.post(CREATE, orderBody(guaranteed, { CardGuarantee: card }), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.deepEqual([created.Data.PayAmountFen, created.Data.CardNoMasked, created.Data.OrderStatus], [0, '**** **** **** 1111', 'Confirmed'])
  const { rows } = await t.app.db.query(`select h.* from hotel_orders h join orders o on o.id = h.order_id where o.order_no = $1`, [created.Data.OrderNo])
  assert.ok(!JSON.stringify(rows).includes('41111111'), 'the full card number is not stored')
})

test('unpaid orders are cancelled by the system after the deadline and the room returns', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 10, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 })
  const left = await available(t.app, rate.room.roomId, rate.arrivalDate)
  const created = await t.post(CREATE, orderBody(rate), withReq(employee))
  await t.app.db.query(`update orders set pay_deadline = now() - interval '1 minute' where order_no = $1`, [created.Data.OrderNo])
  assert.equal((await t.post('/b2b/Pay/PayByEnterpriseAccount', { OrderNo: created.Data.OrderNo, AmountFen: rate.totalFen }, withReq(employee))).Msg, '订单已超过支付时限，请重新预订')
  await sweepOrders({ db: t.app.db, products: t.app.orderProducts, gateway: t.app.paymentGateway })
  const detail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: created.Data.OrderNo }, { token: employee })
  assert.equal(detail.Data.Status, 'Cancelled')
  assert.equal(detail.Data.History.at(-1).ActorName, '系统')
  assert.equal(await available(t.app, rate.room.roomId, rate.arrivalDate), left)
})

test('coupons: listed for the amount, redeemed once, given back when the order is cancelled', async () => {
  const employee = await t.login(PHONE.employee)
  const rate = await findRate(t.app, { daysAhead: 11, accept: (r) => prepaidFree(r) && r.avgFen <= EMPLOYEE_CAP_TIER1 && r.totalFen >= 30000 })
  const list = async () => t.post('/hotel/api/hotel/order/GetUsableCoupons', { HotelId: String(rate.hotelId), ArrivalDate: rate.arrivalDate, AmountFen: rate.totalFen }, { token: employee })
  const listed = await list()
  assert.equal(listed.Code, '0000')
  const names = listed.Data.Coupons.map((c: any) => `${c.Name}:${c.IsUsable ? 'ok' : c.UnusableReason}`)
  assert.deepEqual(names, ['商旅新客立减50元:ok', '酒店满300减30:ok', '周末酒店满800减80:已过期'])
  const coupon = listed.Data.Coupons[0]
  const created = await t.post(CREATE, orderBody(rate, { CouponId: coupon.CouponId }), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  assert.equal(created.Data.PayAmountFen, rate.totalFen - 5000)
  assert.equal((await t.post(CREATE, orderBody(rate, { CouponId: coupon.CouponId }), withReq(employee))).Msg, '优惠券已被使用')
  const detail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: created.Data.OrderNo }, { token: employee })
  assert.equal(detail.Data.TotalFen, rate.totalFen - 5000)
  assert.deepEqual(detail.Data.PriceItems.map((p: any) => p.Kind), ['room', 'coupon'])
  assert.ok(!(await list()).Data.Coupons.some((c: any) => c.CouponId === coupon.CouponId))
  await t.post('/b2b/Order/CancelHotelOrder', { OrderNo: created.Data.OrderNo, Reason: '行程变更' }, withReq(employee))
  assert.ok((await list()).Data.Coupons.some((c: any) => c.CouponId === coupon.CouponId && c.IsUsable))
  const outsider = await t.login(PHONE.employeeB)
  // The other enterprise's member sees only their own coupons (the demo gives them some), never the employee's.
  const theirs = await t.post('/hotel/api/hotel/order/GetUsableCoupons', { HotelId: String(rate.hotelId), ArrivalDate: rate.arrivalDate, AmountFen: 1 }, { token: outsider })
  assert.ok(['0000', '2000'].includes(theirs.Code), theirs.Msg)
  const mine = new Set(listed.Data.Coupons.map((c: any) => c.CouponId))
  assert.ok(!(theirs.Data?.Coupons ?? []).some((c: any) => mine.has(c.CouponId)))
})

test('the seeded hotel trip is a real, confirmed hotel order with its detail and voucher', async () => {
  const employee = await t.login(PHONE.employee)
  const trips = await t.post('/common/api/order/GetTripList', {}, { token: employee })
  const hotelTrip = trips.Data.Trips.find((trip: any) => trip.ProductType === 1 && trip.OrderNo.endsWith('0002'))
  assert.ok(hotelTrip)
  const detail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: hotelTrip.OrderNo }, { token: employee })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.deepEqual([detail.Data.Status, detail.Data.PayMethod, detail.Data.PaidFen, detail.Data.Nights], ['Confirmed', 'enterprise', 91600, 2])
  assert.equal(detail.Data.HotelName, hotelTrip.Title)
  assert.equal((await t.post('/b2b/Order/GetHotelConfirmation', { OrderNo: hotelTrip.OrderNo }, { token: employee })).Code, '0000')
})

test('hotel invoice application: a tax number with a wrong check character is refused; the right one is taken (issue 33)', async () => {
  const employee = await t.login(PHONE.employee)
  const trips = await t.post('/common/api/order/GetTripList', {}, { token: employee })
  const hotelTrip = trips.Data.Trips.find((trip: any) => trip.ProductType === 1 && trip.OrderNo.endsWith('0002'))
  const body = { OrderNo: hotelTrip.OrderNo, TitleType: 'company', Title: '上海星途信息科技有限公司', Email: 'finance@example.cn', AmountFen: 91600 }
  const wrong = await t.post('/hotel/api/hotel/order/ApplyInvoice', { ...body, TaxNo: '91110000100000000X' }, withReq(employee))
  assert.deepEqual([wrong.Code, wrong.Msg], ['4000', '纳税人识别号校验不通过，请核对'])
  const legacy = await t.post('/hotel/api/hotel/order/ApplyInvoice', { ...body, TaxNo: '110108551385083' }, withReq(employee))
  assert.deepEqual([legacy.Code, legacy.Msg], ['4000', '纳税人识别号校验不通过，请核对'])
  const right = await t.post('/hotel/api/hotel/order/ApplyInvoice', { ...body, TaxNo: '91110000100000000r' }, withReq(employee))
  assert.equal(right.Code, '0000', right.Msg)
})
