import assert from 'node:assert/strict'
import { test } from 'node:test'
import { DEMO_PASSWORD, MEMBER, PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const host = 'app.example.test'

/** Walks the simulated DingTalk login as the in-app browser would: LoginUrl, consent of one staff member, authCode back. */
async function dingTalkCode(phone: string): Promise<{ code: string; state: string }> {
  const redirect = `http://${host}/pages/loginAndRegister/redirectPage/redirectPage`
  const answer = await t.app.inject({ method: 'POST', url: '/b2b/Common/DDGetLoginUrl', payload: { RedirectUri: redirect, EnterpriseId: '20001' }, headers: { host } })
  const loginUrl = new URL(answer.json().Data.LoginUrl)
  const page = await t.app.inject({ method: 'GET', url: `${loginUrl.pathname}${loginUrl.search}`, headers: { host } })
  assert.equal(page.statusCode, 200)
  assert.match(page.body, /钉钉授权登录/)
  const href = [...page.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&#38;/g, '&')).find((h) => h.includes(`mobile=${phone}`))
  assert.ok(href, `the consent page lists ${phone}`)
  const consent = await t.app.inject({ method: 'GET', url: href, headers: { host } })
  assert.equal(consent.statusCode, 302)
  const back = new URL(String(consent.headers.location))
  assert.equal(back.pathname, '/pages/loginAndRegister/redirectPage/redirectPage')
  return { code: String(back.searchParams.get('authCode')), state: String(back.searchParams.get('state')) }
}

test('DingTalk in-app browser: LoginUrl, consent, authCode back, DDLogin signs the staff member in once', async () => {
  const { code, state } = await dingTalkCode(PHONE.employee)
  assert.equal(state, '20001')
  const login = await t.post('/b2b/Customer/DDLogin', { AuthCode: code, EnterpriseId: state }, { ip: t.ip() })
  assert.equal(login.Code, '0000', login.Msg)
  assert.deepEqual([login.Data.MemberId, login.Data.EnterpriseId], [String(MEMBER.employee), '20001'])
  const info = await t.post('/b2b/Customer/GetCustomerInfo', {}, { token: login.Data.Token })
  assert.equal(info.Data.MemberName, '张伟')
  // The code is single-use.
  assert.deepEqual(await t.post('/b2b/Customer/DDLogin', { AuthCode: code }, { ip: t.ip() }), { Code: '4001', Msg: '钉钉授权已失效，请重新进入', Data: null })
})

test('DingTalk: an expired code, a made-up code, another corp and bad bodies are refused', async () => {
  const { code } = await dingTalkCode(PHONE.approver)
  await t.app.db.query(`update sso_codes set expires_at = now() - interval '1 second' where code = $1`, [code])
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: code }, { ip: t.ip() })).Msg, '钉钉授权已失效，请重新进入')
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: 'made-up' }, { ip: t.ip() })).Code, '4001')
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: '[]' }, { ip: t.ip() })).Msg, '授权码格式不正确')
  const fresh = await dingTalkCode(PHONE.approver)
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: fresh.code, CorpId: 'dingother' }, { ip: t.ip() })).Msg, '钉钉授权与企业不一致，请从企业工作台重新进入')
  assert.equal((await t.post('/b2b/Customer/DDLogin', {}, { ip: t.ip() })).Code, '4000')
  // The consent page never sends the code to another site.
  const away = await t.app.inject({
    method: 'GET',
    url: '/sso-sim/dingtalk/oauth2/consent?redirect_uri=https%3A%2F%2Fevil.example%2Fx&state=20001&corpId=dingdemo20001&mobile=13800000001',
    headers: { host },
  })
  assert.equal(away.json().Code, '4000')
})

test('DingTalk mini-program: dd.getAuthCode for a corp whose person is not staff answers 4003; an enterprise without DingTalk 4004', async () => {
  await assert.rejects(t.app.sso.dingtalk.exchange('x'), /钉钉授权已失效/)
  const issue = (t.app.sso.dingtalk as unknown as { issue: (i: { subject: string; corpId: string; mobile: string }) => Promise<string> }).issue
  const stranger = await issue({ subject: 'dd-x', corpId: 'dingdemo20001', mobile: PHONE.employeeB })
  assert.deepEqual(await t.post('/b2b/Customer/DDLogin', { AuthCode: stranger, CorpId: 'dingdemo20001' }, { ip: t.ip() }), {
    Code: '4003', Msg: '您还不是该企业的差旅用户，请联系企业管理员开通', Data: null,
  })
  const noCorp = await issue({ subject: 'dd-y', corpId: 'dingnobody', mobile: PHONE.employee })
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: noCorp }, { ip: t.ip() })).Code, '4004')
  const staff = await issue({ subject: 'dd-z', corpId: 'dingdemo20001', mobile: PHONE.finance })
  const login = await t.post('/b2b/Customer/DDLogin', { AuthCode: staff, CorpId: 'dingdemo20001' }, { ip: t.ip() })
  assert.equal(login.Data.MemberId, String(MEMBER.finance))
  // Another enterprise id than the corp's is refused.
  const wrongEnterprise = await issue({ subject: 'dd-z', corpId: 'dingdemo20001', mobile: PHONE.finance })
  assert.equal((await t.post('/b2b/Customer/DDLogin', { AuthCode: wrongEnterprise, EnterpriseId: '20002' }, { ip: t.ip() })).Code, '4004')
})

test('WeChat: an unbound code gives a ticket; a wrong password keeps it; binding signs in; the next code signs in directly; unbind', async () => {
  const issue = (t.app.sso.wechat as unknown as { issue: (i: { subject: string; corpId: string; mobile: string }) => Promise<string> }).issue
  const first = await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${await issue({ subject: 'openid-1', corpId: '', mobile: '' })}`)
  assert.equal(first.Code, '0000', first.Msg)
  assert.deepEqual([first.Data.IsBind, first.Data.Session], [false, null])
  const ticket = first.Data.BindTicket
  const bind = '/tripwise-m-api/wechatMp/bindMember'
  assert.deepEqual(await t.post(bind, { BindTicket: ticket, Phone: PHONE.approver, Password: 'wrong-pass1' }, { ip: t.ip() }), { Code: '4001', Msg: '手机号或密码错误', Data: null })
  assert.equal((await t.post(bind, { BindTicket: ticket, Phone: '123', Password: 'x' }, { ip: t.ip() })).Msg, '手机号格式不正确')
  const bound = await t.post(bind, { BindTicket: ticket, Phone: PHONE.approver, Password: DEMO_PASSWORD }, { ip: t.ip() })
  assert.equal(bound.Code, '0000', bound.Msg)
  assert.equal(bound.Data.MemberId, String(MEMBER.approver))
  assert.equal((await t.post(bind, { BindTicket: ticket, Phone: PHONE.approver, Password: DEMO_PASSWORD }, { ip: t.ip() })).Msg, '绑定已超时，请重新进入')

  const code = await issue({ subject: 'openid-1', corpId: '', mobile: '' })
  const again = await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${code}`)
  assert.deepEqual([again.Data.IsBind, again.Data.Session.MemberId], [true, String(MEMBER.approver)])
  assert.equal((await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${code}`)).Msg, '微信授权已失效，请重新进入')

  await assertAuthRequired(t, '/tripwise-m-api/wechatMp/unBindMember')
  const unbound = await t.post('/tripwise-m-api/wechatMp/unBindMember', {}, { token: again.Data.Session.Token })
  assert.deepEqual(unbound.Data, { Unbound: true })
  const after = await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${await issue({ subject: 'openid-1', corpId: '', mobile: '' })}`)
  assert.equal(after.Data.IsBind, false)
  const token = await t.get(`/tripwise-m-api/wechatMp/getMemberToken?BindTicket=${after.Data.BindTicket}`)
  assert.deepEqual([token.Code, token.Msg], ['4004', '该微信尚未绑定账号'])
})

/** Walks the simulated WeChat OAuth as WeChat's in-app browser would: the AuthorizeUrl, a WeChat user, code back. */
async function wechatOAuthCode(pick: (label: string) => boolean): Promise<{ code: string; state: string }> {
  const redirect = `http://${host}/pages/loginAndRegister/redirectPage/redirectPage`
  const answer = await t.app.inject({ method: 'GET', url: `/tripwise-m-api/wechatMp/getOAuthUrl?RedirectUri=${encodeURIComponent(redirect)}`, headers: { host } })
  const authorize = new URL(answer.json().Data.AuthorizeUrl)
  assert.equal(authorize.searchParams.get('scope'), 'snsapi_base')
  assert.equal(authorize.hash, '#wechat_redirect')
  const page = await t.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}`, headers: { host } })
  assert.equal(page.statusCode, 200)
  assert.match(page.body, /微信网页授权/)
  const links = [...page.body.matchAll(/href="([^"]+)">([^<]+)</g)].map((m) => ({ href: m[1].replace(/&#38;/g, '&'), label: m[2] }))
  const chosen = links.find((l) => pick(l.label))
  assert.ok(chosen, 'the page offers the WeChat user')
  const consent = await t.app.inject({ method: 'GET', url: chosen.href, headers: { host } })
  assert.equal(consent.statusCode, 302)
  const back = new URL(String(consent.headers.location))
  assert.equal(back.pathname, '/pages/loginAndRegister/redirectPage/redirectPage')
  return { code: String(back.searchParams.get('code')), state: String(back.searchParams.get('state')) }
}

test("WeChat's in-app browser: OAuth code, bind once, then the bound WeChat signs in directly; codes single-use", async () => {
  const fresh = await wechatOAuthCode((label) => label === '新的微信用户')
  assert.equal(fresh.state, 'wechat')
  const first = await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${fresh.code}`)
  assert.equal(first.Data.IsBind, false)
  assert.equal((await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${fresh.code}`)).Msg, '微信授权已失效，请重新进入')
  const bound = await t.post('/tripwise-m-api/wechatMp/bindMember', { BindTicket: first.Data.BindTicket, Phone: PHONE.finance, Password: DEMO_PASSWORD }, { ip: t.ip() })
  assert.equal(bound.Code, '0000', bound.Msg)
  const again = await wechatOAuthCode((label) => label.startsWith('已绑定的微信用户') && label.includes(PHONE.finance.slice(-4)))
  const signedIn = await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${again.code}`)
  assert.deepEqual([signedIn.Data.IsBind, signedIn.Data.Session.MemberId], [true, String(MEMBER.finance)])
  await t.app.db.query(`update sso_codes set expires_at = now() - interval '1 second' where kind = 'wechat' and used_at is null`)
  const late = await wechatOAuthCode((label) => label === '新的微信用户')
  await t.app.db.query(`update sso_codes set expires_at = now() - interval '1 second' where code = $1`, [late.code])
  assert.equal((await t.get(`/tripwise-m-api/wechatMp/getMember-by-code?code=${late.code}`)).Msg, '微信授权已失效，请重新进入')
  const elsewhere = await t.app.inject({ method: 'GET', url: `/tripwise-m-api/wechatMp/getOAuthUrl?RedirectUri=${encodeURIComponent('javascript:alert(1)')}`, headers: { host } })
  assert.notEqual(elsewhere.json().Code, '0000')
  const foreign = await t.app.inject({ method: 'GET', url: `/sso-sim/wechat/connect/oauth2/consent?redirect_uri=${encodeURIComponent('https://evil.example/x')}&state=wechat&openid=o1`, headers: { host } })
  assert.notEqual(foreign.statusCode, 302)
})
