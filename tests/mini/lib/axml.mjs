// The DingTalk view: no AXML compiler works offline (minidev downloads its own), so this interprets the subset
// of AXML that Taro generates (base.axml, each page's <import>/<template is>, utils.sjs): elements with
// {{ }} attributes and text, <template name>/<template is data>, <import src>, <import-sjs name from>, <block>,
// a:for / a:for-item / a:for-index / a:key, a:if / a:elif / a:else. Event attributes (onTap, catchTouchMove, …)
// become bind<type> / catch<type>, as in the WeChat tree, so one event dispatcher serves both.
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import vm from 'node:vm'

// ---- parsing ----------------------------------------------------------------------------------------------

/** AXML text -> [{ tag, attrs, children } | { text }] */
export function parseAxml(source) {
  const root = { tag: '#root', attrs: {}, children: [] }
  const stack = [root]
  const re = /<!--[\s\S]*?-->|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:@.-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>|([^<]+)/g
  let m
  while ((m = re.exec(source))) {
    const top = stack.at(-1)
    if (m[0].startsWith('<!--')) continue
    if (m[1]) {
      if (top.tag !== m[1]) throw new Error(`AXML: </${m[1]}> closes <${top.tag}>`)
      stack.pop()
    } else if (m[2]) {
      const attrs = {}
      for (const a of m[3].matchAll(/([\w:@.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) attrs[a[1]] = a[2] ?? a[3] ?? ''
      const node = { tag: m[2], attrs, children: [] }
      top.children.push(node)
      if (!m[4]) stack.push(node)
    } else if (m[5] && m[5].trim()) {
      top.children.push({ text: m[5] })
    }
  }
  if (stack.length !== 1) throw new Error(`AXML: <${stack.at(-1).tag}> is not closed`)
  return root.children
}

// ---- expressions ------------------------------------------------------------------------------------------

const compiled = new Map()
/** A {{ }} expression as a function of the scope (Taro's templates use members, calls, ||, !, literals, `a:b` objects). */
function compile(expr) {
  let fn = compiled.get(expr)
  if (!fn) {
    const body = /^\s*[\w$]+\s*:/.test(expr) && !/\?/.test(expr) ? `({${expr}})` : `(${expr})`
    // eslint-disable-next-line no-new-func
    fn = new Function('scope', `with (scope) { return ${body} }`)
    compiled.set(expr, fn)
  }
  return fn
}

function evaluate(text, scope) {
  const whole = /^\s*\{\{([\s\S]*?)\}\}\s*$/.exec(text)
  const run = (expr) => {
    try {
      return compile(expr)(scope)
    } catch (error) {
      if (error instanceof ReferenceError || error instanceof TypeError) return undefined
      throw error
    }
  }
  if (whole && !whole[1].includes('}}')) return run(whole[1])
  if (!text.includes('{{')) return text
  return text.replace(/\{\{([\s\S]*?)\}\}/g, (_m, expr) => {
    const v = run(expr)
    return v === undefined || v === null ? '' : String(v)
  })
}

/** A scope: the template's data, falling back to its sjs modules; unknown names read as undefined. */
const scopeOf = (data, modules) => new Proxy(Object.create(null), {
  has: (_t, key) => typeof key === 'string' && key !== 'undefined' && !(key in globalThis && !(key in data) && !(key in modules)),
  get: (_t, key) => (key === Symbol.unscopables ? undefined : key in data ? data[key] : modules[key]),
})

// ---- the view ---------------------------------------------------------------------------------------------

const EVENT = /^(on|catch)([A-Z]\w*)$/

export function makeDdView(host) {
  const files = new Map()
  const sjs = new Map()

  const loadSjs = (path) => {
    if (!sjs.has(path)) {
      const code = readFileSync(join(host.dist, path), 'utf8').replace(/export\s+default/, 'module.exports =')
      const module = { exports: {} }
      vm.runInNewContext(code, { module }, { filename: path })
      sjs.set(path, module.exports)
    }
    return sjs.get(path)
  }

  /** A parsed file with its templates (its own and imported) and sjs modules. */
  const load = (path) => {
    if (files.has(path)) return files.get(path)
    const nodes = parseAxml(readFileSync(join(host.dist, path), 'utf8'))
    const file = { nodes: [], templates: new Map(), modules: {} }
    files.set(path, file)
    const dir = posix.dirname(path)
    for (const node of nodes) {
      if (node.tag === 'import') {
        const imported = load(posix.normalize(posix.join(dir, node.attrs.src)))
        for (const [name, t] of imported.templates) file.templates.set(name, t)
      } else if (node.tag === 'import-sjs') {
        file.modules[node.attrs.name] = loadSjs(posix.normalize(posix.join(dir, node.attrs.from)))
      } else if (node.tag === 'template' && node.attrs.name) {
        file.templates.set(node.attrs.name, { node, file })
      } else file.nodes.push(node)
    }
    return file
  }

  function renderChildren(children, data, file, owner, out) {
    let chainDone = false
    for (const child of children) {
      if (child.text !== undefined) {
        const text = evaluate(child.text, scopeOf(data, file.modules))
        if (text !== '' && text !== undefined && text !== null) out.push(String(text))
        chainDone = false
        continue
      }
      const { attrs } = child
      // a:if / a:elif / a:else chains
      if ('a:if' in attrs) {
        chainDone = Boolean(evaluate(attrs['a:if'], scopeOf(data, file.modules)))
        if (!chainDone) continue
      } else if ('a:elif' in attrs) {
        if (chainDone) continue
        chainDone = Boolean(evaluate(attrs['a:elif'], scopeOf(data, file.modules)))
        if (!chainDone) continue
      } else if ('a:else' in attrs) {
        if (chainDone) { chainDone = false; continue }
      } else chainDone = false
      if ('a:for' in attrs) {
        const list = evaluate(attrs['a:for'], scopeOf(data, file.modules))
        const itemName = attrs['a:for-item'] ?? 'item'
        const indexName = attrs['a:for-index'] ?? 'index'
        const entries = Array.isArray(list) ? list.map((v, i) => [i, v]) : list && typeof list === 'object' ? Object.entries(list) : typeof list === 'number' ? Array.from({ length: list }, (_v, i) => [i, i]) : []
        for (const [index, item] of entries) renderNode(child, { ...data, [itemName]: item, [indexName]: index }, file, owner, out)
      } else renderNode(child, data, file, owner, out)
    }
  }

  function renderNode(node, data, file, owner, out) {
    const scope = scopeOf(data, file.modules)
    if (node.tag === 'block') return renderChildren(node.children, data, file, owner, out)
    if (node.tag === 'template' && node.attrs.is) {
      const name = evaluate(node.attrs.is, scope)
      const template = file.templates.get(name)
      if (!template) throw new Error(`AXML: no template ${name}`)
      const templateData = node.attrs.data ? evaluate(node.attrs.data, scope) ?? {} : {}
      return renderChildren(template.node.children, templateData, template.file, owner, out)
    }
    const attrs = {}
    for (const [name, raw] of Object.entries(node.attrs)) {
      if (name.startsWith('a:')) continue
      const event = EVENT.exec(name)
      if (event) {
        attrs[`${event[1] === 'on' ? 'bind' : 'catch'}${event[2].toLowerCase()}`] = raw
        continue
      }
      const value = evaluate(raw, scope)
      if (value === undefined) continue
      attrs[name.startsWith('data-') ? name : name.replace(/-([a-z])/g, (_m, l) => l.toUpperCase())] = value
      if (name === 'class') attrs.class = value
    }
    const children = []
    renderChildren(node.children, data, file, owner, children)
    out.push({ tag: node.tag, attrs, owner, children })
  }

  return {
    kind: 'axml',
    hasPage: (route) => existsSync(join(host.dist, `${route}.axml`)),
    render(page) {
      const file = load(`${page.route}.axml`)
      const children = []
      renderChildren(file.nodes, JSON.parse(JSON.stringify(page.data)), file, page, children)
      return { tag: 'page', attrs: {}, owner: page, children }
    },
  }
}
