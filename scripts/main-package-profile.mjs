#!/usr/bin/env node
// Where the bytes of a mini-program's main package go (issue 22): the shared chunks every page needs, the tab
// and other main pages, and the pages that stay in the main package only because their folder holds a main
// page (no subpackage root can contain a main-package page). Reads dist/<target> as the size check does.
// `node scripts/main-package-profile.mjs weapp [--md]`
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const target = process.argv[2] ?? 'weapp'
const asMarkdown = process.argv.includes('--md')
const dist = join('dist', target)
if (!existsSync(join(dist, 'app.json'))) {
  console.error(`${dist}/app.json missing: run npm run build:${target} first`)
  process.exit(1)
}
const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
const mainPages = new Set(app.pages)
const tabPages = new Set((app.tabBar?.list ?? []).map((t) => t.pagePath))

const filesUnder = (dir) => readdirSync(dir).flatMap((name) => {
  const full = join(dir, name)
  return statSync(full).isDirectory() ? filesUnder(full) : [full]
})

/** The group a main-package file belongs to: a page (tab, main or stuck), or the kind of shared file. */
function groupOf(rel) {
  const page = rel.replace(/\.(js|json|wxml|wxss|axml|acss|sjs|wxs)$/, '')
  if (mainPages.has(page)) {
    if (tabPages.has(page)) return 'tab pages'
    return 'main pages'
  }
  if (/^(common|vendors|taro|runtime|app)\.(js|wxss|acss)$/.test(rel)) return `shared: ${rel}`
  if (/\.(js)$/.test(rel) && !rel.includes('/')) return `shared: ${rel}`
  if (rel.startsWith('pages/') || rel.startsWith('components/')) return 'page assets and chunks under pages/'
  return 'other shared files (templates, base, images)'
}

const groups = new Map()
let total = 0
for (const file of filesUnder(dist)) {
  const rel = relative(dist, file).split(sep).join('/')
  if (rel.endsWith('.map') || rel.endsWith('.LICENSE.txt')) continue
  if (roots.some((r) => rel.startsWith(`${r}/`))) continue
  const size = statSync(file).size
  total += size
  const group = groupOf(rel)
  groups.set(group, (groups.get(group) ?? 0) + size)
}

// Main pages beyond the tab pages and the entry: in a tab page's folder, so they cannot move to a subpackage.
const stuckByFolder = new Map()
for (const page of app.pages) {
  if (tabPages.has(page) || page === app.pages[0]) continue
  const folder = page.split('/').slice(0, 2).join('/')
  let bytes = 0
  for (const ext of ['js', 'json', 'wxml', 'wxss', 'axml', 'acss']) {
    const f = join(dist, `${page}.${ext}`)
    if (existsSync(f)) bytes += statSync(f).size
  }
  const entry = stuckByFolder.get(folder) ?? { pages: 0, bytes: 0 }
  stuckByFolder.set(folder, { pages: entry.pages + 1, bytes: entry.bytes + bytes })
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const rows = [...groups.entries()].sort((a, b) => b[1] - a[1])
if (asMarkdown) {
  console.log(`| part of the ${target} main package | size | share |\n|---|---:|---:|`)
  for (const [name, size] of rows) console.log(`| ${name} | ${kb(size)} | ${((size / total) * 100).toFixed(1)}% |`)
  console.log(`| **total** | **${kb(total)}** | 100% |`)
  console.log(`\n| folder of main pages (not tab pages) | pages | size of their own files |\n|---|---:|---:|`)
  for (const [folder, { pages, bytes }] of [...stuckByFolder.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`| ${folder} | ${pages} | ${kb(bytes)} |`)
} else {
  console.log(`${target} main package: ${kb(total)} (${app.pages.length} pages, ${tabPages.size} tab pages)`)
  for (const [name, size] of rows) console.log(`  ${name.padEnd(48)} ${kb(size).padStart(10)}`)
  console.log('main pages by folder (not tab pages):')
  for (const [folder, { pages, bytes }] of [...stuckByFolder.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) console.log(`  ${folder.padEnd(40)} ${String(pages).padStart(3)} pages ${kb(bytes).padStart(10)}`)
}

// --modules: the modules of the shared chunks by who needs them (a build with MINI_MODULES_REPORT=1 writes
// .cache/mini-modules-<target>.json, config/miniModulesReport.ts). Sizes are webpack's module sizes before
// minification: read the shares, not the bytes.
if (process.argv.includes('--modules')) {
  const file = join('.cache', `mini-modules-${target}.json`)
  if (!existsSync(file)) {
    console.error(`${file} missing: build with MINI_MODULES_REPORT=1 npm run build:${target}`)
    process.exit(1)
  }
  const modules = JSON.parse(readFileSync(file, 'utf8'))
  const inSub = (chunk) => roots.some((r) => chunk.startsWith(`${r}/`))
  const entryPage = app.pages[0]
  const need = (m) => {
    const pages = m.usedBy.filter((c) => c !== m.chunk)
    if (pages.includes('app')) return 'the app (app.js: app.ts and what it imports)'
    if (pages.includes(entryPage)) return `the start page (${entryPage})`
    if (pages.some((c) => mainPages.has(c))) return 'other main pages'
    if (pages.length > 0 && pages.every(inSub)) return 'subpackage pages only'
    return 'other (components, templates, no page)'
  }
  const byChunk = new Map()
  for (const m of modules) {
    if (m.chunk !== 'common' && m.chunk !== 'vendors') continue
    const key = `${m.chunk}.js: ${need(m)}`
    const row = byChunk.get(key) ?? { size: 0, count: 0, top: [] }
    row.size += m.size
    row.count += 1
    row.top.push(m)
    byChunk.set(key, row)
  }
  const sum = [...byChunk.values()].reduce((t, r) => t + r.size, 0)
  const name = (m) => m.module.replace(/^node_modules\//, '').replace(/^src\//, '')
  console.log(`\n| module of common.js / vendors.js, needed by | modules | source size | share | largest |\n|---|---:|---:|---:|---|`)
  for (const [key, row] of [...byChunk.entries()].sort((a, b) => b[1].size - a[1].size)) {
    const top = row.top.sort((a, b) => b.size - a.size).slice(0, 4).map((m) => `${name(m)} ${kb(m.size)}`).join(', ')
    console.log(`| ${key} | ${row.count} | ${kb(row.size)} | ${((row.size / sum) * 100).toFixed(1)}% | ${top} |`)
  }
  // For the modules only other main pages need: which of those pages pull the most.
  const byPage = new Map()
  for (const m of modules) {
    if ((m.chunk !== 'common' && m.chunk !== 'vendors') || need(m) !== 'other main pages') continue
    for (const page of m.usedBy.filter((c) => mainPages.has(c))) byPage.set(page, (byPage.get(page) ?? 0) + m.size)
  }
  console.log(`\n| main page (not the start page) | source size of the shared modules it uses that neither the app nor the start page needs |\n|---|---:|`)
  for (const [page, size] of [...byPage.entries()].sort((a, b) => b[1] - a[1])) console.log(`| ${page} | ${kb(size)} |`)
}
