#!/usr/bin/env node
// Size check for the mini-program builds: prints every package's size and fails over budget.
// Budgets: any package 2 MB (the platforms' limit), main package 1 MB, total 3.75 MB (scripts/package-sizes.mjs).
import { BUDGET, packageSizes } from './package-sizes.mjs'

const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['weapp', 'dd']

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
let failed = false
for (const target of targets) {
  const sizes = packageSizes(target)
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
