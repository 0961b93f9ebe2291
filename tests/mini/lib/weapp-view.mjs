// The WeChat view: the whole dist/weapp compiled by WeChat's own wcc once, then each page's data rendered by
// `$gwx('<route>.wxml')` to WeChat's virtual tree, and custom components (Taro's `comp`, past depth 15) rendered
// from their own template with their properties. Data is copied into the compiler's context first: its copy
// function checks `constructor === Object` and turns objects of another context into null.
import vm from 'node:vm'
import { posix, join } from 'node:path'
import { existsSync, readFileSync } from 'node:fs'
import { compileWxml } from './wcc.mjs'

export function makeWeappView(host) {
  const source = compileWxml(host.dist)
  const context = vm.createContext({ console: { log() {}, warn() {}, error: (...a) => host.log('wcc', ...a) } })
  context.window = context
  context.global = context
  vm.runInContext(`var __wxAppCode__ = {}; var __vd_version_info__ = {}; ${source}; this.$gwx = $gwx;`, context, { filename: 'wcc-output.js' })
  const $gwx = context.$gwx
  const ownJSON = vm.runInContext('JSON', context)
  const jsonOf = (path) => (existsSync(join(host.dist, `${path}.json`)) ? JSON.parse(readFileSync(join(host.dist, `${path}.json`), 'utf8')) : {})

  /** The tree of a template file for data, with custom components expanded. */
  function renderFile(path, data, owner) {
    const generate = $gwx(`${path}.wxml`)
    if (typeof generate !== 'function') throw new Error(`wcc has no template ${path}.wxml`)
    const raw = generate(ownJSON.parse(JSON.stringify(data)), {}, {})
    const using = jsonOf(path).usingComponents ?? {}
    return convert(raw, owner, path, using)
  }

  function convert(raw, owner, path, using) {
    if (typeof raw === 'string' || typeof raw === 'number') return String(raw)
    if (!raw || typeof raw !== 'object') return ''
    const tag = String(raw.tag ?? '').replace(/^wx-/, '')
    const attrs = { ...(raw.attr ?? {}) }
    const children = (raw.children ?? []).map((c) => convert(c, owner, path, using))
    if (using[tag]) {
      const componentPath = posix.normalize(posix.join(posix.dirname(path), using[tag]))
      const instance = componentInstance(componentPath, attrs, owner)
      const inner = renderFile(componentPath, instance.data, instance)
      return { tag, attrs, owner, children: inner.tag === 'page' ? inner.children : [inner], component: componentPath }
    }
    return { tag, attrs, owner, children }
  }

  /** A custom component instance: its data is its properties (Taro's comp keeps no state of its own). */
  function componentInstance(path, attrs, parent) {
    const config = host.componentConfig(path)
    if (!config) throw new Error(`${path}.js did not call Component()`)
    const properties = Object.keys(config.properties ?? {})
    const data = { ...(typeof config.data === 'object' ? config.data : {}) }
    for (const name of properties) if (name in attrs) data[name] = attrs[name]
    const instance = { data, is: path, parent, setData(d) { Object.assign(data, d) } }
    for (const [name, fn] of Object.entries(config.methods ?? {})) instance[name] = fn
    return instance
  }

  return {
    kind: 'wxml',
    /** Whether the build has the page's template (a page in app.json without its .wxml does not open). */
    hasPage: (route) => existsSync(join(host.dist, `${route}.wxml`)),
    render(page) {
      return renderFile(page.route, page.data, page)
    },
  }
}
