import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, setupFile } from './helper'

const t = setupFile()

test('GetSystemTime answers Shanghai time', async () => {
  const answer = await t.post('/b2b/Common/GetSystemTime')
  assert.equal(answer.Code, '0000')
  assert.match(answer.Data.Now, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/)
  assert.ok(Math.abs(answer.Data.Timestamp - Date.now()) < 5000)
  assert.equal(answer.Data.Today, answer.Data.Now.slice(0, 10))
})

test('GetConfig answers the app version and defaults', async () => {
  const answer = await t.post('/b2b/Common/GetConfig')
  assert.deepEqual(answer.Data, {
    Version: '8.15.00', VersionCode: 278, MinVersion: '8.15.00', DefaultPlatId: 1020, DefaultBookingMethod: 1, ServicePhone: '400-000-0000',
  })
  assert.equal((await t.post('/b2b/Common/GetConfig', 'x', { headers: { 'content-type': 'text/plain' } })).Code, '4000')
})

test('GetBanners: by platform before login, with the enterprise banners after', async () => {
  const anonymous = await t.post('/b2b/Common/GetBanners')
  assert.equal(anonymous.Code, '0000')
  assert.equal(anonymous.Data.Banners.length, 3)
  assert.ok(anonymous.Data.Banners.every((b: { ImageUrl: string }) => b.ImageUrl.startsWith('/server-assets/banners/')))
  const dossen = await t.post('/b2b/Common/GetBanners', {}, { headers: { PlatId: '1004' } })
  assert.deepEqual(dossen.Data.Banners.map((b: { Title: string }) => b.Title), ['东呈会员 商旅专享'])
  // A platform without its own banners shows the default platform's.
  assert.equal((await t.post('/b2b/Common/GetBanners', {}, { headers: { PlatId: '1001' } })).Data.Banners.length, 3)
  const employee = await t.post('/b2b/Common/GetBanners', {}, { token: await t.login(PHONE.employee) })
  assert.equal(employee.Data.Banners[0].Title, '星河智联 差旅制度 2026 版')
  // Enterprise B does not see enterprise A's banner.
  const other = await t.post('/b2b/Common/GetBanners', {}, { token: await t.login(PHONE.employeeB) })
  assert.ok(other.Data.Banners.every((b: { Title: string }) => !b.Title.includes('星河')))
  assert.equal((await t.post('/b2b/Common/GetBanners', { Position: 'nowhere' })).Code, '4000')
})

test('the banner images are served', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/server-assets/banners/travel.svg' })
  assert.equal(response.statusCode, 200)
  assert.match(response.headers['content-type'] as string, /svg/)
})

test('province, city and district lists', async () => {
  const provinces = (await t.post('/b2b/Common/GetProvinceList')).Data.Provinces
  assert.equal(provinces.length, 34)
  assert.deepEqual(provinces[0], { Code: '110000', Name: '北京市', ParentCode: '', Level: 1 })
  const cities = (await t.post('/b2b/Common/GetCityList', { ProvinceCode: '440000' })).Data.Cities
  assert.ok(cities.some((c: { Name: string }) => c.Name === '深圳市'))
  const districts = (await t.post('/b2b/Common/GetDistrictList', { CityCode: '440300' })).Data.Districts
  assert.ok(districts.some((d: { Name: string }) => d.Name === '南山区'))
  for (const province of provinces) {
    const list = (await t.post('/b2b/Common/GetCityList', { ProvinceCode: province.Code })).Data.Cities
    assert.ok(list.length > 0, `${province.Name} has cities`)
  }
  assert.equal((await t.post('/b2b/Common/GetCityList', { ProvinceCode: '990000' })).Code, '4004')
  assert.equal((await t.post('/b2b/Common/GetCityList', { ProvinceCode: 'abc' })).Msg, '省份格式不正确')
  assert.equal((await t.post('/b2b/Common/GetDistrictList', {})).Msg, '请填写城市')
})

test('identity types and nationalities', async () => {
  const types = (await t.post('/b2b/Common/GetIdentityTypeList')).Data.IdentityTypes
  assert.deepEqual(types[0], { Code: 1, Name: '身份证' })
  assert.ok(types.some((x: { Name: string }) => x.Name === '护照'))
  const nationalities = (await t.post('/b2b/Common/GetNationalityList')).Data.Nationalities
  assert.deepEqual(nationalities[0], { Code: 'CN', Name: '中国', EnName: 'China' })
  assert.ok(nationalities.length >= 40)
  assert.equal((await t.post('/b2b/Common/GetNationalityList', '{"a":')).Code, '4000')
})

test('DDGetLoginUrl: the enterprise with DingTalk gets its address, another is refused', async () => {
  const answer = await t.post('/b2b/Common/DDGetLoginUrl', { RedirectUri: 'https://h5.example.com/pages/dingding/login', EnterpriseId: '20001' })
  assert.equal(answer.Code, '0000')
  const url = new URL(answer.Data.LoginUrl)
  // No real DingTalk is configured: the simulated DingTalk login on this server (decision 0272).
  assert.equal(url.pathname, '/sso-sim/dingtalk/oauth2/auth')
  assert.equal(url.searchParams.get('redirect_uri'), 'https://h5.example.com/pages/dingding/login')
  assert.equal(url.searchParams.get('state'), '20001')
  assert.equal((await t.post('/b2b/Common/DDGetLoginUrl', { RedirectUri: 'https://a.b/c', EnterpriseId: '20002' })).Code, '4004')
  assert.equal((await t.post('/b2b/Common/DDGetLoginUrl', { RedirectUri: 'https://a.b/c', EnterpriseId: '999999' })).Code, '4004')
  assert.equal((await t.post('/b2b/Common/DDGetLoginUrl', { RedirectUri: 'javascript:alert(1)', EnterpriseId: '20001' })).Msg, '回调地址格式不正确')
})

test('GetPublicConfigValue: key as the spec spells it, Key too; suffixed by platform', async () => {
  assert.deepEqual((await t.post('/b2b/Common/GetPublicConfigValue', { key: 'CustomerServiceTeam' })).Data, { Key: 'CustomerServiceTeam', Value: 'cs-team-default' })
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { Key: 'CustomerServiceTeam1004' })).Data.Value, 'cs-team-dossen')
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { key: 'OnlineServiceAppKey' })).Code, '0000')
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { key: 'InternationalAirTicketCustomerServiceTeam' })).Code, '0000')
  // Every key the app asks for (chatConfig: the platform-suffixed group first) exists for every platform.
  const { rows } = await t.app.db.query<{ plat_id: number }>('select plat_id from platforms')
  for (const { plat_id: platId } of rows) {
    for (const key of [`CustomerServiceTeam${platId}`, `InternationalAirTicketCustomerServiceTeam${platId}`]) {
      const answer = await t.post('/b2b/Common/GetPublicConfigValue', { key })
      assert.equal(answer.Code, '0000', `${key}: ${answer.Msg}`)
    }
  }
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { key: 'CustomerServiceTeam1004' })).Data.Value, 'cs-team-dossen')
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { key: 'DatabasePassword' })).Code, '4004')
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', {})).Msg, '请填写配置项')
  assert.equal((await t.post('/b2b/Common/GetPublicConfigValue', { key: "x'; drop table accounts; --" })).Code, '4000')
})
