// A bound hotel membership used when booking (decision 0431): the form asks which card applies, the order
// stores it and the detail shows it masked; a wrong programme, an unbound card or another guest is refused.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'
import { findRate, newReqId, orderBody, prepaidFree, type Rate } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B = '/common/api/bindAccount'
const CREATE = '/hotel/api/hotel/order/CreateOrder'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

async function groupOf(hotelId: number): Promise<string> {
  const hotel = await t.app.hotelSupplier.hotel(hotelId)
  const brands = await t.app.hotelSupplier.brands(hotel!.cityCode)
  return brands.find((b) => b.brandId === hotel!.brandId)?.groupName ?? ''
}

async function rateInGroup(group: string, daysAhead: number): Promise<Rate> {
  const groups = new Map<number, string>()
  const hotelIds = new Set<number>()
  const probe = async () => {
    for (const id of hotelIds) if (!groups.has(id)) groups.set(id, await groupOf(id))
  }
  // findRate's accept is synchronous: learn the groups of the catalogue's hotels first.
  await findRate(t.app, { daysAhead, accept: (r) => (hotelIds.add(r.hotelId), false) }).catch(() => undefined)
  await probe()
  return findRate(t.app, { daysAhead, accept: (r) => prepaidFree(r) && groups.get(r.hotelId) === group })
}

test('a bound 东呈会 card is offered for a 东呈 hotel, stored on the order and shown masked in the detail', async () => {
  const token = await t.login(PHONE.employee)
  const rate = await rateInGroup('东呈集团', 20)
  const none = await t.post(`${B}/GetBookingMembership`, { HotelId: String(rate.hotelId) }, { token })
  assert.equal(none.Code, '0000', none.Msg)
  assert.equal(none.Data.Membership, null, 'nothing bound yet')

  const unbound = await t.post(CREATE, orderBody(rate, { MemberProgramCode: 'dossen' }), withReq(token))
  assert.equal(unbound.Code, '4000')
  assert.equal(unbound.Msg, '您尚未绑定东呈会，请先在“账号绑定”中绑定')

  const bound = await t.post(`${B}/BindMember`, { ProgramCode: 'dossen', CardNo: '2026123456', HolderName: '张伟' }, withReq(token))
  assert.equal(bound.Code, '0000', bound.Msg)
  const offered = await t.post(`${B}/GetBookingMembership`, { HotelId: String(rate.hotelId) }, { token })
  assert.deepEqual(offered.Data.Membership, { ProgramCode: 'dossen', ProgramName: '东呈会', CardNo: '2026 **** 3456', LevelName: bound.Data.LevelName })

  const wrong = await t.post(CREATE, orderBody(rate, { MemberProgramCode: 'huazhu' }), withReq(token))
  assert.equal(wrong.Code, '4000')
  assert.equal(wrong.Msg, '华住会不适用于本酒店')
  const visitor = await t.post(CREATE, orderBody(rate, { MemberProgramCode: 'dossen' }, { name: '赵六', phone: '13700000009', memberId: '' }), withReq(token))
  assert.equal(visitor.Code, '4000')
  assert.equal(visitor.Msg, '会员卡仅可用于本人入住的订单')

  const created = await t.post(CREATE, orderBody(rate, { MemberProgramCode: 'dossen' }), withReq(token))
  assert.equal(created.Code, '0000', created.Msg)
  const { rows } = await t.app.db.query<{ card_no: string }>(
    'select m.card_no from order_memberships m join orders o on o.id = m.order_id where o.order_no = $1', [created.Data.OrderNo],
  )
  assert.deepEqual(rows, [{ card_no: '2026123456' }], 'the full number is kept for the hotel')
  const detail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: created.Data.OrderNo }, { token })
  assert.equal(detail.Code, '0000', detail.Msg)
  assert.deepEqual(detail.Data.Membership, offered.Data.Membership)

  const plain = await t.post(CREATE, orderBody(rate), withReq(token))
  const plainDetail = await t.post('/b2b/Order/GetHotelOrderDetail', { OrderNo: plain.Data.OrderNo }, { token })
  assert.equal(plainDetail.Data.Membership, null)
})

test('a hotel of a group without a programme offers no card; an unknown hotel is 4004; another member sees only their own', async () => {
  const token = await t.login(PHONE.employee)
  const rate = await rateInGroup('东呈集团', 21)
  await t.post(`${B}/BindMember`, { ProgramCode: 'dossen', CardNo: '2026987654', HolderName: '张伟' }, withReq(token))
  const other = await t.login(PHONE.employeeB)
  const theirs = await t.post(`${B}/GetBookingMembership`, { HotelId: String(rate.hotelId) }, { token: other })
  assert.equal(theirs.Data.Membership, null)
  const atour = await rateInGroup('亚朵集团', 21)
  const noProgramme = await t.post(`${B}/GetBookingMembership`, { HotelId: String(atour.hotelId) }, { token })
  assert.equal(noProgramme.Code, '0000', noProgramme.Msg)
  assert.equal(noProgramme.Data.Membership, null)
  // With a reason: the day's price may be over the ¥600 standard, and a missing reason would be refused first.
  const refused = await t.post(CREATE, orderBody(atour, { MemberProgramCode: 'dossen', OverStandardReason: '客户要求' }), withReq(token))
  assert.equal(refused.Msg, '东呈会不适用于本酒店')
  const unknown = await t.post(`${B}/GetBookingMembership`, { HotelId: '999999' }, { token })
  assert.equal(unknown.Code, '4004')
  const bad = await t.post(`${B}/GetBookingMembership`, { HotelId: 'abc' }, { token })
  assert.notEqual(bad.Code, '0000')
  assert.match(bad.Msg, /[\u4e00-\u9fa5]/)
  const unauth = await t.post(`${B}/GetBookingMembership`, { HotelId: String(rate.hotelId) })
  assert.notEqual(unauth.Code, '0000')
})
