/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { ENTERPRISE, PHONE, setupFile } from './helper'
import { newReqId } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const withReq = (token: string) => ({ token, headers: { reqId: newReqId() } })

test('the employee books for a colleague whose ID card is registered, on a cost centre; another enterprise\'s cost centre and an unknown application are refused', async () => {
  const employee = await t.login(PHONE.employee)
  const date = addDays(shanghaiDate(), 7)
  const list = await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token: employee })
  const train = list.Data.Trains.find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining >= 2))
  const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
  const { rows: colleague } = await t.app.db.query<{ member_id: number }>(`select member_id from passengers where name = '李娜' and member_id is not null limit 1`)
  const { rows: me } = await t.app.db.query<{ id: number }>(`select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1 and m.enterprise_id = $2`, [PHONE.employee, ENTERPRISE.a])
  const { rows: ours } = await t.app.db.query<{ id: number; name: string }>('select id, name from cost_centers where enterprise_id = $1 order by id limit 1', [ENTERPRISE.a])
  const { rows: theirs } = await t.app.db.query<{ id: number }>('select id from cost_centers where enterprise_id = $1 order by id limit 1', [ENTERPRISE.b])
  const body = (extra: Record<string, unknown> = {}, passengers?: unknown[]) => ({
    TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
    Passengers: passengers ?? [
      { Name: '张伟', IdNo: '110101199001011384', Phone: '13800000001', MemberId: String(me[0].id) },
      { Name: '李娜', IdNo: '', Phone: '', MemberId: String(colleague[0].member_id) },
    ],
    Contact: { Name: '张伟', Phone: '13800000001' }, ExpectedTotalFen: seat.PriceFen * 2, OverStandardReason: '', ...extra,
  })

  if (theirs[0]) assert.equal((await t.post(`${B2B}/CreateOrder`, body({ CostCenterId: String(theirs[0].id) }), withReq(employee))).Code, '4000')
  assert.equal((await t.post(`${B2B}/CreateOrder`, body({ TravelApplyNo: 'TA2026010100001' }), withReq(employee))).Code, '4004')
  const unknownId = await t.post(`${B2B}/CreateOrder`, body({}, [{ Name: '路人', IdNo: '', Phone: '', MemberId: '' }]), withReq(employee))
  assert.equal(unknownId.Code, '4000')
  assert.match(unknownId.Msg, /请填写路人的身份证号/)

  const created = await t.post(`${B2B}/CreateOrder`, body(ours[0] ? { CostCenterId: String(ours[0].id), CostCenterName: '' } : {}), withReq(employee))
  assert.equal(created.Code, '0000', created.Msg)
  const detail = await t.post(`${B2B}/GetOrderDetail`, { OrderNo: created.Data.OrderNo }, { token: employee })
  assert.deepEqual(detail.Data.Passengers.map((p: any) => `${p.Name} ${p.IdNoMasked}`), ['张伟 1101**********1384', '李娜 1101**********0054'])
  assert.equal(detail.Data.TotalFen, seat.PriceFen * 2)
  if (ours[0]) assert.equal(detail.Data.Costs.CostCenterName, ours[0].name)
})

test('an approver sees the train order under approval in train\'s own detail shape; another enterprise does not', async () => {
  const employee = await t.login(PHONE.employee)
  const approver = await t.login(PHONE.approver)
  const outsider = await t.login(PHONE.employeeB)
  const { rows: approverRow } = await t.app.db.query<{ id: number }>(`select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1 and m.enterprise_id = $2`, [PHONE.approver, ENTERPRISE.a])
  const { rows: flow } = await t.app.db.query<{ id: number }>(
    `insert into order_approval_flows (enterprise_id, product_type, name, applies_when) values ($1, 6, '火车票审批', 'always')
     on conflict (enterprise_id, product_type) do update set applies_when = 'always' returning id`, [ENTERPRISE.a],
  )
  await t.app.db.query(`insert into order_approval_levels (flow_id, level, name, approver_member_ids) values ($1, 1, '部门负责人审批', $2) on conflict do nothing`, [flow[0].id, [approverRow[0].id]])
  try {
    const date = addDays(shanghaiDate(), 8)
    const list = await t.post(`${B2B}/QueryTrainList`, { From: '北京', To: '上海', Date: date, OnlyHighSpeed: 1 }, { token: employee })
    const train = list.Data.Trains.find((x: any) => x.TrainNo.startsWith('G') && x.Seats.some((s: any) => s.SeatCode === 'O' && s.Remaining >= 1))
    const seat = train.Seats.find((s: any) => s.SeatCode === 'O')
    const created = await t.post(`${B2B}/CreateOrder`, {
      TrainNo: train.TrainNo, Date: date, FromStationCode: train.FromStationCode, ToStationCode: train.ToStationCode, SeatCode: 'O',
      Passengers: [{ Name: '张伟', IdNo: '110101199001011384', Phone: '', MemberId: '' }], Contact: { Name: '张伟', Phone: '13800000001' },
      ExpectedTotalFen: seat.PriceFen, OverStandardReason: '',
    }, withReq(employee))
    assert.equal(created.Code, '0000', created.Msg)
    assert.equal(created.Data.NeedApproval, true)
    const seen = await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: created.Data.OrderNo }, { token: approver })
    assert.equal(seen.Code, '0000', seen.Msg)
    assert.equal(seen.Data.Order.TrainNo, train.TrainNo)
    assert.equal(seen.Data.Order.StatusText, '待审批')
    assert.equal(seen.Data.CanApprove, true)
    assert.equal((await t.post('/b2b/TMC/GetApprovalOrderDetail', { OrderNo: created.Data.OrderNo }, { token: outsider })).Code, '4004')
  } finally {
    await t.app.db.query('delete from order_approval_levels where flow_id = $1', [flow[0].id])
    await t.app.db.query('delete from order_approval_flows where id = $1', [flow[0].id])
  }
})
