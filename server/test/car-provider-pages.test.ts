import assert from 'node:assert/strict'
import { test } from 'node:test'
import { setupFile } from './helper'

const t = setupFile()

test('the ride provider serves its fare rules page without a login, from the same rules as the estimate', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/car/provider/fare-rules' })
  assert.equal(page.statusCode, 200)
  assert.match(String(page.headers['content-type']), /text\/html/)
  assert.match(page.body, /<th>经济型<\/th><td>¥13\.00<\/td><td>¥2\.30\/公里<\/td><td>¥0\.40\/分钟<\/td>/)
  assert.match(page.body, /收取取消费¥5\.00/)
  assert.doesNotMatch(page.body, /<script/)
})
