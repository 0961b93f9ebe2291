#!/usr/bin/env node
// Issue 22: the H5 entry (the JS index.html loads before any page) by module, read from the built files
// themselves (no stats needed): every webpack module of each entry script is cut out with acorn, measured
// minified and as its share of the file's gzip -9 size, and named by what it contains (a package's own
// marks, or the app's source for modules with Chinese copy). Writes a markdown table.
// Usage: node scripts/bench/entry-modules.mjs [dist/h5] [docs/perf/entry-modules.md]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'acorn'

const dir = process.argv[2] ?? 'dist/h5'
const out = process.argv[3] ?? 'docs/perf/entry-modules.md'

/** What a module is, by marks its minified text keeps. First match wins. */
const MARKS = [
  ['app entry module (app.ts with the shell it imports, scope-hoisted; holds the route table)', (s) => (s.match(/pages\//g) ?? []).length > 100],
  ['whatwg-fetch (fetch polyfill)', (s) => s.includes('FileReader') && s.includes('URLSearchParams')],
  ['query-string', (s) => s.includes('parseUrl') && s.includes('stringifyUrl')],
  ['path-to-regexp', (s) => s.includes('Pattern cannot start')],
  ['object-assign (polyfill)', (s) => s.includes('shouldUseNative')],
  ['inlined font (base64 data URI)', (s) => s.includes('data:application/octet-stream;base64') || s.includes('data:font/')],
  ['react-dom', (s) => s.includes('__reactContainer') || s.includes('react-dom') || s.includes('onCompositionStart')],
  ['react', (s) => s.includes('react.element') || s.includes('react.fragment')],
  ['scheduler', (s) => s.includes('unstable_scheduleCallback')],
  ['mobx', (s) => s.includes('[MobX]') || s.includes('mobx')],
  ['@tarojs/router', (s) => s.includes('__taroRouter') || s.includes('taro_router')],
  ['@tarojs/components (stencil web components)', (s) => s.includes('proxyCustomElement') || s.includes('-core') && s.includes('attachShadow')],
  ['@tarojs/taro-h5 (API)', (s) => s.includes('taro__toast') || s.includes('showModal') || s.includes('getSystemInfo')],
  ['@tarojs/runtime', (s) => s.includes('TaroElement') || s.includes('taro_page') || s.includes('__taro')],
  ['regenerator-runtime', (s) => s.includes('regeneratorRuntime') || s.includes('@@iterator') && s.includes('_invoke')],
  ['core-js polyfills', (s) => s.includes('core-js')],
  ['universal-router / history', (s) => s.includes('Universal Router') || s.includes('createBrowserHistory') || s.includes('popstate')],
  ['app source (src/, domain/: has Chinese copy)', (s) => /[\u4e00-\u9fff]/.test(s)],
]

function modulesOf(code) {
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true })
  const found = []
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (node.type === 'ObjectExpression' && node.properties.length > 3 &&
        node.properties.every((p) => p.type === 'Property' && /^\d+$/.test(String(p.key.value ?? p.key.name)) && /Function/.test(p.value.type))) {
      for (const p of node.properties) found.push({ id: String(p.key.value ?? p.key.name), text: code.slice(p.value.start, p.value.end) })
      return
    }
    for (const key of Object.keys(node)) {
      const value = node[key]
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value)
    }
  }
  walk(ast)
  return found
}

const html = readFileSync(join(dir, 'index.html'), 'utf8')
const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])
const kb = (b) => (b / 1024).toFixed(1)
const rows = []
const fileRows = []
const byGroup = new Map()
for (const src of scripts) {
  const code = readFileSync(join(dir, src), 'utf8')
  const fileGzip = gzipSync(code, { level: 9 }).length
  fileRows.push(`| ${src} | ${kb(code.length)} | ${kb(fileGzip)} |`)
  const modules = modulesOf(code)
  const inModules = modules.reduce((sum, m) => sum + m.text.length, 0)
  const rest = { id: '(outside modules: webpack runtime, bootstrap)', text: '', bytes: code.length - inModules }
  for (const m of [...modules, rest]) {
    const bytes = m.bytes ?? m.text.length
    const label = m.text ? (MARKS.find(([, test]) => test(m.text))?.[0] ?? 'other (no mark: small helpers, babel runtime, packages)') : m.id
    // A module's gzip share: the file's gzip size split by minified size (gzipping modules one by one overstates each).
    const gz = (fileGzip * bytes) / code.length
    rows.push({ src, id: m.id, bytes, gz, label })
    const g = byGroup.get(label) ?? { bytes: 0, gz: 0, count: 0, text: '' }
    byGroup.set(label, { bytes: g.bytes + bytes, gz: g.gz + gz, count: g.count + 1, text: g.text + m.text })
  }
}
// A group's gzip: its modules' text gzipped together (repetitive text such as the route table compresses far
// better than the file's average); the runtime outside modules takes the file's average ratio.
for (const g of byGroup.values()) if (g.text) g.gz = gzipSync(g.text, { level: 9 }).length
const totalGz = [...byGroup.values()].reduce((s, g) => s + g.gz, 0)
// The route table inside the app's entry module: from the page list to the last route's config.
const appCode = scripts.map((src) => readFileSync(join(dir, src), 'utf8')).find((code) => code.includes('"pages":['))
const routeStart = appCode ? appCode.indexOf('"pages":[') : -1
const routeEnd = appCode ? appCode.indexOf('}', appCode.lastIndexOf('Object.assign({"path":"')) : -1
const routeText = routeStart >= 0 && routeEnd > routeStart ? appCode.slice(routeStart, routeEnd + 200) : ''
const routeCount = (routeText.match(/Object\.assign\(\{"path":/g) ?? []).length
const ROUTES = ['pages/entry/index', 'pages/loginAndRegister/login/login', 'pages/index/index', 'pages/hotel/list/list']
const entryGzip = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(join(dir, src)), { level: 9 }).length, 0)
  + [...html.matchAll(/<link[^>]*\bhref="([^"]+\.css)"/g)].reduce((sum, m) => sum + gzipSync(readFileSync(join(dir, m[1])), { level: 9 }).length, 0)
const jsFiles = readdirSync(join(dir, 'js'))
const cssFiles = readdirSync(join(dir, 'css'))
function routeRow(route) {
  const at = routeText.indexOf(`{"path":"${route}","load":`)
  const ids = at < 0 ? [] : [...routeText.slice(at, routeText.indexOf(').then(', at)).matchAll(/\.e\((\d+)\)/g)].map((m) => m[1])
  const size = (files, sub, id) => files.filter((f) => f.startsWith(`${id}.`) && /\.(js|css)$/.test(f))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, sub, f)), { level: 9 }).length, 0)
  const js = ids.reduce((sum, id) => sum + size(jsFiles, 'js', id), 0)
  const css = ids.reduce((sum, id) => sum + size(cssFiles, 'css', id), 0)
  return `| ${route} | ${ids.length} | ${kb(js)} | ${kb(css)} | ${kb(entryGzip + js + css)} |`
}
const lines = [
  '# H5 entry by module (generated)',
  '',
  `\`node scripts/bench/entry-modules.mjs ${dir} ${out}\` on ${new Date().toISOString().slice(0, 10)}: the scripts index.html loads`,
  'before any page, cut into webpack modules with acorn; each module named by the marks its minified text keeps.',
  'gzip per group: its modules gzipped together (-9); a group compresses alone a little worse than inside the file, so',
  'the groups add up to more than the files. Per module in the last table: the file\'s gzip split by minified size.',
  '',
  '| file | minified KB | gzip KB |',
  '|---|---:|---:|',
  ...fileRows,
  '',
  '| what | modules | minified KB | ≈ gzip KB | share |',
  '|---|---:|---:|---:|---:|',
  ...[...byGroup.entries()].sort((a, b) => b[1].gz - a[1].gz)
    .map(([label, g]) => `| ${label} | ${g.count} | ${kb(g.bytes)} | ${kb(g.gz)} | ${((g.gz / totalGz) * 100).toFixed(1)}% |`),
  '',
  `The route table (in the app's entry module, ${routeCount} routes: the page list, then per route its path, a lazy`,
  `import of its chunks and its page config): ${kb(routeText.length)} KB minified, ${kb(routeText ? gzipSync(routeText, { level: 9 }).length : 0)} KB gzip alone.`,
  '',
  'What each measured page adds to the entry (the chunks its route\'s lazy import loads; gzip -9 of each file):',
  '',
  '| route | chunks | JS gzip KB | CSS gzip KB | with the entry, KB |',
  '|---|---:|---:|---:|---:|',
  ...ROUTES.map((route) => routeRow(route)),
  '',
  'Largest modules:',
  '',
  '| file | module id | what | minified KB | ≈ gzip KB |',
  '|---|---|---|---:|---:|',
  ...rows.sort((a, b) => b.bytes - a.bytes).slice(0, 25).map((r) => `| ${r.src} | ${r.id} | ${r.label} | ${kb(r.bytes)} | ${kb(r.gz)} |`),
  '',
]
writeFileSync(out, lines.join('\n'))
console.log(lines.slice(6).join('\n'))
