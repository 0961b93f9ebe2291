// Sizes of a mini-program build per package (main and every subpackage), as the platforms count them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

const MB = 1024 * 1024
/**
 * Any package 2 MB (the platforms' limit), main package 1 MB, total 3.75 MB. With all 324 routes built (decision 0930,
 * 2026-11-28) the weapp main package is 1,009.2 KB and dd's 951.5 KB: the app reads a lean route table, and five
 * folders of several domains form one subpackage each. The total (weapp 3,677.8 KB, dd 3,609.9 KB) grew by what
 * those subpackages copy of code other subpackages use too. Before: main 1.375 MB (1,186 KB measured), total 8 MB.
 */
export const BUDGET = { package: 2 * MB, main: 1 * MB, total: 3.75 * MB }

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

/** Map of package ('(main)' or its root) to bytes, for dist/<target>; throws when the build is missing. */
export function packageSizes(target, distRoot = 'dist') {
  const dist = join(distRoot, target)
  if (!existsSync(join(dist, 'app.json'))) throw new Error(`${dist}/app.json missing: run npm run build:${target} first`)
  const app = JSON.parse(readFileSync(join(dist, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/\/$/, ''))
  const sizes = new Map([['(main)', 0], ...roots.map((r) => [r, 0])])
  for (const file of filesUnder(dist)) {
    const rel = relative(dist, file).split(sep).join('/')
    if (rel.endsWith('.map') || rel.endsWith('.LICENSE.txt')) continue
    const root = roots.find((r) => rel.startsWith(`${r}/`)) ?? '(main)'
    sizes.set(root, sizes.get(root) + statSync(file).size)
  }
  return sizes
}
