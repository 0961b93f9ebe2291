// @database-independent: the same on either database, so it runs once (server/test/run.mjs).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import { apiDocs } from '../src/lib/api-docs'
import { PROBES, setupFile } from './helper'

const t = setupFile()

test('docs/api/openapi.json and README.md are what the routes generate (npm run docs:api)', async () => {
  const { files } = await apiDocs()
  for (const [path, text] of Object.entries(files)) {
    assert.equal(readFileSync(path, 'utf8'), text, `${path} is stale: run npm run docs:api`)
  }
})

test('every API route is in the OpenAPI with its module, login, Body and Data lines and the envelope as its answer', async () => {
  const { document } = await apiDocs()
  const paths = document.paths as Record<string, Record<string, { tags?: string[]; summary?: string; description?: string; security?: unknown[]; responses?: Record<string, unknown> }>>
  for (const route of t.app.apiRoutes) {
    const op = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()]
    assert.ok(op, `${route.method} ${route.url} missing from the OpenAPI`)
    assert.ok(op.tags?.[0], `${route.url} has no module`)
    if (!PROBES.includes(route.url)) assert.ok(route.url.startsWith(`/${op.tags[0]}/`), `${route.url} is not under its module ${op.tags[0]}`)
    assert.ok(op.summary && op.description, `${route.url} has no Body/Data lines`)
    assert.ok(Array.isArray(op.security), `${route.url} has no login mode`)
    assert.ok(op.responses?.['200'], `${route.url} has no response schema`)
  }
})
