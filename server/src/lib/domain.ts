import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Db } from '../db/types'
import type { UniqueMessages } from './unique-violation'

/**
 * The channels a domain may bring (its simulated supplier, gateway...). Each domain adds its own by module
 * augmentation, so `build({ hotelSupplier })` is typed without app.ts knowing the domain.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging is the point
export interface DomainChannels {}

/** A seed step: answers true when it wrote something (logged), false when it was there already. */
export type SeedStep = { name: string; run: (db: Db) => Promise<boolean> }

/** A job the server runs every `everySeconds` while it is up (one run at a time). */
export type DomainJob = { name: string; everySeconds: number; run: (app: FastifyInstance) => Promise<void> }

/**
 * One business domain of the server, found by scanning server/src/domains/<name>/index.ts (decision 0102).
 * Its SQL migrations are the files of <name>/migrations/, applied in file-name order with every other domain's.
 */
export type ServerDomain = {
  name: string
  /** Domains to set up (and seed) before this one. */
  after?: readonly string[]
  /** Decorates the app with the domain's channels: the caller's, else the simulated ones. Runs before any route. */
  provide?: (app: FastifyInstance, channels: Partial<DomainChannels>) => void | Promise<void>
  /** Reference data every database needs (catalogues), run on every start. */
  reference?: readonly SeedStep[]
  /** The demo world, run on start unless seeding is off. */
  demo?: readonly SeedStep[]
  routes: readonly FastifyPluginAsync[]
  jobs?: readonly DomainJob[]
  /**
   * The Msg of the 4009 answered when a write loses a race on one of the domain's unique constraints or indexes
   * (by name, as PostgreSQL names it); others answer a generic 4009 (lib/unique-violation.ts).
   */
  uniqueMessages?: UniqueMessages
}

export const defineDomain = (domain: ServerDomain): ServerDomain => domain
