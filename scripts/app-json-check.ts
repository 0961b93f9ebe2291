/** Checks that each mini-program build's app.json holds exactly the registry's pages and subPackages. */
import { existsSync, readFileSync } from 'node:fs'
import { pages, subPackages } from '../src/routes/app-pages'

type AppJson = { pages: string[]; subPackages?: { root: string; pages: string[] }[]; subpackages?: { root: string; pages: string[] }[] }

const normalize = (list: { root: string; pages: string[] }[]) =>
  JSON.stringify(list.map((p) => ({ root: p.root.replace(/\/$/, ''), pages: [...p.pages].sort() })).sort((a, b) => a.root.localeCompare(b.root)))

let failed = false
for (const target of process.argv.slice(2).length ? process.argv.slice(2) : ['weapp', 'dd']) {
  const file = `dist/${target}/app.json`
  if (!existsSync(file)) { console.error(`${file} missing`); failed = true; continue }
  const app = JSON.parse(readFileSync(file, 'utf8')) as AppJson
  const samePages = JSON.stringify(app.pages) === JSON.stringify(pages)
  const sameSubs = normalize(app.subPackages ?? app.subpackages ?? []) === normalize(subPackages)
  console.log(`${file}: ${app.pages.length} main page(s), ${(app.subPackages ?? app.subpackages ?? []).length} subpackage(s): ${samePages && sameSubs ? 'matches the registry' : 'DIFFERS from the registry'}`)
  failed ||= !(samePages && sameSubs)
}
process.exit(failed ? 1 : 0)
