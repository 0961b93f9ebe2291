#!/usr/bin/env node
// Size check for the mini-program builds: prints every package's size and fails over budget.
// Budgets: any package 2 MB (the platforms' limit), main package 1 MB, total 8 MB.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const MB = 1024 * 1024
const BUDGET = { package: 2 * MB, main: 1 * MB, total: 8 * MB }
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['weapp', 'dd']

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

function measure(target) {
  const dist = join('dist', target)
  if (!existsSync(join(dist, 'app.json'))) throw new Error(`${dist}/app.json missing: run npm run build:${target} first`)
  const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map([['(main)', 0], ...roots.map((r) => [r, 0])])
  for (const file of filesUnder(dist)) {
    const rel = relative(dist, file).split(sep).join('/')
    if (rel.endsWith('.map') || rel.endsWith('.LICENSE.txt')) continue
    const root = roots.find((r) => rel.startsWith(`${r}/`)) ?? '(main)'
    sizes.set(root, sizes.get(root) + statSync(file).size)
  }
  return { app, sizes }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
let failed = false
for (const target of targets) {
  const { sizes } = measure(target)
  const total = [...sizes.values()].reduce((a, b) => a + b, 0)
  console.log(`\n${target}: ${sizes.size - 1} subpackage(s)`)
  console.log(`${'package'.padEnd(44)} ${'size'.padStart(10)}  budget`)
  for (const [name, size] of sizes) {
    const budget = name === '(main)' ? BUDGET.main : BUDGET.package
    const over = size > budget
    failed ||= over
    console.log(`${name.padEnd(44)} ${kb(size).padStart(10)}  ${kb(budget)}${over ? '  OVER' : ''}`)
  }
  const over = total > BUDGET.total
  failed ||= over
  console.log(`${'total'.padEnd(44)} ${kb(total).padStart(10)}  ${kb(BUDGET.total)}${over ? '  OVER' : ''}`)
}
if (failed) {
  console.error('\nsize:check failed: a package is over budget')
  process.exit(1)
}
console.log('\nsize:check passed')
