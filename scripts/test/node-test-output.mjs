// Reads a `node --test --test-reporter=spec` child's output line by line (server/test/run.mjs, tests/e2e/run.mjs):
// echoes each line with a prefix, and keeps the totals the reporter prints last (ℹ tests 12, ℹ pass 12, …).
import { createInterface } from 'node:readline'

/**
 * Follows the child's stdout and stderr; `onLine` sees every line too. Answers the totals object, filled as the
 * lines arrive: { tests, suites, pass, fail, cancelled, skipped, todo } (a total not printed stays undefined).
 */
export function followNodeTest(child, { prefix = '', onLine } = {}) {
  const totals = {}
  const read = (line) => {
    const total = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(line)
    if (total) totals[total[1]] = Number(total[2])
    onLine?.(line)
    console.log(`${prefix}${line}`)
  }
  createInterface({ input: child.stdout }).on('line', read)
  createInterface({ input: child.stderr }).on('line', read)
  return totals
}
