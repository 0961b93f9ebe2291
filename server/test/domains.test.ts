import assert from 'node:assert/strict'
import { test } from 'node:test'
import { domainFolders, loadDomains, orderDomains } from '../src/lib/load-domains'
import { migrationFiles } from '../src/db/migrate'
import { setupFile } from './helper'

const t = setupFile()

test('every folder of server/src/domains is loaded and contributes routes to the running app', async () => {
  const domains = await loadDomains()
  assert.deepEqual(domains.map((d) => d.name).sort(), domainFolders())
  const served = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`))
  for (const domain of domains) {
    const urls = t.app.domainRoutes.get(domain.name) ?? []
    assert.ok(urls.length > 0, `${domain.name} contributes no route`)
    for (const url of urls) assert.ok(served.has(url), `${domain.name}: ${url} is not served`)
  }
  assert.deepEqual([...t.app.domainRoutes.keys()].sort(), domainFolders())
})

test('domains are set up after the ones they name, and a cycle or an unknown name is refused', () => {
  const names = orderDomains([{ name: 'b', after: ['c'] }, { name: 'a' }, { name: 'c', after: ['a'] }]).map((d) => d.name)
  assert.deepEqual(names, ['a', 'c', 'b'])
  assert.throws(() => orderDomains([{ name: 'a', after: ['b'] }, { name: 'b', after: ['a'] }]), /depend on each other/)
  assert.throws(() => orderDomains([{ name: 'a', after: ['x'] }]), /unknown domain x/)
})

test('the migrations keep the names and the order a database migrated before the domains already recorded', async () => {
  const domains = await loadDomains()
  const files = await migrationFiles(domains.flatMap((d) => (d.migrationsDir ? [d.migrationsDir] : [])))
  const names = files.map((f) => f.name)
  for (const name of ['0001_schema.sql', '0002_reference_data.sql', '0050_feedback.sql', '0060_uploads.sql', '0100_hotel.sql', '0110_orders.sql', '0120_hotel_coupons.sql']) {
    assert.ok(names.includes(name), `${name} is missing`)
  }
  assert.deepEqual(names, [...names].sort())
  const { rows } = await t.app.db.query<{ name: string }>('select name from schema_migrations order by name')
  assert.deepEqual(rows.map((r) => r.name), names)
})
