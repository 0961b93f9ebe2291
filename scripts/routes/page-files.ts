/** Turns registry entries into the generated files: page modules, page configs and app-pages.ts. */
import type { HomeEntryDeclaration } from '../../src/routes/define'
import { encodeRouteTable } from '../../src/routes/routeTableCodec'
import type { RouteEntry } from '../../src/routes/types'

export const GENERATED_MARK = '// 此文件由 scripts/routes/generate.ts 生成，请勿手改（npm run routes:gen）'

/** Taro page path (no leading slash, no extension) for a page route. */
export function pagePathOf(route: RouteEntry): string {
  if (route.kind === 'entry') return 'pages/entry/index'
  return route.path.replace(/^\//, '')
}

export function pageModule(route: RouteEntry): string {
  const variant = route.variant ? `, variant: ${JSON.stringify(route.variant)}` : ''
  return [
    GENERATED_MARK,
    `import Screen from '@/${route.screen}'`,
    `import { createPage } from '@/shell/page/createPage'`,
    '',
    `export default createPage(Screen, { routeId: ${JSON.stringify(route.id)}, title: ${JSON.stringify(route.title)}${variant} })`,
    '',
  ].join('\n')
}

export function pageConfigModule(route: RouteEntry): string {
  const { enablePullDownRefresh, ...options } = route.options
  const config: Record<string, unknown> = { navigationBarTitleText: route.title, ...options }
  const body = JSON.stringify(config, null, 2)
  // H5 uses the shell's PullToRefresh; Taro's own H5 pull-down would fight it, so only mini-programs get it.
  const withPullDown = enablePullDownRefresh
    ? `${body.slice(0, -2)},\n  "enablePullDownRefresh": process.env.TARO_ENV !== 'h5'\n}`
    : body
  return [GENERATED_MARK, `export default definePageConfig(${withPullDown})`, ''].join('\n')
}

export type PackageLayout = {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
}

/**
 * Main package: the entry page first (H5 serves it at '/'), then the listed main routes.
 * Every other page goes to its domain's package: the shallowest folder (below pages/) that holds only routes of
 * that page's domain (counting every spec route, live or not, so a package root never moves as a domain grows)
 * and no main page. Such roots never nest. A page with no such folder stays in the main package, unless it sits
 * in one of `sharedRoots` (main-package.ts, decision 0930): a folder that holds no main page and forms one package
 * of every domain's pages under it, those of the domain roots it holds included.
 */
export function layoutPackages(live: RouteEntry[], mainIds: ReadonlySet<string>, spec: readonly RouteEntry[] = live, sharedRoots: readonly string[] = []): PackageLayout {
  const pagePaths = live.filter((r) => r.kind !== 'static').map((r) => ({ route: r, path: pagePathOf(r) }))
  const isMain = (route: RouteEntry) => route.kind === 'entry' || mainIds.has(route.id)
  const main = pagePaths.filter(({ route }) => isMain(route))
  const everyPage = spec.filter((r) => r.kind !== 'static').map((r) => ({ route: r, path: pagePathOf(r) }))
  const canBeRoot = (dir: string, domain: string) =>
    everyPage.every(({ route, path }) => !path.startsWith(`${dir}/`) || (route.domain === domain && !isMain(route)))
  for (const shared of sharedRoots) {
    const main = everyPage.find(({ route, path }) => path.startsWith(`${shared}/`) && isMain(route))
    if (main) throw new Error(`shared package root ${shared} holds the main page ${main.path}`)
    const outer = sharedRoots.find((other) => other !== shared && shared.startsWith(`${other}/`))
    if (outer) throw new Error(`shared package roots ${outer} and ${shared} nest`)
  }
  const roots = new Map<string, string[]>()
  const extraMain: string[] = []
  for (const { route, path } of pagePaths) {
    if (isMain(route)) continue
    const segments = path.split('/')
    let root: string | undefined = sharedRoots.find((shared) => path.startsWith(`${shared}/`))
    for (let depth = 2; !root && depth < segments.length; depth++) {
      const dir = segments.slice(0, depth).join('/')
      if (canBeRoot(dir, route.domain)) { root = dir; break }
    }
    if (!root) { extraMain.push(path); continue }
    const list = roots.get(root) ?? []
    list.push(path.slice(root.length + 1))
    roots.set(root, list)
  }
  const entry = main.filter((p) => p.route.kind === 'entry').map((p) => p.path)
  const rest = main.filter((p) => p.route.kind !== 'entry').map((p) => p.path)
  return {
    pages: [...entry, ...rest.sort(), ...extraMain.sort()],
    subPackages: [...roots.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([root, pages]) => ({ root, pages: pages.sort() })),
  }
}

/** Registers every product extension the domains export (src/features/<domain>/public/product.ts). */
export function productsModule(files: readonly string[]): string {
  const names = files.map((file) => `${file.split('/')[2]}Product`)
  return [
    GENERATED_MARK,
    "import { registerProductExtension } from '@/features/orders/public'",
    ...files.map((file, i) => `import ${names[i]} from '@/${file.replace(/^src\//, '').replace(/\.ts$/, '')}'`),
    '',
    '/** The products the generic order screens know (decision 0120), one per domain that exports public/product.ts. */',
    `export const PRODUCT_EXTENSIONS = [${names.join(', ')}] as const`,
    '',
    'export function registerProducts(): void {',
    '  for (const extension of PRODUCT_EXTENSIONS) registerProductExtension(extension)',
    '}',
    '',
  ].join('\n')
}

/** Imports every domain's routes.ts (found by the generator) into one list. */
export function domainsModule(files: readonly string[]): string {
  // src/routes/shell.ts (the shell's pages, kept in the registry) is imported as ./shell, the features as ../features/<d>/routes.
  const names = files.map((file) =>
    file.startsWith('src/routes/') ? file.replace(/^src\/routes\//, '').replace(/\.ts$/, '') : file.replace(/^src\//, '').replace(/\/routes\.ts$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase()),
  )
  return [
    GENERATED_MARK,
    "import type { AnyDomainRoutes } from './define'",
    ...files.map((file, i) => `import ${names[i]} from '${file.replace(/^src\/routes\//, './').replace(/^src\//, '../').replace(/\.ts$/, '')}'`),
    '',
    '/** Every domain that declares routes (the shell pages in src/routes/shell.ts, src/features/<domain>/routes.ts). */',
    `export const domainRoutes: readonly AnyDomainRoutes[] = [${names.join(', ')}]`,
    '',
  ].join('\n')
}

export function appPagesModule(layout: PackageLayout): string {
  return [
    GENERATED_MARK,
    `export const pages: string[] = ${JSON.stringify(layout.pages, null, 2)}`,
    '',
    `export const subPackages: { root: string; pages: string[] }[] = ${JSON.stringify(layout.subPackages, null, 2)}`,
    '',
  ].join('\n')
}

/**
 * The app's run-time route table (src/routes/route-table.ts, read by registry.ts): every route's id, path, kind and
 * liveness in one string, and the domains' home entries. Neither titles nor screens: those come with each page.
 */
export function routeTableModule(routes: readonly RouteEntry[], homeEntries: readonly HomeEntryDeclaration[]): string {
  return [
    GENERATED_MARK,
    "import type { HomeEntryDeclaration } from './define'",
    '',
    '/** Every spec route (format: routeTableCodec.ts). */',
    `export const ROUTE_TABLE = ${JSON.stringify(encodeRouteTable(routes))}`,
    '',
    '/** The product entries the domains declare for the home page (routes.ts), in their rank order. */',
    `export const HOME_ENTRIES: readonly HomeEntryDeclaration[] = ${JSON.stringify(homeEntries, null, 2)}`,
    '',
  ].join('\n')
}

export function specRoutesModule(routes: { id: string }[]): string {
  return [
    GENERATED_MARK,
    "import type { SpecRoute } from './specRoute'",
    '',
    '/** The id of every route of ../shared/spec/routes.tsv: a link to anything else fails typecheck. */',
    `export type SpecRouteId =\n${routes.map((r) => `  | ${JSON.stringify(r.id)}`).join('\n')}`,
    '',
    `/** Every route of ../shared/spec/routes.tsv (${routes.length}), in file order. */`,
    `export const specRoutes: SpecRoute<SpecRouteId>[] = ${JSON.stringify(routes, null, 2)}`,
    '',
  ].join('\n')
}
