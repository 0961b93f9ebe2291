import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

type Module = { resource?: string; identifier(): string; size(): number; modules?: Module[] }
type Chunk = { files: Set<string>; name?: string | null; id?: string | number | null }
type Compilation = {
  entrypoints: Map<string, { chunks: Chunk[] }>
  chunkGraph: { getChunkModulesIterable(chunk: Chunk): Iterable<Module> }
  getAsset(name: string): { source: { buffer(): Buffer } } | undefined
}
type Compiler = { hooks: { afterEmit: { tap(name: string, fn: (c: Compilation) => void): void } } }

/** node_modules/<pkg> (with its scope) or the source folder two levels deep: what a row of the report groups. */
function groupOf(file: string, root: string): string {
  const nm = file.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = file.slice(nm + 'node_modules/'.length).split('/')
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
  }
  const rel = path.relative(root, file).split(path.sep)
  return rel.slice(0, Math.min(3, rel.length - 1)).join('/') || rel.join('/')
}

/** The modules in a chunk, the parts of webpack's concatenated (scope-hoisted) modules one by one. */
function* leaves(modules: Iterable<Module>): Generator<Module> {
  for (const m of modules) {
    if (m.modules?.length) yield* leaves(m.modules)
    else yield m
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/**
 * Issue 22: a report of the H5 entry (the chunks of the `app` entrypoint, what index.html loads before any
 * page) by module, from webpack's own module graph: every file's size as webpack sees it (before
 * minification) grouped by package or source folder, and every emitted file's gzip -9 size. Written only
 * when ENTRY_REPORT names the output file (`ENTRY_REPORT=docs/perf/entry-modules.md npx taro build --type h5`).
 */
export class EntryReportPlugin {
  constructor(private readonly output: string, private readonly root: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('EntryReportPlugin', (compilation) => {
      const entry = compilation.entrypoints.get('app')
      if (!entry) return
      const groups = new Map<string, { bytes: number; files: Map<string, number> }>()
      const fileRows: string[] = []
      let totalGzip = 0
      for (const chunk of entry.chunks) {
        for (const file of chunk.files) {
          const asset = compilation.getAsset(file)
          if (!asset || !/\.(js|css)$/.test(file)) continue
          const raw = asset.source.buffer()
          const gz = gzipSync(raw, { level: 9 }).length
          totalGzip += gz
          fileRows.push(`| ${file} | ${kb(raw.length)} | ${kb(gz)} |`)
        }
        for (const m of leaves(compilation.chunkGraph.getChunkModulesIterable(chunk))) {
          const file = m.resource?.split('?')[0] ?? m.identifier()
          const key = m.resource ? groupOf(file, this.root) : '(webpack runtime and generated)'
          const group = groups.get(key) ?? { bytes: 0, files: new Map() }
          group.bytes += m.size()
          const name = m.resource ? path.relative(this.root, file) : m.identifier().slice(0, 80)
          group.files.set(name, (group.files.get(name) ?? 0) + m.size())
          groups.set(key, group)
        }
      }
      const total = [...groups.values()].reduce((sum, g) => sum + g.bytes, 0)
      const sorted = [...groups.entries()].sort((a, b) => b[1].bytes - a[1].bytes)
      const lines = [
        '# H5 entry by module (generated)',
        '',
        'Written by `config/entryReport.ts` during `ENTRY_REPORT=docs/perf/entry-modules.md npx taro build --type h5`:',
        'the chunks of the `app` entrypoint (what index.html loads before any page). Do not edit by hand.',
        '',
        `Files: ${kb(totalGzip)} KB gzip -9 in all.`,
        '',
        '| file | minified KB | gzip KB |',
        '|---|---:|---:|',
        ...fileRows,
        '',
        `Modules by package or source folder: ${kb(total)} KB before minification in all (sizes as webpack sees`,
        'each module after loaders; minified and gzip shares are roughly proportional). Largest files of each group in brackets.',
        '',
        '| group | KB | share | largest files |',
        '|---|---:|---:|---|',
        ...sorted.map(([key, g]) => {
          const top = [...g.files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4)
            .map(([f, b]) => `${f.replace(/^node_modules\//, '').replace(/\|/g, '\\|')} (${kb(b)})`).join('; ')
          return `| ${key} | ${kb(g.bytes)} | ${((g.bytes / total) * 100).toFixed(1)}% | ${top} |`
        }),
        '',
      ]
      mkdirSync(path.dirname(this.output), { recursive: true })
      writeFileSync(this.output, lines.join('\n'))
    })
  }
}
