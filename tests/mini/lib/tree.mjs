// Rendered pages as trees: enough CSS to drop hidden subtrees (the `hidden` attribute, inline `display:none`, and
// stylesheet rules that set `display:none` or `visibility:hidden` on class and tag selectors, with the cascade by
// specificity and order), visible text, and a small selector engine (tag, .class, #id, [attr=value], descendant
// and child combinators) for the journeys.
import { existsSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

// ---- stylesheets ----------------------------------------------------------------------------------------

/** Rules of a stylesheet file and the files it imports: [{ selector: parsed, specificity, order, display?, visibility? }]. */
export function loadStyles(root, file, seen = new Set(), out = []) {
  if (seen.has(file) || !existsSync(join(root, file))) return out
  seen.add(file)
  const text = readFileSync(join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
  for (const m of text.matchAll(/@import\s+["']([^"']+)["'];?/g)) loadStyles(root, posix.normalize(posix.join(posix.dirname(file), m[1])), seen, out)
  parseRules(text.replace(/@import[^;]+;/g, ''), out)
  return out
}

function parseRules(text, out) {
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open < 0) break
    const head = text.slice(i, open).trim()
    if (head.startsWith('@')) {
      // @media / @supports / @keyframes: skip the block (phones here match no media query that hides content)
      let depth = 1
      let j = open + 1
      while (j < text.length && depth > 0) { if (text[j] === '{') depth += 1; else if (text[j] === '}') depth -= 1; j += 1 }
      i = j
      continue
    }
    const close = text.indexOf('}', open)
    const body = text.slice(open + 1, close)
    i = close + 1
    const display = /(?:^|;)\s*display\s*:\s*([^;!]+)(!important)?/.exec(body)
    const visibility = /(?:^|;)\s*visibility\s*:\s*([^;!]+)(!important)?/.exec(body)
    const height = /(?:^|;)\s*height\s*:\s*([^;!]+)(!important)?/.exec(body)
    if (!display && !visibility && !height) continue
    for (const selectorText of head.split(',')) {
      const selector = parseSelector(selectorText.trim())
      if (!selector) continue
      out.push({
        text: selectorText.trim(), selector, specificity: specificityOf(selector), order: out.length,
        display: display?.[1].trim(), displayImportant: Boolean(display?.[2]),
        visibility: visibility?.[1].trim(), visibilityImportant: Boolean(visibility?.[2]),
        height: height?.[1].trim(), heightImportant: Boolean(height?.[2]),
      })
    }
  }
}

// ---- selectors ------------------------------------------------------------------------------------------

/** 'a .b > c.d[x="y"]' -> [{ combinator, parts: { tag, ids, classes, attrs, not } }], or null when unsupported. */
export function parseSelector(text) {
  if (!text || /::|:(?!not\()/.test(text.replace(/:not\([^)]*\)/g, ''))) return null // pseudo-classes and -elements
  const tokens = text.replace(/\s*>\s*/g, ' > ').trim().split(/\s+/)
  const steps = []
  let combinator = ' '
  for (const token of tokens) {
    if (token === '>') { combinator = '>'; continue }
    const parts = { tag: undefined, ids: [], classes: [], attrs: [], not: [] }
    const rest = token.replace(/:not\(([^)]*)\)/g, (_m, inner) => { const n = parseSelector(inner); if (n) parts.not.push(n); return '' })
    const re = /([.#]?)((?:\\.|[\w-])+)|\[([\w-]+)(?:([*^$~]?=)"?([^"\]]*)"?)?\]|\*/g
    let m
    let consumed = 0
    while ((m = re.exec(rest))) {
      if (m.index !== consumed) return null
      consumed = re.lastIndex
      if (m[0] === '*') continue
      if (m[3]) parts.attrs.push({ name: m[3], op: m[4], value: m[5] })
      else if (m[1] === '.') parts.classes.push(m[2].replace(/\\/g, ''))
      else if (m[1] === '#') parts.ids.push(m[2])
      else parts.tag = m[2].replace(/^taro-(.*)-core$/, '$1')
    }
    if (consumed !== rest.length) return null
    steps.push({ combinator, parts })
    combinator = ' '
  }
  return steps.length ? steps : null
}

function specificityOf(steps) {
  let a = 0, b = 0, c = 0
  for (const { parts } of steps) {
    a += parts.ids.length
    b += parts.classes.length + parts.attrs.length
    if (parts.tag) c += 1
  }
  return a * 10000 + b * 100 + c
}

const classesOf = (node) => String(node.attrs?.class ?? '').split(/\s+/).filter(Boolean)

function matchesParts(node, parts) {
  if (typeof node === 'string') return false
  if (parts.tag && node.tag !== parts.tag) return false
  if (parts.ids.some((id) => node.attrs?.id !== id)) return false
  if (parts.classes.length) {
    const own = classesOf(node)
    if (!parts.classes.every((c) => own.includes(c))) return false
  }
  for (const { name, op, value } of parts.attrs) {
    const actual = node.attrs?.[name] ?? node.attrs?.[name.replace(/-([a-z])/g, (_m, l) => l.toUpperCase())]
    if (actual === undefined || actual === null || actual === false) return false
    const text = String(actual)
    if (op === '=' && text !== value) return false
    if (op === '*=' && !text.includes(value)) return false
    if (op === '^=' && !text.startsWith(value)) return false
    if (op === '$=' && !text.endsWith(value)) return false
    if (op === '~=' && !text.split(/\s+/).includes(value)) return false
  }
  if (parts.not.some((n) => matches(node, n))) return false
  return true
}

/** Whether node (with .parent links) matches the parsed selector. */
export function matches(node, steps) {
  const match = (index, candidate) => {
    if (!matchesParts(candidate, steps[index].parts)) return false
    if (index === 0) return true
    const { combinator } = steps[index]
    if (combinator === '>') return Boolean(candidate.parent) && match(index - 1, candidate.parent)
    for (let up = candidate.parent; up; up = up.parent) if (match(index - 1, up)) return true
    return false
  }
  return match(steps.length - 1, node)
}

// ---- visibility and text -------------------------------------------------------------------------------

const inlineStyle = (node, prop) => {
  const style = String(node.attrs?.style ?? '')
  const m = new RegExp(`(?:^|;)\\s*${prop}\\s*:\\s*([^;!]+)`).exec(style)
  return m?.[1].trim()
}

/** Links parents and marks each node `shown` (false for a hidden subtree). Answers the tree. */
export function layout(tree, rules) {
  const byLastClass = new Map()
  const other = []
  for (const rule of rules) {
    const last = rule.selector.at(-1).parts.classes[0]
    if (last) (byLastClass.get(last) ?? byLastClass.set(last, []).get(last)).push(rule)
    else other.push(rule)
  }
  const cascaded = (node, prop) => {
    const inline = inlineStyle(node, prop)
    const candidates = [...other, ...classesOf(node).flatMap((c) => byLastClass.get(c) ?? [])]
    let best
    for (const rule of candidates) {
      if (!rule[prop] || !matches(node, rule.selector)) continue
      const rank = [rule[`${prop}Important`] ? 1 : 0, rule.specificity, rule.order]
      if (!best || rank[0] > best.rank[0] || (rank[0] === best.rank[0] && (rank[1] > best.rank[1] || (rank[1] === best.rank[1] && rank[2] > best.rank[2])))) best = { rank, value: rule[prop] }
    }
    if (inline && !(best && best.rank[0])) return inline
    return best?.value
  }
  const visit = (node, parent, parentVisibility) => {
    if (typeof node === 'string') return
    node.parent = parent
    const hiddenAttr = node.attrs?.hidden === true || node.attrs?.hidden === 'true' || node.attrs?.hidden === ''
    const display = cascaded(node, 'display')
    const visibility = cascaded(node, 'visibility') ?? parentVisibility
    node.shown = !hiddenAttr && display !== 'none' && visibility !== 'hidden' && (parent ? parent.shown !== false : true)
    // visibility is inherited (a child may show itself again); display:none hides the whole subtree
    node.visibility = visibility
    if (node.tag === 'canvas') node.cssHeight = cascaded(node, 'height') // what a selector query measures
    if (!hiddenAttr && display !== 'none') node.children.forEach((c) => visit(c, node, visibility))
    else node.children.forEach((c) => markHidden(c, node))
  }
  const markHidden = (node, parent) => {
    if (typeof node === 'string') return
    node.parent = parent
    node.shown = false
    node.children.forEach((c) => markHidden(c, node))
  }
  visit(tree, undefined, 'visible')
  return tree
}

const INLINE = new Set(['text', 'label', 'span', 'rich-text', 'navigator'])

/** The visible text of a node: inline pieces joined, blocks on lines of their own. */
export function textOf(node) {
  if (typeof node === 'string') return node
  if (node.shown === false) return ''
  if (node.tag === 'input' || node.tag === 'textarea') return ''
  if (node.tag === 'swiper-item' && node.attrs?.__hiddenSlide) return ''
  const parts = node.children.map((c) => {
    if (typeof c === 'string') return node.visibility === 'hidden' ? '' : c
    const t = textOf(c)
    return INLINE.has(c.tag) ? t : `\n${t}\n`
  })
  return parts.join('')
}

export const normalizeText = (text) => text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n')

/** Every element of the tree, depth first. */
export function* elements(node) {
  if (typeof node === 'string') return
  yield node
  for (const c of node.children) yield* elements(c)
}

/** The visible elements matching a CSS selector. */
export function select(tree, selector, { includeHidden = false } = {}) {
  const steps = parseSelector(selector)
  if (!steps) throw new Error(`selector not supported: ${selector}`)
  return [...elements(tree)].filter((n) => (includeHidden || n.shown !== false) && matches(n, steps))
}

/** A compact outline of the visible tree (tag.class "text"), for failures and snapshots. */
export function outline(node, depth = 0, lines = []) {
  if (typeof node === 'string') {
    if (node.trim()) lines.push(`${'  '.repeat(depth)}"${node.trim()}"`)
    return lines
  }
  if (node.shown === false) return lines
  const cls = classesOf(node).slice(0, 3).map((c) => `.${c}`).join('')
  const extra = ['placeholder', 'value'].filter((k) => node.attrs?.[k] !== undefined && node.attrs[k] !== '').map((k) => ` ${k}="${node.attrs[k]}"`).join('')
  lines.push(`${'  '.repeat(depth)}${node.tag}${cls}${extra}`)
  node.children.forEach((c) => outline(c, depth + 1, lines))
  return lines
}
