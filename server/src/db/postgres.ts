import pg from 'pg'
import type { Db, QueryResult, Queryable, Row } from './types'

const INT8 = 20
const DATE = 1082

/** Same value types as the PGlite implementation: bigint -> number, date -> 'YYYY-MM-DD'. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value)
    if (oid === DATE) return (value: string) => value
    return pg.types.getTypeParser(oid, format)
  },
}

type Client = pg.Pool | pg.PoolClient

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query<T>(sql, params as unknown[])
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length }
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql)
    },
  }
}

export type PostgresOptions = {
  connectionString: string
  /** Every connection works in this schema (tests get a fresh one per file). */
  schema?: string
  max?: number
  statementTimeoutMs?: number
  connectTimeoutMs?: number
}

export async function createPostgresDb(options: PostgresOptions): Promise<Db> {
  const settings = [
    ...(options.schema ? [`-c search_path=${options.schema}`] : []),
    // A runaway query is cancelled (57014, answered as a clear code) instead of holding a connection.
    `-c statement_timeout=${options.statementTimeoutMs ?? 15_000}`,
    '-c idle_in_transaction_session_timeout=30000',
  ]
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    types: typeParsers,
    options: settings.join(' '),
    // While the database is down, a request waits this long for a connection, then answers 服务繁忙.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  })
  pool.on('error', () => {
    // An idle client lost its connection: the pool replaces it; queries report their own errors.
  })
  await pool.query('select 1')
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      // The server ending a checked-out connection (restart, admin command) fails its query; the event
      // itself must not crash the process.
      let broken: Error | undefined
      const onError = (error: Error) => (broken = error)
      client.on('error', onError)
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        // A connection the rollback cannot use (the server restarted) is destroyed, not returned to the pool.
        await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError))
        throw error
      } finally {
        client.off('error', onError)
        client.release(broken)
      }
    },
    close: () => pool.end(),
  }
}
