// WeChat's own WXML and WXSS compilers (wcc, wcsc from the npm package miniprogram-compiler, linux builds,
// offline) over a whole dist/weapp. The package's binaries are shipped without the execute bit: they are copied
// once to .cache/mini/bin and run from there (node_modules is left as installed).
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'

const require = createRequire(import.meta.url)

function binary(name) {
  const source = join(dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux', name)
  const dir = resolve('.cache/mini/bin')
  const target = join(dir, name)
  if (!existsSync(target) || statSync(target).size !== statSync(source).size) {
    mkdirSync(dir, { recursive: true })
    copyFileSync(source, target)
  }
  chmodSync(target, 0o755)
  return target
}

/** Every file under root whose name ends with ext, relative, with '/'. */
export function filesOf(root, ext) {
  const out = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith(ext)) out.push(relative(root, path).split('\\').join('/'))
    }
  }
  walk(root)
  return out.sort()
}

const jsonOf = (root, file) => {
  const path = join(root, file)
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

/**
 * Compiles every .wxml (and .wxs) of root with wcc; answers the JS source of `$gwx` (what the WeChat client
 * evaluates). `-cc` with each page's or component's usingComponents, as miniprogram-compiler's wrapper does.
 */
export function compileWxml(root) {
  const pages = filesOf(root, '.wxml').map((f) => f.slice(0, -5))
  const withComponents = pages.map((p) => ({ p, json: jsonOf(root, `${p}.json`) })).filter((x) => x.json?.usingComponents)
  const componentArgs = [withComponents.length, ...withComponents.flatMap(({ p, json }) => [`${p}.wxml`, Object.keys(json.usingComponents).length, ...Object.keys(json.usingComponents)])]
  const args = ['-d', '-cc', componentArgs.join(' '), ...pages.map((p) => `${p}.wxml`), ...filesOf(root, '.wxs'), '-gn', '$gwx']
  const run = spawnSync(binary('wcc'), args, { cwd: root, maxBuffer: 256 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`wcc failed (${run.status}): ${run.stderr?.toString() ?? run.error}`)
  return run.stdout.toString()
}

/** Compiles every .wxss of root with wcsc; answers { ok, stderr } (the runner only needs the check to pass). */
export function compileWxss(root) {
  const files = filesOf(root, '.wxss').map((f) => f.slice(0, -5))
  const components = files.filter((f) => jsonOf(root, `${f}.json`))
  const plain = files.filter((f) => !jsonOf(root, `${f}.json`))
  const args = ['-db', '-pc', String(components.length), ...[...components, ...plain].map((f) => `${f}.wxss`)]
  const run = spawnSync(binary('wcsc'), args, { cwd: root, maxBuffer: 256 * 1024 * 1024 })
  return { ok: run.status === 0, stderr: run.stderr?.toString() ?? String(run.error), out: run.stdout?.toString() ?? '' }
}
