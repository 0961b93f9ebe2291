import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { constants as zlib } from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { GenerateSW } from 'workbox-webpack-plugin'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import { MiniModulesReport } from './miniModulesReport'
import { rootFontScript } from './rootFontScript'
import prodConfig from './prod'

const root = path.resolve(__dirname, '..')
// Every page's generated config (the .config.ts files under src/pages): build dependencies of the webpack cache.
const pageConfigFiles = readdirSync(path.join(root, 'src', 'pages'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.config.ts'))
  .map((file) => path.join(root, 'src', 'pages', file))

type Module = { resource?: string; rootModule?: Module; modules?: Module[] }
type Chunk = { files: Set<string>; groupsIterable: Iterable<{ chunks: Chunk[] }> }
type Compilation = {
  entrypoints: Map<string, { getFiles(): string[] }>
  chunks: Iterable<Chunk>
  chunkGraph: { getChunkModulesIterable(chunk: Chunk): Iterable<Module> }
}

/** The source files a module of a chunk stands for: a production build concatenates modules into one. */
const sourcesOf = (m: Module): string[] =>
  [m.resource, m.rootModule?.resource, ...(m.modules ?? []).map((inner) => inner.resource)].filter((r): r is string => Boolean(r))

const shellFilesMemo = new WeakMap<Compilation, Set<string>>()

/**
 * The files the shell needs before any page is visited: the entry's, and every chunk of the chunk groups
 * holding a shell page's module (the page's own chunk and the shared chunks it lazy-loads with it).
 */
function shellFiles(compilation: Compilation, pages: RegExp): Set<string> {
  const memo = shellFilesMemo.get(compilation)
  if (memo) return memo
  const files = new Set<string>(compilation.entrypoints.get('app')?.getFiles() ?? [])
  shellFilesMemo.set(compilation, files)
  for (const chunk of compilation.chunks) {
    const holds = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((m) => sourcesOf(m).some((r) => pages.test(r)))
    if (!holds) continue
    for (const group of chunk.groupsIterable) for (const c of group.chunks) for (const f of c.files) files.add(f)
  }
  return files
}
/** The shell's pages: the start page and the network-error page (shown when there is no network). */
const SHELL_PAGES = /[\\/]src[\\/](components[\\/]netError|pages[\\/]entry[\\/]index)\.tsx?(\?|$)/
const DESIGN_WIDTH = 750
/** H5: Taro's component wrappers one module each (scripts/h5-components.ts, decision 0500). */
const H5_COMPONENTS = path.join(root, 'src', 'ui', 'h5Components', 'index.ts')
const H5_COMPONENTS_DIR = /[\\/]src[\\/]ui[\\/]h5Components[\\/]/

type LoaderEntry = { loader: string; options?: unknown; ident?: string | null; type?: string | null }
type LoaderHookCompiler = {
  webpack: { NormalModule: { getCompilationHooks(c: unknown): { beforeLoaders: { tap(name: string, fn: (loaders: LoaderEntry[]) => void): void } } } }
  hooks: { compilation: { tap(name: string, fn: (c: unknown) => void): void } }
}

/**
 * H5: runs config/h5RouteTableLoader.js on the entry code Taro's H5 loader generates (decision 0492). Inserted
 * just before Taro's loader in the module's list (after every plugin added its loaders), so it runs right after it.
 */
class TrimH5AppConfig {
  apply(compiler: LoaderHookCompiler) {
    compiler.hooks.compilation.tap('TrimH5AppConfig', (compilation) => {
      compiler.webpack.NormalModule.getCompilationHooks(compilation).beforeLoaders.tap('TrimH5AppConfig', (loaders) => {
        const at = loaders.findIndex((l) => /taro-loader[\\/]lib[\\/]h5(\.js)?$/.test(l.loader))
        if (at >= 0) loaders.splice(at, 0, { loader: path.join(__dirname, 'h5RouteTableLoader.js'), options: {}, ident: null, type: null })
      })
    })
  }
}

// The webpack cache lives in this checkout's .cache/, not node_modules/.cache: worktrees that share one node_modules
// (a symlink) must not reuse each other's modules, which resolve to the other checkout's files. Taro passes the
// object on to webpack's filesystem cache (cacheDirectory is webpack's; Taro's ICache type does not list it).
// The page list (app.config.ts) comes from the generated app-pages.ts: a new page must rebuild, not reuse
// a cached app entry that lacks it.
// Page options (enableShareAppMessage, …) reach a page's module through Taro's page loader, which does not declare
// the page's .config.ts as a dependency: a changed page config must not reuse the cached page module either.
const webpackCache = { enable: true, cacheDirectory: path.join(root, '.cache', 'webpack'), buildDependencies: { config: [path.join(root, 'config', 'index.ts'), path.join(root, 'src', 'app.config.ts'), path.join(root, 'src', 'routes', 'app-pages.ts'), ...pageConfigFiles] } }

export default defineConfig<'webpack5'>(async (merge, { command, mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'tripwise-travel',
    date: '2026-11-22',
    designWidth: DESIGN_WIDTH,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: ['@tarojs/plugin-platform-alipay-dd'],
    alias: { '@': path.join(root, 'src'), '@domain': path.join(root, 'domain'), '@api': path.join(root, 'types', 'api') },
    defineConstants: {},
    copy: {
      // H5 only: the online-service page, the brands' default logos (/static/brand/{key}/logo.png, which
      // the app asks for on every load) and the favicon browsers request.
      patterns: process.env.TARO_ENV === 'h5' && existsSync(path.join(root, 'src/hybrid/html'))
        ? [
            { from: 'src/hybrid/html/', to: 'dist/h5/hybrid/html/' },
            { from: 'src/static/brand/', to: 'dist/h5/static/brand/' },
            { from: 'src/static/favicon.ico', to: 'dist/h5/favicon.ico' },
          ]
        : [],
      options: {},
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: webpackCache,
    mini: {
      // domain/ (rules shared with the server, @domain/...) and types/api (its one runtime value, the result codes,
      // decision 0850) are TypeScript outside src: compile them like src.
      compile: { include: [path.join(root, 'domain'), path.join(root, 'types', 'api')] },
      // F2 (only in the subpackage page 记账本, decision 0471) uses many tslib helpers; Taro's runtime in the main
      // package uses two. One shared tslib module would carry F2's helpers into the main package: F2 gets its own copy.
      // MINI_MODULES_REPORT=1: which pages use each module of the shared chunks (scripts/main-package-profile.mjs --modules).
      webpackChain(chain) {
        chain.module.rule('antv-own-tslib').test(/[\\/]node_modules[\\/]@antv[\\/]/).resolve.alias.set('tslib$', path.join(root, 'node_modules', 'tslib', 'tslib.es6.js'))
        if (process.env.MINI_MODULES_REPORT) chain.plugin('miniModulesReport').use(MiniModulesReport, [path.join(root, '.cache', `mini-modules-${process.env.TARO_ENV}.json`)])
      },
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      compile: { include: [path.join(root, 'domain'), path.join(root, 'types', 'api')] },
      publicPath: '/',
      // taro-ui ships untransformed styles: let H5 convert its px like ours.
      esnextModules: ['taro-ui'],
      staticDirectory: 'static',
      router: { mode: 'browser' },
      htmlPluginOption: { script: rootFontScript({ designWidth: DESIGN_WIDTH }) },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      // Taro splits only initial chunks on H5, so every lazily loaded page carried its own copy of the
      // component runtime (~470 KB each). Splitting async chunks too shares that code between pages; but
      // Taro's minSize 0 made every small shared module a chunk of its own (home waited for 30 files over
      // HTTP/1.1's 6 connections, in 5 round trips). Shared code under 20 KB stays in the pages using it,
      // and opening a page asks for 6 files at most: one round trip.
      webpackChain(chain) {
        // Async page loading (foundations section 9): the entry hands Taro's route table to the app, which
        // wraps each page's code loading in the loading and failure views, before the router is created.
        chain.plugin('mainPlugin').tap(([options]) => [{
          ...options,
          loaderMeta: {
            ...options.loaderMeta,
            execBeforeCreateWebApp: `${options.loaderMeta?.execBeforeCreateWebApp ?? ''}window.__installPageLoading && window.__installPageLoading(config)\n`,
          },
        }])
        chain.plugin('trimH5AppConfig').use(TrimH5AppConfig)
        // Taro's H5 React wrappers are one module, so every page loaded the web components of every Taro component
        // the app renders anywhere. '@tarojs/components' (exactly: its dist/ and lib/ paths stay Taro's) is a barrel
        // of one module per wrapper instead, free of side effects, so each page gets only what it renders (0500).
        chain.resolve.alias.set('@tarojs/components$', H5_COMPONENTS)
        chain.module.rule('h5-components').test(H5_COMPONENTS_DIR).set('sideEffects', false)
        // pdf.js ships minified modules with private class members; Taro's terser options quote every key, which
        // would write them as #"x" (a syntax error). Its chunks (loaded only to read a PDF invoice) keep pdf.js's own
        // minification (decision 0412).
        const minimizers = (chain.optimization as unknown as { minimizers: { has(name: string): boolean } }).minimizers
        if (minimizers.has('terserPlugin')) chain.optimization.minimizer('terserPlugin').tap(([options]) => [{ ...options, exclude: /pdfjs/ }])
        const splitChunks = chain.optimization.get('splitChunks')
        if (splitChunks) chain.optimization.splitChunks({ ...splitChunks, chunks: 'all', minSize: 20_000, maxAsyncRequests: 6 })
        // A production build writes .br and .gz beside every text file; the server sends them as they are.
        if (mode === 'production') {
          const test = /\.(js|css|html|svg|json)$/
          chain.plugin('gzip').use(CompressionPlugin, [{ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz', threshold: 1024 }])
          chain.plugin('brotli').use(CompressionPlugin, [{ test, algorithm: 'brotliCompress', compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, filename: '[path][base].br', threshold: 1024 }])
          // Offline (issue 23, decision 0302): Workbox precaches the shell (index.html and the entry's
          // chunks); each page's chunks and images are cached the first time they load. API calls are not
          // cached here: the app keeps a traveller's data itself (root.offline).
          chain.plugin('workbox').use(GenerateSW, [{
            swDest: 'sw.js',
            clientsClaim: true,
            skipWaiting: true,
            exclude: [/\.(gz|br|map)$/],
            // The shell's pages are precached too (decision 0440): the start page and the network-error page.
            include: [({ asset, compilation }: { asset: { name: string }; compilation: Compilation }) =>
              asset.name === 'index.html' || shellFiles(compilation, SHELL_PAGES).has(asset.name)],
            navigateFallback: '/index.html',
            // Only the app's own routes: the server's pages (sign-in simulators, providers' pages) stay theirs.
            navigateFallbackAllowlist: [/^\/$/, /^\/(pages|components)\//],
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            runtimeCaching: [
              { urlPattern: /\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/, handler: 'CacheFirst', options: { cacheName: 'page-chunks', expiration: { maxEntries: 400 } } },
              { urlPattern: /\.(png|jpe?g|gif|svg|webp|ico)$/, handler: 'StaleWhileRevalidate', options: { cacheName: 'images', expiration: { maxEntries: 200 } } },
            ],
          }])
        }
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  }
  if (process.env.NODE_ENV === 'development' || (command === 'build' && mode === 'development')) {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
