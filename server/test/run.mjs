#!/usr/bin/env node
// Runs the server suite with node:test through tsx: `node server/test/run.mjs [name-filter...]`.
// Each test file gets a fresh database: PGlite in memory, or a new schema on DATABASE_URL.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  // The long fuzz shares first, so that the short files fill the other worker meanwhile.
  .sort((a, b) => Number(b.startsWith('fuzz')) - Number(a.startsWith('fuzz')) || a.localeCompare(b))
  .map((name) => relative(root, join(here, name)))

if (files.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}

const concurrency = Math.max(2, Math.min(4, availableParallelism()))
console.log(`server tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${files.length} files, concurrency ${concurrency}`)
const started = Date.now()
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', `--test-concurrency=${concurrency}`, '--test-timeout=1800000', ...files],
  { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'test' } },
)
console.log(`server tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s`)
process.exit(result.status ?? 1)
