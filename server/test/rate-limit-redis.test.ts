import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { test } from 'node:test'
import { build } from './helper'

test('RATE_LIMIT_STORE=redis: the per-IP limit and countHit live in Redis, shared by every process', async (t) => {
  const app = await build(t, { rateLimitStore: 'redis', rateLimitMax: 5, orderJobs: false })
  const ip = `10.250.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
  const codes: string[] = []
  for (let i = 0; i < 6; i += 1) codes.push((await app.post('/b2b/Common/GetSystemTime', {}, { ip })).Code)
  assert.deepEqual(codes, ['0000', '0000', '0000', '0000', '0000', '4029'])

  const key = `redis-test:${randomBytes(6).toString('hex')}`
  assert.equal(await app.app.countHit(key, 60_000), 1)
  assert.equal(await app.app.countHit(key, 60_000), 2)
  // A second app (another process) sees the same counter.
  const other = await build(t, { rateLimitStore: 'redis', orderJobs: false })
  assert.equal(await other.app.countHit(key, 60_000), 3)
})
