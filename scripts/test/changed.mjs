#!/usr/bin/env node
// npm run test:changed: the tests a change can affect, for the inner loop (issue 30). `npm test` stays the proof.
//   node scripts/test/changed.mjs [--since=<ref>] [--dry-run]
// The change is every file that differs from <ref> (default: where HEAD left origin/main, else main, else HEAD),
// committed or not, plus untracked files. It runs, side by side where they may:
//   lint            eslint on the changed files it covers
//   typecheck-*     the TypeScript project(s) the files belong to, incrementally (.cache/tsc/)
//   unit            jest --changedSince=<ref>: the suites that import a changed file
//   server          the server test files of each changed server domain (by name, or importing from it), on
//                   PGlite and PostgreSQL; all of them when the shared server code changed (lib, plugins, db,
//                   app, the test helper)
//   browser         the journeys of each changed feature (src/features/<f> → tests/e2e/*<f>*.e2e.mjs), after
//                   an H5 build (webpack's cache makes a rebuild short); changed journeys themselves
// and prints the same table as npm test.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { STEPS } from './steps.mjs'

const root = new URL('../../', import.meta.url).pathname
process.chdir(root)
const args = process.argv.slice(2)
const git = (...a) => execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
const tryGit = (...a) => {
  try {
    return git(...a)
  } catch {
    return ''
  }
}

const since = args.find((a) => a.startsWith('--since='))?.slice('--since='.length)
  ?? ['origin/main', 'main'].map((ref) => tryGit('merge-base', 'HEAD', ref)).find(Boolean)
  ?? 'HEAD'
const changed = [...new Set([
  ...tryGit('diff', '--name-only', since).split('\n'),
  ...tryGit('ls-files', '--others', '--exclude-standard').split('\n'),
])].filter((f) => f && existsSync(f))

/** A name reduced for matching: 'travel-apply', 'travelApply' and 'travel_apply' are the same; a plural s goes. */
export const key = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/s$/, '')

const serverTests = readdirSync('server/test').filter((f) => f.endsWith('.test.ts'))
const e2eTests = readdirSync('tests/e2e').filter((f) => f.endsWith('.e2e.mjs'))
const SHARED_SERVER = /^server\/(src\/(lib|plugins|db)\/|src\/(app|server)\.ts$|test\/(helper|template|run|prepare-template)\.|package\.json$)|^types\/api\//

const serverDomains = new Set()
let allServer = false
const features = new Set()
const journeys = new Set()
for (const file of changed) {
  const domain = /^server\/src\/domains\/([^/]+)\//.exec(file)?.[1]
  if (domain) serverDomains.add(domain)
  if (SHARED_SERVER.test(file)) allServer = true
  if (/^server\/test\/.+\.test\.ts$/.test(file)) serverDomains.add(`file:${file.split('/').at(-1)}`)
  const fixture = /^server\/test\/(.+)-fixtures\.ts$/.exec(file)?.[1]
  if (fixture) serverDomains.add(fixture)
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1]
  if (feature) features.add(feature)
  if (/^tests\/e2e\/.+\.e2e\.mjs$/.test(file)) journeys.add(file.split('/').at(-1))
  if (/^tests\/(e2e\/browser\.mjs|support\/)/.test(file)) for (const j of e2eTests) journeys.add(j)
}

const serverFiles = allServer
  ? serverTests
  : serverTests.filter((test) => {
      if (serverDomains.has(`file:${test}`)) return true
      const text = readFileSync(join('server/test', test), 'utf8')
      return [...serverDomains].some((d) => !d.startsWith('file:') && (key(test).includes(key(d)) || text.includes(`/domains/${d}/`) || (d.endsWith('s') && key(test).includes(key(d.slice(0, -1))))))
    })
for (const feature of features) for (const j of e2eTests) if (key(j).includes(key(feature))) journeys.add(j)

const lintable = changed.filter((f) => /^(src|domain|types|server\/src|server\/test|scripts)\/.+\.(ts|tsx|mjs)$/.test(f) && !f.endsWith('.d.ts'))
const appProject = changed.some((f) => /^(src|domain|types|config|scripts|tests)\/.+\.(ts|tsx)$/.test(f))
const serverProject = changed.some((f) => /^(server|domain|types\/api)\/.+\.ts$/.test(f))
const h5Inputs = changed.some((f) => /^(src|domain|types|config)\//.test(f) || f === 'babel.config.js')

// Each step is npm test's own (scripts/test/steps.mjs), narrowed to the change: the same command with the changed
// files, the changed domains' test files or the changed features' journeys in place of everything.
const node = process.execPath
const step = (name, narrow = (cmd) => cmd, extra = {}) => {
  const { counts: _counts, ...base } = STEPS.find((s) => s.name === name)
  return { ...base, needs: [], ...extra, cmd: narrow(base.cmd) }
}
// The command up to its first argument that starts with the given text (the lint globs, say), then `more`.
const upTo = (prefix, ...more) => (cmd) => [...cmd.slice(0, cmd.findIndex((a) => a.startsWith(prefix))), ...more]
const steps = []
if (lintable.length > 0) steps.push(step('lint', upTo('src/**', ...lintable)))
if (appProject) steps.push(step('typecheck-app'))
if (serverProject) steps.push(step('typecheck-server'))
if (changed.some((f) => /^(src|domain|scripts|config|tests\/(setup|support))\//.test(f) || f === 'jest.config.js')) {
  steps.push(step('unit', (cmd) => [...cmd, `--changedSince=${since}`, '--passWithNoTests'], { cpu: 2 }))
}
if (serverFiles.length > 0) steps.push(step('server', (cmd) => [...cmd, '--exact', ...serverFiles], { cpu: 2 }))
if (journeys.size > 0) {
  if (h5Inputs || !existsSync('dist/h5/index.html')) steps.push(step('build-h5', undefined, { cpu: 2 }))
  steps.push(step('browser', upTo('--all', `--shards=${Math.min(2, journeys.size)}`, '--exact', ...journeys), {
    needs: steps.some((s) => s.name === 'build-h5') ? ['build-h5'] : [],
    cpu: 2,
  }))
}

console.log(`test:changed since ${since.slice(0, 12)}: ${changed.length} changed file(s)`)
for (const step of steps) console.log(`  ${step.name.padEnd(17)} ${step.cmd.slice(2).join(' ').slice(0, 150)}`)
if (steps.length === 0) {
  console.log('nothing to run for this change')
  process.exit(0)
}
if (args.includes('--dry-run')) process.exit(0)
const result = spawnSync(node, ['scripts/test/all.mjs', `--plan=${JSON.stringify(steps)}`], { stdio: 'inherit' })
process.exit(result.status ?? 1)
