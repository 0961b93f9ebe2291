// The steps of npm test (scripts/test/all.mjs), what each needs, and how its counts are read.
// cpu: the step's share of the machine in cores, as measured alone on 2 cores (server suite 1.8, H5 build 1.3,
// browser phase 0.8: its shards mostly wait on Chromium and the servers); postgres: 'shared' uses the machine's PostgreSQL, 'exclusive'
// restarts it (nothing else may use it meanwhile).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const node = process.execPath
const bin = (name) => `node_modules/.bin/${name}`
const json = (dir, name) => {
  const file = join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
}
const last = (text, re) => [...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].at(-1)

// In priority order: a step whose needs are met starts before the ones after it. The server suite and the H5
// build then the browser phase are the two longest chains, so they start first; resilience, which restarts
// PostgreSQL, waits until the server suite is done with it.
export const STEPS = [
  { name: 'build-h5', cmd: [node, bin('taro'), 'build', '--type', 'h5'], cpu: 1.5, tail: 3 },
  {
    name: 'server',
    cmd: [node, 'server/test/run.mjs', '--db=both'],
    cpu: 1.5,
    postgres: 'shared',
    counts: (_text, dir) => ['pglite', 'postgres']
      .map((db) => json(dir, `server-${db}.json`))
      .filter(Boolean)
      .map((r) => `${r.database}: ${r.files} files, ${r.tests} tests, ${r.fail} failed`)
      .join('; '),
  },
  {
    name: 'browser',
    needs: ['build-h5'],
    cmd: [node, 'tests/e2e/run.mjs', '--all'],
    cpu: 1,
    tail: 20,
    counts: (_text, dir) => {
      const r = json(dir, 'browser.json')
      if (!r) return ''
      return r.suites.map((s) => `${s.name}: ${s.tests} tests${s.fail ? `, ${s.fail} failed` : ''}${s.visits !== undefined ? `, ${s.visits} page visits` : ''}`).join('; ')
    },
  },
  { name: 'routes', cmd: [node, bin('tsx'), 'scripts/routes/generate.ts', '--check'], cpu: 0 },
  {
    // First the server domains' folder cycles and faces (scripts/server-domain-deps.mjs, decision 0910), then eslint
    // (its arguments are eslint's, so test:changed narrows them to the changed files).
    name: 'lint',
    cmd: ['sh', '-c', `${node} scripts/server-domain-deps.mjs --quiet && exec "$0" "$@"`, node, bin('eslint'), '--cache', '--cache-location', '.cache/eslint/', '--no-error-on-unmatched-pattern',
      'src/**/*.{ts,tsx}', 'domain/**/*.ts', 'types/**/*.ts', 'server/src/**/*.ts', 'server/test/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    cpu: 1,
  },
  // Incremental: a second run in the same checkout checks only what changed (.cache/tsc/).
  // Incremental: a second run in the same checkout checks only what changed (.cache/tsc/).
  { name: 'typecheck-app', cmd: [node, bin('tsc'), '-p', 'tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc/app.tsbuildinfo'], cpu: 1 },
  { name: 'typecheck-server', cmd: [node, bin('tsc'), '-p', 'server/tsconfig.json', '--noEmit', '--incremental', '--tsBuildInfoFile', '.cache/tsc/server.tsbuildinfo'], cpu: 1 },
  {
    name: 'unit',
    cmd: [node, bin('jest'), '--config', 'jest.config.js', '--json', '--outputFile=test-output/counts/jest.json'],
    cpu: 1.5,
    counts: (_text, dir) => {
      const r = json(dir, 'jest.json')
      return r ? `${r.numTotalTestSuites} suites, ${r.numTotalTests} tests, ${r.numFailedTests} failed` : ''
    },
  },
  {
    name: 'resilience',
    cmd: [node, bin('tsx'), 'scripts/resilience/run.ts'],
    cpu: 1.5,
    postgres: 'exclusive',
    tail: 24,
    counts: (text) => {
      const sent = last(text, /requests sent\s+(\d+)/)
      return sent ? `${sent[1]} requests; ${/every count that must be 0 is 0/.test(text) ? 'every must-be-0 count 0' : 'a count is not 0'}` : ''
    },
  },
  {
    name: 'entry',
    needs: ['build-h5'],
    cmd: [node, 'scripts/entry-size.mjs'],
    cpu: 0,
    tail: 2,
    counts: (text) => last(text, /^entry ([\d.]+ KB gzip)/gm)?.[1] ?? '',
  },
  { name: 'build-weapp', cmd: [node, bin('taro'), 'build', '--type', 'weapp'], cpu: 1.5, tail: 3 },
  { name: 'build-dd', needs: ['build-weapp'], cmd: [node, bin('taro'), 'build', '--type', 'dd'], cpu: 1.5, tail: 3 },
  // The mini-program journeys on both builds, headless (tests/mini: WeChat's wcc view, an AXML interpreter for
  // DingTalk, fake wx/dd on a fake clock, a server of their own each), then WeChat's code-quality check.
  {
    name: 'mini',
    needs: ['build-weapp', 'build-dd'],
    cmd: [node, 'tests/mini/run.mjs'],
    cpu: 1,
    tail: 30,
    counts: (_text, dir) => {
      const r = json(dir, 'mini.json')
      if (!r) return ''
      const targets = r.targets.map((t) => `${t.target}: ${t.tests} tests${t.fail ? `, ${t.fail} failed` : ''}`).join('; ')
      return r.quality ? `${targets}; code quality ${r.quality.problems} problems` : targets
    },
  },
  {
    name: 'size',
    needs: ['build-weapp', 'build-dd'],
    cmd: ['sh', '-c', `${node} scripts/size-check.mjs && ${node} ${bin('tsx')} scripts/app-json-check.ts weapp dd`],
    cpu: 0,
    tail: 30,
    counts: (text) => [...text.matchAll(/^total\s+([\d.]+ KB)/gm)].map((m, i) => `${['weapp', 'dd'][i]} ${m[1]}`).join(', '),
  },
]
