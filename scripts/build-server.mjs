#!/usr/bin/env node
// Compiles the API server to plain JavaScript for production (`npm start`): server/src/** -> server/dist/**
// one file per source file at the same depth, so every path the server computes from import.meta.url
// (REPO_ROOT, ASSETS_DIR, DOMAINS_DIR, migrations, createRequire data files) lands where it did under tsx.
// domain/** and types/** (shared with the app) go to server/dist/_repo/. Imports are rewritten to the
// emitted .js files; packages stay external. Non-TypeScript files of server/src (migrations) are copied.
//   node scripts/build-server.mjs           build when missing or older than a source file
//   node scripts/build-server.mjs --force   build anyway
//   node scripts/build-server.mjs --check   exit 1 when the build is missing or stale, build nothing
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const OUT_DIR = join(ROOT, 'server/dist')
export const ENTRY = join(OUT_DIR, 'server.js')
const STAMP = join(OUT_DIR, '.built')
const SOURCE_DIRS = ['server/src', 'domain', 'types']
const INPUTS = ['package.json', 'server/tsconfig.json', 'scripts/build-server.mjs']

const isSource = (path) => path.endsWith('.ts') && !path.endsWith('.d.ts') && !path.endsWith('.test.ts')

function walk(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, files)
    else files.push(path)
  }
  return files
}

/** Where a source file's JavaScript goes: server/src/x.ts -> server/dist/x.js, domain/x.ts -> server/dist/_repo/domain/x.js. */
export function outputOf(source) {
  const fromServer = relative(join(ROOT, 'server/src'), source)
  const base = fromServer.startsWith('..') ? join(OUT_DIR, '_repo', relative(ROOT, source)) : join(OUT_DIR, fromServer)
  return base.replace(/\.ts$/, '.js')
}

const allFiles = () => SOURCE_DIRS.flatMap((dir) => walk(join(ROOT, dir)))

/** True when the build is missing or a source, migration or build input changed after it. */
export function isStale() {
  if (!existsSync(STAMP) || !existsSync(ENTRY)) return true
  const built = statSync(STAMP).mtimeMs
  return [...allFiles(), ...INPUTS.map((p) => join(ROOT, p))].some((path) => statSync(path).mtimeMs > built)
}

/** Every import of a compiled file points at the emitted .js of its target (or stays a package import). */
const rewriteImports = {
  name: 'rewrite-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === 'inner') return undefined
      const local = args.path.startsWith('.') || args.path.startsWith('/') || args.path.startsWith('@domain/')
      if (!local) return { path: args.path, external: true }
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' })
      if (found.errors.length > 0) return { errors: found.errors }
      if (!isSource(found.path)) return { errors: [{ text: `${args.path}: only TypeScript sources can be imported by the server (got ${found.path})` }] }
      let specifier = relative(dirname(outputOf(args.importer)), outputOf(found.path)).split(sep).join('/')
      if (!specifier.startsWith('.')) specifier = `./${specifier}`
      return { path: specifier, external: true }
    })
  },
}

export async function buildServer() {
  const { build } = await import('esbuild')
  const started = Date.now()
  rmSync(OUT_DIR, { recursive: true, force: true })
  const files = allFiles()
  const sources = files.filter(isSource)
  await build({
    entryPoints: sources.map((source) => ({ in: source, out: relative(OUT_DIR, outputOf(source)).replace(/\.js$/, '') })),
    outdir: OUT_DIR,
    bundle: true,
    plugins: [rewriteImports],
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: join(ROOT, 'server/tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  // Migrations and any other data file of server/src beside the code that reads it.
  for (const file of files.filter((path) => path.startsWith(join(ROOT, 'server/src')) && !path.endsWith('.ts'))) {
    const target = join(OUT_DIR, relative(join(ROOT, 'server/src'), file))
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(file, target)
  }
  writeFileSync(join(OUT_DIR, 'package.json'), '{ "type": "module", "private": true }\n')
  writeFileSync(STAMP, `${new Date().toISOString()}\n`)
  return { files: sources.length, ms: Date.now() - started }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = isStale()
    console.log(stale ? 'server/dist is missing or stale' : 'server/dist is up to date')
    process.exit(stale ? 1 : 0)
  }
  if (process.argv.includes('--force') || isStale()) {
    const { files, ms } = await buildServer()
    console.log(`server compiled: ${files} files -> ${relative(ROOT, OUT_DIR)} in ${ms} ms`)
  } else console.log('server/dist is up to date')
}
