/**
 * Checks that each mini-program build's app.json holds exactly the registry's pages and subPackages, as the build
 * names them (a page file name with a dot is built under its name with `_`: src/routes/miniPagePath.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { pages, subPackages } from '../src/routes/app-pages'
import { builtPagePath } from '../src/routes/miniPagePath'

type AppJson = { pages: string[]; subPackages?: { root: string; pages: string[] }[]; subpackages?: { root: string; pages: string[] }[] }

const normalize = (list: { root: string; pages: string[] }[]) =>
  JSON.stringify(list.map((p) => ({ root: p.root.replace(/\/$/, ''), pages: [...p.pages].sort() })).sort((a, b) => a.root.localeCompare(b.root)))

let failed = false
for (const target of process.argv.slice(2).length ? process.argv.slice(2) : ['weapp', 'dd']) {
  const file = `dist/${target}/app.json`
  if (!existsSync(file)) { console.error(`${file} missing`); failed = true; continue }
  const app = JSON.parse(readFileSync(file, 'utf8')) as AppJson
  const built = (page: string) => builtPagePath(page, target)
  const samePages = JSON.stringify(app.pages) === JSON.stringify(pages.map(built))
  const sameSubs = normalize(app.subPackages ?? app.subpackages ?? []) === normalize(subPackages.map((p) => ({ ...p, pages: p.pages.map(built) })))
  console.log(`${file}: ${app.pages.length} main page(s), ${(app.subPackages ?? app.subpackages ?? []).length} subpackage(s): ${samePages && sameSubs ? 'matches the registry' : 'DIFFERS from the registry'}`)
  failed ||= !(samePages && sameSubs)
}
process.exit(failed ? 1 : 0)
