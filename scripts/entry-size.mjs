#!/usr/bin/env node
// Entry budget (issue 22): the JS and CSS the H5 index.html loads before any page (its <script src> and
// <link rel=stylesheet>), compressed with gzip -9 as the server sends them. Fails when the entry passes its
// budget: the size it had when the budget was set plus 5 KB (scripts/entry-budget.json). Needs dist/h5.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dir = process.argv[2] ?? 'dist/h5'
const budget = JSON.parse(readFileSync(new URL('./entry-budget.json', import.meta.url), 'utf8'))
const html = readFileSync(join(dir, 'index.html'), 'utf8')
const files = [
  ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"|<link[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g)].map((m) => m[1] ?? m[2]),
].filter((src) => src.startsWith('/') && !src.startsWith('//'))

let total = 0
for (const src of files) {
  const bytes = gzipSync(readFileSync(join(dir, src.split('?')[0])), { level: 9 }).length
  total += bytes
  console.log(`${src.padEnd(48)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`)
}
const limit = budget.baselineGzipBytes + budget.growthAllowedBytes
console.log(`entry ${(total / 1024).toFixed(1)} KB gzip; baseline ${(budget.baselineGzipBytes / 1024).toFixed(1)} KB, fails at ${(limit / 1024).toFixed(1)} KB`)
if (files.length === 0) {
  console.error('entry-size: index.html loads no script: is dist/h5 a production build?')
  process.exit(1)
}
if (total >= limit) {
  console.error(`entry-size failed: the entry grew by ${((total - budget.baselineGzipBytes) / 1024).toFixed(1)} KB gzip (5 KB allowed). Move what a first page does not need out of the entry, or raise the baseline in scripts/entry-budget.json with the reason.`)
  process.exit(1)
}
