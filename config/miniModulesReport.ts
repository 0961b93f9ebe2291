import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Issue 22 (decision 0491): with MINI_MODULES_REPORT=1 a mini-program build writes
 * .cache/mini-modules-<target>.json: every module of the shared chunks (common, vendors, taro, app) with its size
 * and the pages that use it, read before the shared chunks are split off. scripts/main-package-profile.mjs --modules
 * turns it into the table of what in the main package only subpackage pages or non-tab main pages need.
 */
type Module = { resource?: string; rootModule?: Module; identifier(): string; size(type?: string): number; type?: string }
type Chunk = { name?: string | null }
type ChunkGraph = {
  getChunkModulesIterable(chunk: Chunk): Iterable<Module>
  getModuleChunksIterable(module: Module): Iterable<Chunk>
}
type Compilation = { chunkGraph: ChunkGraph; chunks: Iterable<Chunk>; hooks: { optimizeChunks: { tap(o: { name: string; stage: number }, fn: (chunks: Iterable<Chunk>) => void): void } } }
type Compiler = { hooks: { thisCompilation: { tap(name: string, fn: (c: Compilation) => void): void }; done: { tap(name: string, fn: (stats: { compilation: Compilation }) => void): void } } }

const NAME = 'MiniModulesReport'
const SHARED = new Set(['common', 'vendors', 'taro', 'app', 'runtime'])

export class MiniModulesReport {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler) {
    const usedBy = new Map<string, Set<string>>()
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before SplitChunksPlugin (stage 10) moves shared modules out: each module is still in every page using it.
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: -100 }, (chunks) => {
        usedBy.clear()
        for (const chunk of chunks) {
          if (!chunk.name) continue
          for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            const id = m.identifier()
            const set = usedBy.get(id) ?? new Set<string>()
            set.add(chunk.name)
            usedBy.set(id, set)
          }
        }
      })
    })
    compiler.hooks.done.tap(NAME, ({ compilation }) => {
      const rows: { chunk: string; module: string; size: number; usedBy: string[] }[] = []
      for (const chunk of compilation.chunks) {
        if (!chunk.name || !SHARED.has(chunk.name)) continue
        for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          // A module concatenated with its imports (after optimizeChunks) is known by its root module.
          const base = m.rootModule ?? m
          const id = base.identifier()
          const resource = base.resource ?? id
          rows.push({
            chunk: chunk.name,
            module: path.relative(process.cwd(), resource.split('!').pop() ?? resource),
            size: m.size(),
            usedBy: [...(usedBy.get(id) ?? [])].sort(),
          })
        }
      }
      mkdirSync(path.dirname(this.file), { recursive: true })
      writeFileSync(this.file, JSON.stringify(rows))
    })
  }
}
