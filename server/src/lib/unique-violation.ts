import { ApiError, conflict } from './errors'

/** PostgreSQL's unique_violation (SQLSTATE 23505); PGlite raises the same code, with the constraint's name. */
export const UNIQUE_VIOLATION = '23505'

/** Constraint or unique index name → the Chinese Msg of the 4009 a write answers when it loses a race on it. */
export type UniqueMessages = Readonly<Record<string, string>>

/** The Msg of a unique key no domain named a message for. */
export const DEFAULT_UNIQUE_MESSAGE = '该记录已存在，请勿重复提交'

/**
 * A write that lost a race on a unique key (two parallel requests passed the same "not yet there" check, and the
 * database let one of them in) as the business answer a sequential repeat gets: 4009 with the key's message.
 * Null for any other error. The envelope plugin applies it to every route (issue 31, item 13; decision 0530).
 */
export function uniqueConflict(error: unknown, messages: UniqueMessages): ApiError | null {
  if (error === null || typeof error !== 'object') return null
  const { code, constraint } = error as { code?: unknown; constraint?: unknown }
  if (code !== UNIQUE_VIOLATION) return null
  const message = typeof constraint === 'string' && Object.prototype.hasOwnProperty.call(messages, constraint) ? messages[constraint] : DEFAULT_UNIQUE_MESSAGE
  return conflict(message)
}

/** Every domain's messages in one table; a name claimed twice is a mistake in the domains. */
export function mergeUniqueMessages(domains: readonly { name: string; uniqueMessages?: UniqueMessages }[]): UniqueMessages {
  const merged: Record<string, string> = {}
  const owner = new Map<string, string>()
  for (const domain of domains) {
    for (const [name, message] of Object.entries(domain.uniqueMessages ?? {})) {
      const other = owner.get(name)
      if (other) throw new Error(`unique key ${name} has a message in both ${other} and ${domain.name}`)
      owner.set(name, domain.name)
      merged[name] = message
    }
  }
  return merged
}
