import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerDomain } from './domain'

export const DOMAINS_DIR = fileURLToPath(new URL('../domains/', import.meta.url))
/** index.ts under tsx; index.js once compiled to server/dist (scripts/build-server.mjs). */
const INDEX_FILE = import.meta.url.endsWith('.js') ? 'index.js' : 'index.ts'

export type LoadedDomain = ServerDomain & { dir: string; migrationsDir: string | null }

/** The folders of domains/ that hold an index.ts: every one is a domain (a folder without one is an error). */
export function domainFolders(dir = DOMAINS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Puts every domain after the ones it names in `after` (then by name); refuses unknown names and cycles. */
export function orderDomains<D extends { name: string; after?: readonly string[] }>(domains: D[]): D[] {
  const byName = new Map(domains.map((d) => [d.name, d]))
  const ordered: D[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (domain: D, path: string[]) => {
    if (state.get(domain.name) === 'done') return
    if (state.get(domain.name) === 'visiting') throw new Error(`domains depend on each other: ${[...path, domain.name].join(' -> ')}`)
    state.set(domain.name, 'visiting')
    for (const name of domain.after ?? []) {
      const before = byName.get(name)
      if (!before) throw new Error(`domain ${domain.name} comes after unknown domain ${name}`)
      visit(before, [...path, domain.name])
    }
    state.set(domain.name, 'done')
    ordered.push(domain)
  }
  for (const domain of [...domains].sort((a, b) => a.name.localeCompare(b.name))) visit(domain, [])
  return ordered
}

/** Imports server/src/domains/<name>/index.ts of every folder; the folder name is the domain's name. */
export async function loadDomains(dir = DOMAINS_DIR): Promise<LoadedDomain[]> {
  const loaded: LoadedDomain[] = []
  for (const name of domainFolders(dir)) {
    const folder = `${dir}${name}/`
    const index = `${folder}${INDEX_FILE}`
    if (!existsSync(index)) throw new Error(`domain folder ${name} has no ${INDEX_FILE}`)
    const domain = ((await import(pathToFileURL(index).href)) as { default?: ServerDomain }).default
    if (!domain || domain.name !== name) throw new Error(`domains/${name}/index.ts must export default defineDomain({ name: '${name}', ... })`)
    const migrationsDir = existsSync(`${folder}migrations`) ? `${folder}migrations/` : null
    loaded.push({ ...domain, dir: folder, migrationsDir })
  }
  return orderDomains(loaded)
}
