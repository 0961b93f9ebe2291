// Template databases for the server suite (issue 30). Creating a database, applying every migration and writing
// the seed costs 4–15 s a file; a copy of one prepared database costs well under a second. `server/test/run.mjs`
// prepares the template once a run (`prepareTemplate`), hands it to the test processes through the environment,
// and drops it afterwards; `helper.ts` gives every file its own copy (`copyOfTemplate`). Without the
// environment (a file run on its own with `node --test`) the helper builds a fresh database as before.
import { randomBytes } from 'node:crypto'
import { cp, rm } from 'node:fs/promises'
import pg from 'pg'
import { build as buildApp } from '../src/app'
import type { DbOptions } from '../src/db/index'

/** The environment that carries the template to the test processes. */
export const TEMPLATE_ENV = { pglite: 'TEST_PGLITE_TEMPLATE', postgres: 'TEST_PG_TEMPLATE' } as const

/** Databases made by the suite start with this prefix; a name carries the time it was made (base 36 ms). */
const PREFIX = 'tw_test_'

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`
  return parsed.toString()
}

const newName = (kind: 'tpl' | 'db') => `${PREFIX}${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Builds the app once on a new database (migrations, reference data, demo world) and closes it. */
async function migrateAndSeed(database: DbOptions, keep?: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const app = await buildApp({ database, h5Dir: null, rateLimitMax: false, orderJobs: false, logger: false })
  try {
    await keep?.(app)
  } finally {
    await app.close()
  }
}

/**
 * Prepares the template: on PGlite a data directory on disk at `dir` (a file's copy is that directory copied:
 * PGlite then reads the files it needs, where restoring a dumped tarball into memory unpacked all 51 MB of it,
 * about twice the CPU); on PostgreSQL (`databaseUrl`) a database on that server, copied with CREATE DATABASE …
 * TEMPLATE. Answers the value for TEMPLATE_ENV.
 */
export async function prepareTemplate(options: { databaseUrl?: string; dir: string }): Promise<string> {
  if (!options.databaseUrl) {
    await migrateAndSeed({ dataDir: options.dir })
    return options.dir
  }
  const url = options.databaseUrl
  await dropStale(url)
  const name = newName('tpl')
  await onServer(url, (client) => client.query(`create database ${name}`))
  try {
    await migrateAndSeed({ databaseUrl: withDatabase(url, name) })
  } catch (error) {
    await dropDatabase(url, name)
    throw error
  }
  return name
}

/** Drops a database of the suite, ending any connection left to it. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await onServer(url, (client) => client.query(`drop database if exists ${name} with (force)`))
}

/** Databases of runs that ended without dropping theirs (killed), made more than six hours ago. */
async function dropStale(url: string) {
  const { rows } = await onServer(url, (client) => client.query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%'`))
  for (const { datname } of rows) {
    const made = parseInt(datname.slice(PREFIX.length).split('_')[1] ?? '', 36)
    if (Number.isFinite(made) && Date.now() - made > 6 * 3600_000) await dropDatabase(url, datname).catch(() => undefined)
  }
}

/** A copy of the run's template for one test file, or undefined when the run prepared none. */
export async function copyOfTemplate(): Promise<{ database: DbOptions; drop(): Promise<void> } | undefined> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const dir = process.env[TEMPLATE_ENV.pglite]
    if (!dir) return undefined
    const copy = `${dir}-${randomBytes(6).toString('hex')}`
    await cp(dir, copy, { recursive: true })
    return { database: { dataDir: copy }, drop: () => rm(copy, { recursive: true, force: true }) }
  }
  const template = process.env[TEMPLATE_ENV.postgres]
  if (!template) return undefined
  const name = newName('db')
  await onServer(url, (client) => client.query(`create database ${name} template ${template}`))
  return { database: { databaseUrl: withDatabase(url, name) }, drop: () => dropDatabase(url, name) }
}
