/**
 * Writes the page tree and the app's route table (route-table.ts) from the route catalogue (catalog.ts). `--check` regenerates in memory and fails on any drift:
 * spec-routes.ts against ../shared/spec/routes.tsv, page files, page configs and app-pages.ts.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { miniPagePath } from '../../src/routes/miniPagePath'
import { readSpecRoutes } from './spec-tsv'
import { appPagesModule, domainsModule, productsModule, GENERATED_MARK, layoutPackages, pageConfigModule, pageModule, pagePathOf, routeTableModule, specRoutesModule } from './page-files'

const root = join(__dirname, '..', '..')
const src = join(root, 'src')
const specTsv = join(root, '..', 'shared', 'spec', 'routes.tsv')
const isCheck = process.argv.includes('--check')

async function main() {
  const expected = new Map<string, string>()
  if (existsSync(specTsv)) {
    const spec = readSpecRoutes(specTsv)
    const ids = new Set(spec.map((r) => r.id))
    if (ids.size !== spec.length) throw new Error('routes.tsv: route ids are not unique')
    expected.set(join(src, 'routes', 'spec-routes.ts'), specRoutesModule(spec))
  } else {
    console.warn(`routes: ${specTsv} not found; checking pages against the committed spec-routes.ts`)
    const committed = join(src, 'routes', 'spec-routes.ts')
    expected.set(committed, readFileSync(committed, 'utf8'))
  }
  expected.set(join(src, 'routes', 'domains.ts'), domainsModule(domainRouteFiles()))
  expected.set(join(src, 'products.ts'), productsModule(productFiles()))
  // Load the catalogue after spec-routes.ts and domains.ts are known to be current (or written).
  if (!isCheck) for (const [file, text] of expected) write(file, text)
  const { routes, mainPackageIds, homeEntries } = await import('../../src/routes/catalog')
  const { sharedPackageRoots } = await import('../../src/routes/main-package')
  expected.set(join(src, 'routes', 'route-table.ts'), routeTableModule(routes, homeEntries))
  const live = routes.filter((r) => r.isLive)
  for (const route of live) {
    if (route.kind === 'static') {
      const file = join(src, route.path.replace(/^\//, ''))
      if (!existsSync(file)) throw new Error(`static route ${route.path}: ${relative(root, file)} is missing`)
      continue
    }
    const base = join(src, pagePathOf(route))
    expected.set(`${base}.tsx`, pageModule(route))
    expected.set(`${base}.config.ts`, pageConfigModule(route))
    // The mini-programs' copy of a page whose file name has a dot (src/routes/miniPagePath.ts).
    const twin = join(src, miniPagePath(pagePathOf(route)))
    if (twin !== base) {
      expected.set(`${twin}.tsx`, pageModule(route))
      expected.set(`${twin}.config.ts`, pageConfigModule(route))
    }
  }
  expected.set(join(src, 'routes', 'app-pages.ts'), appPagesModule(layoutPackages(live, mainPackageIds, routes, sharedPackageRoots)))

  const drift: string[] = []
  for (const [file, text] of expected) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined
    if (current === text) continue
    drift.push(relative(root, file))
    if (!isCheck) write(file, text)
  }
  for (const file of generatedFilesUnder(src)) {
    if (expected.has(file)) continue
    drift.push(`${relative(root, file)} (stale)`)
    if (!isCheck) rmSync(file)
  }
  if (!isCheck) pruneEmptyDirs(join(src, 'pages'))
  if (isCheck && drift.length > 0) {
    console.error(`routes:check failed: ${drift.length} file(s) differ from the route catalogue:\n  ${drift.join('\n  ')}\nRun npm run routes:gen.`)
    process.exit(1)
  }
  console.log(`routes: ${routes.length} in the catalogue, ${live.length} live; ${isCheck ? 'no drift' : `${drift.length} file(s) written`}`)
}

/** src/routes/shell.ts (the shell's pages) and every src/features/<domain>/routes.ts, as paths relative to the repository. */
function domainRouteFiles(): string[] {
  const features = join(src, 'features')
  const found = readdirSync(features)
    .filter((name) => existsSync(join(features, name, 'routes.ts')))
    .sort()
    .map((name) => `src/features/${name}/routes.ts`)
  return ['src/routes/shell.ts', ...found]
}

/** Every src/features/<domain>/public/product.ts (a product extension of the order core). */
function productFiles(): string[] {
  const features = join(src, 'features')
  return readdirSync(features)
    .filter((name) => existsSync(join(features, name, 'public', 'product.ts')))
    .sort()
    .map((name) => `src/features/${name}/public/product.ts`)
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
}

function pruneEmptyDirs(dir: string): boolean {
  if (!existsSync(dir)) return true
  const emptied = readdirSync(dir).map((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() && pruneEmptyDirs(full)
  })
  const isEmpty = emptied.every(Boolean)
  if (isEmpty) rmdirSync(dir)
  return isEmpty
}

function generatedFilesUnder(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) { if (name !== 'node_modules') found.push(...generatedFilesUnder(full)); continue }
    if (!/\.(tsx?|ts)$/.test(name)) continue
    if (readFileSync(full, 'utf8').startsWith(GENERATED_MARK)) found.push(full)
  }
  return found
}

main().catch((error) => { console.error(error); process.exit(1) })
