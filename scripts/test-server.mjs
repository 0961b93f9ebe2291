#!/usr/bin/env node
// Runs the server suite on a fresh embedded PGlite, then the same suite on a real PostgreSQL server:
// DATABASE_URL if set, else the machine's 127.0.0.1:5432/test (skipped, loudly, only if unreachable and
// TEST_REQUIRE_PG is not set).
import { spawnSync } from 'node:child_process'
import pg from 'pg'

const run = (label, env) => {
  console.log(`\n--- server tests on ${label} ---`)
  const result = spawnSync(process.execPath, ['server/test/run.mjs'], { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const { DATABASE_URL, ...rest } = process.env
run('embedded PGlite', rest)

const url = DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
try {
  await client.connect()
  await client.end()
} catch (error) {
  const message = `PostgreSQL at ${url} unreachable (${error.message})`
  if (process.env.TEST_REQUIRE_PG || process.env.CI) { console.error(message); process.exit(1) }
  console.warn(`${message}: skipping the PostgreSQL run`)
  process.exit(0)
}
run(`PostgreSQL ${url}`, { ...rest, DATABASE_URL: url })
