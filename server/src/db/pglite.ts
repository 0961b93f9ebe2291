import { mkdirSync } from 'node:fs'
import { PGlite, types } from '@electric-sql/pglite'
import type { Db, QueryResult, Queryable, Row } from './types'

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'>

const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.DATE]: (value: string) => value,
}

function wrap(target: PGliteQueryable): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as unknown[])
      // PGlite reports affectedRows 0 for a SELECT: count the rows it returned.
      return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) }
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql)
    },
  }
}

/** Embedded PostgreSQL: `dataDir` on disk, or in memory when it is undefined. */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(dataDir, { parsers })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
