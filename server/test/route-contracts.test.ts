// @database-independent: it reads the routes of an app built without seed, the same on either database, so it runs once (server/test/run.mjs).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { build } from '../src/app'
import { contractDrift } from '../src/lib/route'

/**
 * Issue 36, decision 0830: every route declares the schema of its answer's Data (`data` of post/get in
 * server/src/lib/route.ts, asserted the same as its types/api type beside it). These routes do not yet: the list
 * may only shrink. A route that declares its Data must leave it; a new route must declare its Data.
 */
const DATA_NOT_YET_DECLARED: readonly string[] = []

/** Routes that answer a page or bytes, not the {Code, Msg, Data} envelope: nothing to declare. */
const NOT_AN_ENVELOPE: readonly string[] = [
  'GET /healthz',
  'GET /readyz',
  'GET /car/provider/fare-rules',
  'GET /sso-sim/dingtalk/oauth2/auth',
  'GET /sso-sim/dingtalk/oauth2/consent',
  'GET /sso-sim/wechat/connect/oauth2/authorize',
  'GET /sso-sim/wechat/connect/oauth2/consent',
  'GET /waimai/provider/menu',
  'GET /waimai/provider/menu.js',
  'GET /tripwise-m-api/common/file/:id',
]

type Operation = { responses?: Record<string, { content?: Record<string, { schema: { properties: { Data?: Record<string, unknown> } } }> }> }

let app: FastifyInstance
before(async () => {
  app = await build({ seed: false, orderJobs: false, h5Dir: null })
})
after(async () => {
  await app?.close()
})

function routesByContract() {
  const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths
  const declared: string[] = []
  const undeclared: string[] = []
  const pages: string[] = []
  for (const route of app.apiRoutes) {
    const key = `${route.method} ${route.url}`
    const op = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
    assert.ok(op, `${key} is missing from the OpenAPI`)
    const json = op.responses?.['200']?.content?.['application/json']
    if (!json) pages.push(key)
    else if (Object.keys(json.schema.properties.Data ?? {}).some((k) => k !== 'description')) declared.push(key)
    else undeclared.push(key)
  }
  return { declared, undeclared, pages }
}

test('every route that answers the envelope declares its Data, but for the shrinking list of routes not yet done', () => {
  const { declared, undeclared, pages } = routesByContract()
  const newlyUndeclared = undeclared.filter((key) => !DATA_NOT_YET_DECLARED.includes(key))
  assert.deepEqual(newlyUndeclared, [], 'these routes declare no Data schema (add `data:` with its Assert<Same<...>> against types/api)')
  const nowDeclared = declared.filter((key) => DATA_NOT_YET_DECLARED.includes(key))
  assert.deepEqual(nowDeclared, [], 'these routes declare their Data now: remove them from DATA_NOT_YET_DECLARED')
  const unexpectedPages = pages.filter((key) => !NOT_AN_ENVELOPE.includes(key))
  assert.deepEqual(unexpectedPages, [], 'these routes declare no envelope answer at all')
  const known = new Set([...declared, ...undeclared, ...pages])
  assert.deepEqual([...DATA_NOT_YET_DECLARED, ...NOT_AN_ENVELOPE].filter((key) => !known.has(key)), [], 'listed routes that do not exist')
  assert.ok(declared.length > 0)
})

test('a declared Data is checked against what the handler returned: dropped properties and wrong types are named', () => {
  const schema = Type.Object({ Id: Type.String(), Count: Type.Integer(), Note: Type.Union([Type.String(), Type.Null()]), Extra: Type.Optional(Type.Boolean()) })
  assert.deepEqual(contractDrift(schema, { Id: '1', Count: 2, Note: null }), [])
  assert.deepEqual(contractDrift(schema, null), [])
  assert.deepEqual(contractDrift(schema, { Id: '1', Count: 2, Note: 'x', Extra: undefined }), [])
  assert.match(contractDrift(schema, { Id: '1', Count: 2, Note: null, Secret: 'kept by the handler' }).join(), /dropped: \/Secret/)
  assert.match(contractDrift(schema, { Id: 1, Count: 2, Note: null }).join(), /\/Id/)
  assert.match(contractDrift(schema, { Id: '1', Count: 2.5, Note: null }).join(), /\/Count/)
  assert.match(contractDrift(Type.Object({ Items: Type.Array(Type.Object({ A: Type.String() })) }), { Items: [{ A: 'a', B: 1 }] }).join(), /\/Items\/0\/B/)
})
