// The imports between the server's domains (server/src/domains/<name>/...), decision 0910.
//
// Reads every .ts file under server/src/domains, takes each import/export specifier (type-only ones included, and
// dynamic import('...') with a literal), resolves the relative ones, and counts the imports whose target lies in
// another domain. Prints:
//   - the count of cross-domain imports, and how many of them go around the target's public.ts;
//   - the domain-to-domain edges (A -> B: n);
//   - the folder cycles among domains (strongly connected groups of two or more domains).
// Exits 1 when a folder cycle exists or an import goes around a public face (the lint step runs it); --list prints
// every cross-domain import with its file, --quiet prints only the summary and the problems.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const domainsDir = join(root, 'server/src/domains')
const args = new Set(process.argv.slice(2))

const files = []
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) walk(full)
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) files.push(full)
  }
}
walk(domainsDir)

const domainOf = (file) => {
  const rel = relative(domainsDir, file)
  if (rel.startsWith('..')) return undefined
  return rel.split(sep)[0]
}

// import x from '…', import type { … } from '…', export * from '…', import '…', import('…'); comments are removed first.
const specifierRe = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const resolveTarget = (from, spec) => {
  if (!spec.startsWith('.')) return undefined
  const base = resolve(dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return `${base}.ts`
}

const imports = []
for (const file of files) {
  const from = domainOf(file)
  const text = stripComments(readFileSync(file, 'utf8'))
  for (const match of text.matchAll(specifierRe)) {
    const target = resolveTarget(file, match[1])
    if (!target) continue
    const to = domainOf(target)
    if (!to || to === from) continue
    const face = relative(join(domainsDir, to), target) === 'public.ts'
    imports.push({ file: relative(root, file), spec: match[1], from, to, face })
  }
}

const edges = new Map()
for (const i of imports) {
  const key = `${i.from} -> ${i.to}`
  edges.set(key, (edges.get(key) ?? 0) + 1)
}

// Tarjan's strongly connected components over the domain graph.
const graph = new Map()
for (const i of imports) {
  if (!graph.has(i.from)) graph.set(i.from, new Set())
  graph.get(i.from).add(i.to)
}
const indexOf = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const groups = []
let counter = 0
const connect = (v) => {
  indexOf.set(v, counter)
  low.set(v, counter)
  counter += 1
  stack.push(v)
  onStack.add(v)
  for (const w of graph.get(v) ?? []) {
    if (!indexOf.has(w)) {
      connect(w)
      low.set(v, Math.min(low.get(v), low.get(w)))
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)))
  }
  if (low.get(v) === indexOf.get(v)) {
    const group = []
    let w
    do {
      w = stack.pop()
      onStack.delete(w)
      group.push(w)
    } while (w !== v)
    if (group.length > 1) groups.push(group.sort())
  }
}
for (const v of [...graph.keys()].sort()) if (!indexOf.has(v)) connect(v)

// The two-way pairs, the plainest cycles to name.
const pairs = []
for (const [a, targets] of graph) for (const b of targets) if (a < b && graph.get(b)?.has(a)) pairs.push(`${a} <-> ${b}`)

const domains = readdirSync(domainsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const aroundFace = imports.filter((i) => !i.face)
const importedDomains = new Set(imports.map((i) => i.to))
const faced = domains.filter((d) => {
  try {
    return statSync(join(domainsDir, d, 'public.ts')).isFile()
  } catch {
    return false
  }
})

console.log(`domains: ${domains.length}; imported by another domain: ${importedDomains.size}; with a public.ts: ${faced.length}`)
console.log(`cross-domain imports: ${imports.length} (${aroundFace.length} around a public face) in ${new Set(imports.map((i) => i.file)).size} files`)
console.log(`domain edges: ${edges.size}; two-way pairs: ${pairs.length}; folder cycles (groups): ${groups.length}`)
if (!args.has('--quiet')) {
  console.log('\nedges:')
  for (const [key, n] of [...edges].sort()) console.log(`  ${key}: ${n}`)
}
if (pairs.length > 0) console.log(`\ntwo-way pairs:\n${pairs.sort().map((p) => `  ${p}`).join('\n')}`)
if (groups.length > 0) console.log(`\nfolder cycles:\n${groups.map((g) => `  ${g.join(', ')}`).join('\n')}`)
if (args.has('--list') || (args.has('--quiet') && aroundFace.length > 0)) {
  const shown = args.has('--list') ? imports : aroundFace
  console.log(`\nimports${args.has('--list') ? '' : ' around a public face'}:`)
  for (const i of shown) console.log(`  ${i.file}: '${i.spec}' (${i.from} -> ${i.to}${i.face ? '' : ', not public.ts'})`)
}
if (groups.length > 0 || aroundFace.length > 0) {
  console.error(`\nserver-domain-deps: ${groups.length} folder cycle(s), ${aroundFace.length} import(s) around a public face (decision 0910).`)
  process.exit(1)
}
