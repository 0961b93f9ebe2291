import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './types'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
/** Any constant: processes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_203_114

/**
 * Applies the plain SQL files of migrations/ in name order, each recorded in schema_migrations, all in one
 * transaction under an advisory lock (PostgreSQL DDL is transactional: a failed start changes nothing).
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort()
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name))
    const applied: string[] = []
    for (const name of files) {
      if (done.has(name)) continue
      await tx.exec(await readFile(`${MIGRATIONS_DIR}${name}`, 'utf8'))
      await tx.query('insert into schema_migrations (name) values ($1)', [name])
      applied.push(name)
    }
    return applied
  })
}
