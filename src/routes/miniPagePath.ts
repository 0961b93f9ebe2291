/**
 * The name a mini-program build gives a page: Taro's weapp and dd builds emit no template and no .json for a page
 * file whose name holds a dot (pages/common2.0/facialVerification/index3.0; a dot in a folder's name is fine), so
 * such a page is generated a second time under its name with `_` (index3_0, scripts/routes/generate.ts), and the
 * mini-programs' app.json and links use that name. H5 keeps the spec's path.
 */
export function miniPagePath(path: string): string {
  const at = path.lastIndexOf('/')
  return `${path.slice(0, at + 1)}${path.slice(at + 1).replace(/\./g, '_')}`
}

/** The page path as the build for `target` has it (process.env.TARO_ENV: h5, weapp, dd; unset in unit tests: as H5). */
export function builtPagePath(path: string, target: string | undefined = process.env.TARO_ENV): string {
  return target && target !== 'h5' ? miniPagePath(path) : path
}
