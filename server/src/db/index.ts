import { createPgliteDb } from './pglite'
import { createPostgresDb } from './postgres'
import type { Db } from './types'

export type DbOptions = {
  /** A PostgreSQL server; else embedded PGlite. */
  databaseUrl?: string
  /** PostgreSQL: work in this schema (tests use a fresh one per file). */
  schema?: string
  /** PGlite: keep the data under this folder; in memory when omitted. */
  dataDir?: string
}

export function createDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? createPostgresDb({
        connectionString: options.databaseUrl,
        schema: options.schema,
        statementTimeoutMs: process.env.STATEMENT_TIMEOUT_MS ? Number(process.env.STATEMENT_TIMEOUT_MS) : undefined,
        connectTimeoutMs: process.env.DB_CONNECT_TIMEOUT_MS ? Number(process.env.DB_CONNECT_TIMEOUT_MS) : undefined,
      })
    : createPgliteDb(options.dataDir)
}

export type { Db, Queryable, Row } from './types'
