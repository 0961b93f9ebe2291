/** Prints how many spec routes are live (have a screen), in all and per domain. */
import { routes } from '../../src/routes/catalog'

const byDomain = new Map<string, { live: number; total: number }>()
for (const route of routes) {
  const row = byDomain.get(route.domain) ?? { live: 0, total: 0 }
  row.total += 1
  if (route.isLive) row.live += 1
  byDomain.set(route.domain, row)
}
const width = Math.max(...[...byDomain.keys()].map((d) => d.length), 6)
console.log(`${'domain'.padEnd(width)}  live / total`)
for (const [domain, { live, total }] of [...byDomain.entries()].sort()) {
  console.log(`${domain.padEnd(width)}  ${String(live).padStart(4)} / ${total}`)
}
const live = routes.filter((r) => r.isLive).length
console.log(`live routes: ${live} / ${routes.length}`)
if (process.argv.includes('--list')) {
  for (const route of routes.filter((r) => r.isLive)) console.log(`  ${route.path}  ->  ${route.screen}${route.variant ? ` (${route.variant})` : ''}`)
}
