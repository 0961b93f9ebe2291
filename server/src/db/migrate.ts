import { readdir, readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Db } from './types'

/** Any constant: processes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_203_114

/**
 * The SQL files of every domain's migrations folder, in file-name order across folders (names are unique and
 * numbered: a database migrated before the files moved into domains records the same names, decision 0102).
 */
export async function migrationFiles(dirs: readonly string[]): Promise<{ name: string; path: string }[]> {
  const files: { name: string; path: string }[] = []
  for (const dir of dirs) {
    for (const name of await readdir(dir)) if (name.endsWith('.sql')) files.push({ name, path: `${dir}${name}` })
  }
  const seen = new Map<string, string>()
  for (const file of files) {
    const other = seen.get(file.name)
    if (other) throw new Error(`two migrations named ${file.name}: ${other} and ${file.path}`)
    seen.set(file.name, file.path)
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * Applies the migration files not yet recorded in schema_migrations (by file name), all in one transaction under
 * an advisory lock (PostgreSQL DDL is transactional: a failed start changes nothing).
 */
export async function migrate(db: Db, dirs: readonly string[]): Promise<string[]> {
  const files = await migrationFiles(dirs)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`)
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name))
    const applied: string[] = []
    for (const file of files) {
      if (done.has(file.name)) continue
      await tx.exec(await readFile(file.path, 'utf8'))
      await tx.query('insert into schema_migrations (name) values ($1)', [basename(file.path)])
      applied.push(file.name)
    }
    return applied
  })
}
