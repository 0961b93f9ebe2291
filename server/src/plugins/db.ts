import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { createDb, type Db, type DbOptions } from '../db/index'
import { migrate, migrationFiles } from '../db/migrate'
import type { SeedStep } from '../lib/domain'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges interfaces
  interface FastifyInstance {
    db: Db
    /** Ready: the database answers and every migration of this build is applied (for /readyz). */
    isReady(): Promise<boolean>
  }
}

export type DbPluginOptions = {
  /** A ready database (tests share one per file); the app then leaves closing it to its owner. */
  db?: Db
  database?: DbOptions
  /** Create the demo world on first start (default true). */
  seed?: boolean
  /** The domains' migration folders. */
  migrationDirs: readonly string[]
  /** The domains' reference data, then their demo world, in domain order. */
  reference: readonly SeedStep[]
  demo: readonly SeedStep[]
}

/** Opens the database, applies the migrations and the seed, and closes it last when the app closes. */
async function dbPlugin(app: FastifyInstance, options: DbPluginOptions) {
  const owned = !options.db
  const db = options.db ?? (await createDb(options.database ?? {}))
  try {
    const applied = await migrate(db, options.migrationDirs)
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied')
    for (const step of options.reference) if (await step.run(db)) app.log.info(`${step.name} loaded`)
    if (options.seed !== false) for (const step of options.demo) if (await step.run(db)) app.log.info(`${step.name} seeded`)
  } catch (error) {
    if (owned) await db.close().catch(() => undefined)
    throw error
  }
  app.decorate('db', db)
  const expected = (await migrationFiles(options.migrationDirs)).map((file) => file.name)
  app.decorate('isReady', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations where name = any($1::text[])', [expected])
    return rows[0].n === expected.length
  })
  if (owned) app.addHook('onClose', async () => db.close())
}

export default fp(dbPlugin, { name: 'db' })
