import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, PROBES, expireToken, isPage, setupFile } from './helper'

const t = setupFile()

test('every route that needs login answers 8000 without a token and 8001 after logout or expiry', async () => {
  const routes = t.app.apiRoutes.filter((r) => r.auth === 'required')
  assert.ok(routes.length >= 25, `only ${routes.length} routes need login`)
  const loggedOut = await t.login(PHONE.manager)
  await t.post('/b2b/Customer/LoginOut', {}, { token: loggedOut })
  const expired = await t.login(PHONE.employeeB)
  await expireToken(t.app, expired)
  for (const route of routes) {
    const send = (token?: string) => t.app.inject({ method: route.method as 'POST', url: route.url, payload: {}, headers: token ? { token } : {} })
    assert.deepEqual((await send()).json(), { Code: '8000', Msg: '请先登录', Data: null }, route.url)
    assert.equal((await send(loggedOut)).json().Code, '8001', `${route.url} logged out`)
    assert.equal((await send(expired)).json().Code, '8001', `${route.url} expired`)
  }
})

test('every route answers 4000 to a body that is not a JSON object, and to a wrongly typed field', async () => {
  const token = await t.login(PHONE.employee)
  // Probes, and a GET without query fields (cashback balance, dossen reward total), take no input to get wrong.
  for (const route of t.app.apiRoutes.filter((r) => !PROBES.includes(r.url) && !(r.method === 'GET' && r.bodyKeys.length === 0))) {
    const options = route.method === 'GET'
      ? { method: 'GET' as const, url: `${route.url}?${route.bodyKeys[0]}=%5B%5D` }
      : { method: 'POST' as const, url: route.url, payload: '[1,2,3]', headers: { 'content-type': 'application/json' } }
    const response = await t.app.inject({ ...options, headers: { ...options.headers, token }, remoteAddress: t.ip() })
    // The simulated providers' own pages (DingTalk login, takeout menu) answer a page, never a 5xx.
    if (isPage(response)) {
      assert.ok(response.statusCode < 500, `${route.url} HTTP ${response.statusCode}`)
      continue
    }
    const answer = response.json()
    assert.equal(answer.Code, '4000', `${route.method} ${route.url}: ${answer.Msg}`)
    if (route.method === 'POST' && route.bodyKeys.length > 0) {
      const wrong = Object.fromEntries(route.bodyKeys.map((key) => [key, { nested: [] }]))
      const typed = (await t.app.inject({ method: 'POST', url: route.url, payload: wrong, headers: { token }, remoteAddress: t.ip() })).json()
      assert.equal(typed.Code, '4000', `${route.url} with objects for fields: ${typed.Msg}`)
    }
  }
})

test('public routes answer without a token', async () => {
  const routes = t.app.apiRoutes.filter((r) => r.auth !== 'required')
  for (const route of routes) {
    const response = await t.app.inject({ method: route.method as 'POST', url: route.url, payload: route.method === 'GET' ? undefined : {}, remoteAddress: t.ip() })
    if (isPage(response)) continue
    assert.ok(!['8000', '8001'].includes(response.json().Code), route.url)
  }
})
