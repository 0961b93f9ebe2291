import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const base = '/tripwise-m-api'

describe('agent-account/get-plat-info', () => {
  const url = `${base}/agent-account/get-plat-info`
  const KEYS = ['agentAppName', 'agentLogoDist', 'agentName', 'agentPlatId', 'apiUrl', 'hostUrl', 'integralLogoUrl', 'platId', 'servicePhone', 'filingInfo', 'serviceType']

  test('every brand by its id and by its key; the default otherwise', async () => {
    const brands: [string, number][] = [['gdzl', 1001], ['hbzhf', 1002], ['szth', 1003], ['dossen', 1004], ['digicoms', 1005], ['xzw', 1006]]
    for (const [key, id] of brands) {
      const byId = await t.post(url, { agentPlatId: String(id), clientType: 'h5' })
      assert.deepEqual(Object.keys(byId.Data).sort(), [...KEYS].sort())
      assert.equal(byId.Data.platId, id)
      assert.equal(byId.Data.agentPlatId, String(id))
      assert.equal(byId.Data.agentLogoDist, `/static/brand/${key}/logo.png`)
      assert.deepEqual((await t.post(url, { agentPlatId: key })).Data, byId.Data)
    }
    const fallback = await t.post(url, {})
    assert.deepEqual([fallback.Data.platId, fallback.Data.agentPlatId, fallback.Data.agentAppName], [1020, '', '差旅管家'])
    assert.equal((await t.post(url, { agentPlatId: '9999' })).Data.platId, 1020)
    assert.equal((await t.post(url, { agentPlatId: 1004 })).Data.platId, 1004)
  })

  test('by enterpriseId: the enterprise platform', async () => {
    assert.equal((await t.post(url, { enterpriseId: '20003' })).Data.platId, 1004)
    assert.equal((await t.post(url, { enterpriseId: '20001' })).Data.platId, 1020)
    assert.equal((await t.post(url, { enterpriseId: 'x' })).Code, '4000')
  })
})

test('event-tracking/add: stored with the member when logged in, anonymous otherwise', async () => {
  const url = `${base}/event-tracking/add`
  assert.equal((await t.post(url, { EventName: 'app_start', PageUrl: '/' })).Code, '0000')
  const token = await t.login(PHONE.employee)
  assert.deepEqual(await t.post(url, { EventName: 'home_banner_click', Params: { id: 1 } }, { token }), { Code: '0000', Msg: '成功', Data: null })
  const { rows } = await t.app.db.query<{ event_name: string; member_id: number | null; params: { id: number } }>(
    'select event_name, member_id, params from tracking_events order by id',
  )
  assert.deepEqual(rows.map((r) => [r.event_name, r.member_id]), [['app_start', null], ['home_banner_click', MEMBER.employee]])
  assert.deepEqual(rows[1].params, { id: 1 })
  assert.equal((await t.post(url, {})).Msg, '请填写事件名称')
  assert.equal((await t.post(url, { EventName: 'x', Params: 'y' })).Code, '4000')
})

describe('GET holidayCalendar/getInfoByMonth', () => {
  const url = (month: string) => `${base}/holidayCalendar/getInfoByMonth?month=${month}`

  test('2026-10: National Day and its make-up workdays', async () => {
    const answer = await t.get(url('2026-10'))
    assert.equal(answer.Code, '0000')
    const days = answer.Data.Days as { Date: string; IsOffDay: boolean; Name: string; IsProvisional: boolean }[]
    assert.deepEqual(days.filter((d) => d.IsOffDay).map((d) => d.Date), [1, 2, 3, 4, 5, 6, 7].map((d) => `2026-10-0${d}`))
    assert.deepEqual(days.filter((d) => !d.IsOffDay).map((d) => d.Date), ['2026-10-10'])
    assert.ok(days.every((d) => d.Name === '国庆节' && !d.IsProvisional))
    const september = (await t.get(url('2026-09'))).Data.Days as { Date: string; IsOffDay: boolean; Name: string }[]
    assert.deepEqual(september.map((d) => [d.Date, d.IsOffDay, d.Name]), [
      ['2026-09-20', false, '国庆节'], ['2026-09-25', true, '中秋节'], ['2026-09-26', true, '中秋节'], ['2026-09-27', true, '中秋节'],
    ])
  })

  test('2026 Spring Festival: nine days off, two make-up Saturdays', async () => {
    const days = (await t.get(url('2026-02'))).Data.Days as { Date: string; IsOffDay: boolean }[]
    assert.equal(days.filter((d) => d.IsOffDay).length, 9)
    assert.deepEqual(days.filter((d) => !d.IsOffDay).map((d) => d.Date), ['2026-02-14', '2026-02-28'])
  })

  test('2027 is provisional; a month without holidays is empty; another year answers 2000', async () => {
    const spring = (await t.get(url('2027-02'))).Data.Days as { Date: string; IsProvisional: boolean }[]
    assert.ok(spring.some((d) => d.Date === '2027-02-06'))
    assert.ok(spring.every((d) => d.IsProvisional))
    assert.deepEqual(await t.get(url('2026-03')), { Code: '0000', Msg: '成功', Data: { Month: '2026-03', Days: [] } })
    assert.equal((await t.get(url('2030-01'))).Code, '2000')
  })

  test('a bad month answers 4000; no login needed', async () => {
    assert.deepEqual(await t.get(url('2026-13')), { Code: '4000', Msg: '月份格式不正确', Data: null })
    assert.equal((await t.get(`${base}/holidayCalendar/getInfoByMonth`)).Msg, '请填写月份')
    assert.equal((await t.post(`${base}/holidayCalendar/getInfoByMonth`, { month: '2026-10' })).Code, '4004')
  })
})

describe('frequently/used/*', () => {
  const f = (path: string) => `${base}/frequently/used/${path}`

  test('index: the member items, else the defaults', async () => {
    await assertAuthRequired(t, f('index'))
    const mine = (await t.post(f('index'), {}, { token: await t.login(PHONE.employee) })).Data
    assert.equal(mine.IsDefault, false)
    assert.deepEqual(mine.Items.map((i: { FunctionCode: string }) => i.FunctionCode), ['hotel', 'flight', 'train', 'trips', 'tripApply'])
    const defaults = (await t.post(f('index'), {}, { token: await t.login(PHONE.employeeB) })).Data
    assert.equal(defaults.IsDefault, true)
    assert.ok(defaults.Items.length > 0)
  })

  test('business/index lists permitted functions by category; search answers 2000 when nothing matches', async () => {
    await assertAuthRequired(t, f('business/index'))
    await assertAuthRequired(t, f('business/search'), { Keyword: '酒店' })
    const token = await t.login(PHONE.employee)
    const categories = (await t.post(f('business/index'), {}, { token })).Data.Categories
    const codes = categories.flatMap((c: { Functions: { FunctionCode: string }[] }) => c.Functions.map((x) => x.FunctionCode))
    assert.ok(codes.includes('hotel'))
    assert.ok(!codes.includes('approval'), 'an employee who is not an approver does not see 审批')
    assert.ok(!codes.includes('internationalFlight'))
    const hotel = categories[0].Functions.find((x: { FunctionCode: string }) => x.FunctionCode === 'hotel')
    assert.equal(hotel.IsAdded, true)
    assert.deepEqual((await t.post(f('business/search'), { Keyword: '酒店' }, { token })).Data.Functions.map((x: { Name: string }) => x.Name), ['酒店'])
    assert.equal((await t.post(f('business/search'), { Keyword: '火箭' }, { token })).Code, '2000')
    assert.equal((await t.post(f('business/search'), { Keyword: '' }, { token })).Msg, '请填写关键词')
  })

  test('business add, list, edit, delete: own items only, reqId idempotent', async () => {
    for (const path of ['business/list', 'business/add', 'business/edit', 'business/delete']) await assertAuthRequired(t, f(path), { FunctionCode: 'car', Ids: [], Id: '1' })
    const token = await t.login(PHONE.manager)
    const added = await t.post(f('business/add'), { FunctionCode: 'car' }, { token, headers: { reqId: 'add-car-000001' } })
    assert.equal(added.Code, '0000')
    assert.deepEqual(await t.post(f('business/add'), { FunctionCode: 'car' }, { token, headers: { reqId: 'add-car-000001' } }), added)
    assert.equal((await t.post(f('business/add'), { FunctionCode: 'car' }, { token })).Code, '4009')
    assert.equal((await t.post(f('business/add'), { FunctionCode: 'rocket' }, { token })).Code, '4004')
    const second = (await t.post(f('business/add'), { FunctionCode: 'approval' }, { token })).Data.Id
    const list = (await t.post(f('business/list'), {}, { token })).Data.Items
    assert.deepEqual(list.map((i: { FunctionCode: string }) => i.FunctionCode), ['car', 'approval'])
    const edited = await t.post(f('business/edit'), { Ids: [second, added.Data.Id] }, { token })
    assert.deepEqual(edited.Data.Items.map((i: { FunctionCode: string }) => i.FunctionCode), ['approval', 'car'])
    assert.equal((await t.post(f('business/edit'), { Ids: [second] }, { token })).Code, '4001')
    // Another member's item: not found, and left alone.
    const employee = await t.login(PHONE.employee)
    const theirs = (await t.post(f('business/list'), {}, { token: employee })).Data.Items[0].Id
    assert.equal((await t.post(f('business/delete'), { Id: theirs }, { token })).Code, '4004')
    assert.equal((await t.post(f('business/edit'), { Ids: [second, added.Data.Id, theirs] }, { token })).Code, '4004')
    assert.equal((await t.post(f('business/list'), {}, { token: employee })).Data.Items.length, 5)
    assert.equal((await t.post(f('business/delete'), { Id: second }, { token })).Code, '0000')
    assert.equal((await t.post(f('business/delete'), { Id: second }, { token })).Code, '4004')
    // A function the member may not use.
    assert.equal((await t.post(f('business/add'), { FunctionCode: 'approval' }, { token: employee })).Code, '4003')
    assert.equal((await t.post(f('business/add'), { FunctionCode: '' }, { token })).Code, '4000')
  })

  test('city/list: arrival cities of the member trips', async () => {
    await assertAuthRequired(t, f('city/list'))
    const cities = (await t.post(f('city/list'), {}, { token: await t.login(PHONE.employee) })).Data.Cities
    assert.deepEqual(cities.map((c: { CityName: string; ProductType: number }) => [c.CityName, c.ProductType]), [['上海', 1], ['上海', 5], ['上海', 6]])
    assert.deepEqual((await t.post(f('city/list'), { ProductType: 5 }, { token: await t.login(PHONE.employee) })).Data.Cities.length, 1)
    assert.deepEqual((await t.post(f('city/list'), {}, { token: await t.login(PHONE.employeeB) })).Data.Cities.map((c: { CityName: string }) => c.CityName), ['北京'])
  })
})

describe('member/*', () => {
  test('getEnterpriseInfo: the current enterprise', async () => {
    await assertAuthRequired(t, `${base}/member/getEnterpriseInfo`)
    const info = (await t.post(`${base}/member/getEnterpriseInfo`, {}, { token: await t.login(PHONE.dossenSale) })).Data
    assert.equal(info.EnterpriseName, '东呈酒店集团')
    assert.equal(info.PlatId, 1004)
    assert.equal(info.ServicePhone, '400-000-1004')
    assert.equal(info.IsExpiredContract, false)
  })

  test('updateCustomerEnterpriseLogin: switch within the account; the old token ends; other enterprises refused', async () => {
    const url = `${base}/member/updateCustomerEnterpriseLogin`
    await assertAuthRequired(t, url, { EnterpriseId: '20004' })
    const token = await t.login(PHONE.dossenSale)
    assert.equal((await t.post(url, { EnterpriseId: '20001' }, { token })).Code, '4003')
    const switched = await t.post(url, { EnterpriseId: '20004' }, { token })
    assert.equal(switched.Code, '0000')
    assert.deepEqual([switched.Data.MemberId, switched.Data.EnterpriseId, switched.Data.PlatId], [String(MEMBER.dossenClient), '20004', 1004])
    assert.equal((await t.post('/common/api/Customer/GetLoginUserInfos', {}, { token })).Code, '8001')
    const info = (await t.post('/common/api/Customer/GetLoginUserInfos', {}, { token: switched.Data.Token })).Data
    assert.equal(info.CompanyName, '粤海会展服务有限公司')
    assert.equal(info.IsExpiredContract, true)
    assert.equal(info.IsTrial, true)
    // The next login picks the enterprise used last.
    const again = await t.post('/b2b/Customer/LoginV2', { Phone: PHONE.dossenSale, Password: 'Travel@2026' }, { ip: t.ip() })
    assert.equal(again.Data.EnterpriseId, '20004')
    // ...and, being the same member on the same platform, replaces the switched session.
    assert.equal((await t.post(url, { EnterpriseId: '20004' }, { token: switched.Data.Token })).Code, '8001')
    assert.equal((await t.post(url, { EnterpriseId: 'abc' }, { token: again.Data.Token })).Code, '4000')
  })
})
