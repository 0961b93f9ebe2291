#!/usr/bin/env node
// Mini-program journeys (tests/mini/journeys/*.mini.mjs) on dist/weapp and dist/dd, headless: builds a target
// only when its dist is missing, makes one seeded embedded database, and runs each target against a server of
// its own (its own copy of the database, its own port), the two targets side by side, one journey file at a time
// each. Then WeChat's own checks: wcsc over every .wxss and miniprogram-ci's code-quality check (scripts in
// tests/mini/quality.mjs). Counts go to test-output/counts/mini.json.
//   node tests/mini/run.mjs [word...]      only the journey files whose name contains a word
//   --targets=weapp,dd                     which builds (default both)
//   --no-quality                           skip the code-quality check
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { copyDataDir, seededDataDir, startAppServer } from '../../scripts/test/app-server.mjs'
import { followNodeTest } from '../../scripts/test/node-test-output.mjs'

const args = process.argv.slice(2)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const filters = args.filter((a) => !a.startsWith('--'))
const targets = (option('targets') ?? 'weapp,dd').split(',').filter(Boolean)
const started = Date.now()

for (const target of targets) {
  if (existsSync(`dist/${target}/app.json`)) continue
  console.log(`mini: dist/${target} is missing, building it`)
  const build = spawnSync('node_modules/.bin/taro', ['build', '--type', target], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const journeyDir = 'tests/mini/journeys'
const files = readdirSync(journeyDir).filter((f) => f.endsWith('.mini.mjs') && (filters.length === 0 || filters.some((w) => f.includes(w)))).sort()
if (files.length === 0) {
  console.error('no mini journey files matched')
  process.exit(1)
}

const scratch = mkdtempSync(join(tmpdir(), 'tripwise-mini-'))

const startServer = (name, dataDir) => startAppServer({ name, dataDir, scratch, portFrom: 19000 })

const results = []

function runFile(target, server, file) {
  const fileStarted = Date.now()
  const child = spawn(process.execPath, ['--test', '--test-reporter=spec', join(journeyDir, file)], {
    env: { ...process.env, MINI_TARGET: target, MINI_BASE_URL: server.base, MINI_SERVER_LOG: server.logFile, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const totals = followNodeTest(child, { prefix: `[${target}] ` })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - fileStarted) / 1000
      const result = { target, file, code, seconds, tests: totals.tests ?? 0, pass: totals.pass ?? 0, fail: (totals.fail ?? 0) + (totals.cancelled ?? 0) }
      console.log(`[${target}] ${code === 0 ? 'passed' : 'FAILED'} ${file} in ${seconds.toFixed(1)} s (${result.tests} tests)`)
      if (code !== 0) console.error(`--- ${target} server log (tail) ---\n${server.logText().split('\n').slice(-20).join('\n')}`)
      resolve(result)
    })
  })
}

async function runTarget(target, seed) {
  const dataDir = join(scratch, `db-${target}`)
  copyDataDir(seed, dataDir)
  const server = await startServer(target, dataDir)
  try {
    for (const file of files) results.push(await runFile(target, server, file))
  } finally {
    await server.stop()
  }
}

let status = 1
let quality
try {
  const seedDir = await seededDataDir(scratch)
  console.log(`mini: ${files.length} journey files on ${targets.join(' and ')}, seeded database ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  await Promise.all(targets.map((t) => runTarget(t, seedDir)))
  status = results.length === files.length * targets.length && results.every((r) => r.code === 0) ? 0 : 1
  if (!args.includes('--no-quality') && targets.includes('weapp')) {
    const { checkWeapp } = await import('./quality.mjs')
    quality = await checkWeapp('dist/weapp')
    console.log(quality.report)
    if (!quality.ok) status = 1
  }
} catch (error) {
  console.error(error)
  status = 1
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

const seconds = (Date.now() - started) / 1000
const byTarget = targets.map((target) => {
  const of = results.filter((r) => r.target === target)
  return { target, files: of.length, tests: of.reduce((s, r) => s + r.tests, 0), fail: of.reduce((s, r) => s + r.fail, 0), seconds: of.reduce((s, r) => s + r.seconds, 0) }
})
mkdirSync(join('test-output', 'counts'), { recursive: true })
writeFileSync(join('test-output', 'counts', 'mini.json'), JSON.stringify({
  seconds, targets: byTarget, quality: quality ? { ok: quality.ok, problems: quality.problems, wxss: quality.wxss } : undefined,
  files: results.map(({ target, file, seconds: s, tests, fail }) => ({ target, file, seconds: s, tests, fail })),
}, null, 2))
console.log(`mini journeys finished in ${seconds.toFixed(0)} s: ${byTarget.map((t) => `${t.target} ${t.tests} tests${t.fail ? `, ${t.fail} failed` : ''}`).join('; ')}${quality ? `; code quality: ${quality.problems} problems` : ''}`)
process.exit(status)
