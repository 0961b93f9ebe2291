export type Row = Record<string, unknown>

export type QueryResult<T extends Row = Row> = { rows: T[]; rowCount: number }

/** What repositories need: parameterised SQL ($1, $2...), and multi-statement SQL for migrations. */
export type Queryable = {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>
  exec(sql: string): Promise<void>
}

/**
 * The data layer: PGlite (embedded) or a PostgreSQL server, the same SQL on both. Dates (`date`) come back
 * as 'YYYY-MM-DD' strings, bigint as number, timestamptz as Date, on both implementations.
 */
export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
